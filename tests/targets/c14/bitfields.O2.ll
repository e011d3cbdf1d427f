; ModuleID = 'bitfields.c'
source_filename = "bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.packed = type { i32 }

@.str = private unnamed_addr constant [49 x i8] c"sizeof packed=%zu header=%zu wide=%zu mixed=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"raw layout %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"header:\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.4 = private unnamed_addr constant [50 x i8] c"\0Aversion=%u ihl=%u len=%u id=%x flags=%u frag=%u\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"len=%u frag=%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"lo=%llu hi=%llu small=%d ch=%u\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"lo=%llu small=%d ch=%u\0A\00", align 1
@.str.8 = private unnamed_addr constant [36 x i8] c"wide loop sum=%llu lo=%llu hi=%llu\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"mixed %c %d %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"array total=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [31 x i8] c"a=%u b=%u c=%d d=%u e=%d f=%u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !14 {
  call void @llvm.dbg.value(metadata i32 0, metadata !18, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata %struct.packed* undef, metadata !77, metadata !DIExpression()) #4, !dbg !84
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.11, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0) #4, !dbg !86
  call void @llvm.dbg.value(metadata i32 -517891, metadata !18, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata %struct.packed* undef, metadata !77, metadata !DIExpression()) #4, !dbg !87
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.11, i64 0, i64 0), i32 noundef 5, i32 noundef 31, i32 noundef -8, i32 noundef 1, i32 noundef -64, i32 noundef 4095) #4, !dbg !89
  call void @llvm.dbg.value(metadata i32 1566470, metadata !18, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata %struct.packed* undef, metadata !77, metadata !DIExpression()) #4, !dbg !90
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.11, i64 0, i64 0), i32 noundef 6, i32 noundef 0, i32 noundef 7, i32 noundef 0, i32 noundef 63, i32 noundef 1) #4, !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 1566470, metadata !18, metadata !DIExpression()), !dbg !76
  br label %24, !dbg !94

4:                                                ; preds = %60
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str, i64 0, i64 0), i64 noundef 4, i64 noundef 8, i64 noundef 16, i64 noundef 8), !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 7, metadata !30, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 3847, metadata !30, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 3847, metadata !29, metadata !DIExpression()), !dbg !76
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 3847), !dbg !96
  call void @llvm.dbg.value(metadata i64 2779493853845782612, metadata !31, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.declare(metadata [8 x i8]* undef, metadata !41, metadata !DIExpression()), !dbg !97
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0)), !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression()), !dbg !99
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef 84), !dbg !100
  call void @llvm.dbg.value(metadata i64 1, metadata !46, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 1, metadata !46, metadata !DIExpression()), !dbg !99
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef 0), !dbg !100
  call void @llvm.dbg.value(metadata i64 2, metadata !46, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 2, metadata !46, metadata !DIExpression()), !dbg !99
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef 220), !dbg !100
  call void @llvm.dbg.value(metadata i64 3, metadata !46, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 3, metadata !46, metadata !DIExpression()), !dbg !99
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef 5), !dbg !100
  call void @llvm.dbg.value(metadata i64 4, metadata !46, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 4, metadata !46, metadata !DIExpression()), !dbg !99
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef 239), !dbg !100
  call void @llvm.dbg.value(metadata i64 5, metadata !46, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 5, metadata !46, metadata !DIExpression()), !dbg !99
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef 190), !dbg !100
  call void @llvm.dbg.value(metadata i64 6, metadata !46, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 6, metadata !46, metadata !DIExpression()), !dbg !99
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef 146), !dbg !100
  call void @llvm.dbg.value(metadata i64 7, metadata !46, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 7, metadata !46, metadata !DIExpression()), !dbg !99
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef 38), !dbg !100
  call void @llvm.dbg.value(metadata i64 8, metadata !46, metadata !DIExpression()), !dbg !99
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.4, i64 0, i64 0), i32 noundef 4, i32 noundef 5, i32 noundef 1500, i32 noundef 48879, i32 noundef 2, i32 noundef 1234), !dbg !102
  call void @llvm.dbg.value(metadata i64 2779493858042380372, metadata !31, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i64 6562517545033597012, metadata !31, metadata !DIExpression()), !dbg !76
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef 65535, i32 noundef 2914), !dbg !103
  call void @llvm.dbg.value(metadata i72 0, metadata !48, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 72)), !dbg !76
  call void @llvm.dbg.value(metadata i8 0, metadata !48, metadata !DIExpression(DW_OP_LLVM_fragment, 72, 8)), !dbg !76
  call void @llvm.dbg.value(metadata i72 1099511627775, metadata !48, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 72)), !dbg !76
  call void @llvm.dbg.value(metadata i72 12379814833502027775, metadata !48, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 72)), !dbg !76
  call void @llvm.dbg.value(metadata i72 49273302980921131007, metadata !48, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 72)), !dbg !76
  call void @llvm.dbg.value(metadata i8 100, metadata !48, metadata !DIExpression(DW_OP_LLVM_fragment, 72, 8)), !dbg !76
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.6, i64 0, i64 0), i64 noundef 1099511627775, i64 noundef 11259375, i32 noundef -2, i32 noundef 100), !dbg !104
  call void @llvm.dbg.value(metadata i72 49273301881409503232, metadata !48, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 72)), !dbg !76
  call void @llvm.dbg.value(metadata i72 67720045955119054848, metadata !48, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 72)), !dbg !76
  call void @llvm.dbg.value(metadata i8 2, metadata !48, metadata !DIExpression(DW_OP_LLVM_fragment, 72, 8)), !dbg !76
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i64 0, i64 0), i64 noundef 0, i32 noundef -1, i32 noundef 2), !dbg !105
  call void @llvm.dbg.value(metadata i64 0, metadata !55, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i72 67720045955119054848, metadata !48, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 72)), !dbg !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !55, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !48, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 72)), !dbg !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !48, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 72, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 72)), !dbg !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !48, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 72)), !dbg !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !55, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 40, DW_OP_shr, DW_OP_plus, DW_OP_stack_value)), !dbg !76
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.8, i64 0, i64 0), i64 noundef 43992075556824, i64 noundef 740164912472, i64 noundef 3448439), !dbg !106
  call void @llvm.dbg.value(metadata i8 113, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !76
  call void @llvm.dbg.value(metadata i24 523776, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 24)), !dbg !76
  call void @llvm.dbg.value(metadata i16 -3, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 16)), !dbg !76
  call void @llvm.dbg.value(metadata i16 undef, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 48, 16)), !dbg !76
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.9, i64 0, i64 0), i32 noundef 113, i32 noundef -512, i32 noundef 511, i32 noundef -3), !dbg !107
  call void @llvm.dbg.value(metadata i24 523752, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 24)), !dbg !76
  call void @llvm.dbg.value(metadata i24 525800, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 24)), !dbg !76
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.9, i64 0, i64 0), i32 noundef 113, i32 noundef 488, i32 noundef -511, i32 noundef -3), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !76
  call void @llvm.dbg.value(metadata i32 1049542657, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !76
  call void @llvm.dbg.value(metadata i32 2098036738, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !76
  call void @llvm.dbg.value(metadata i32 -1148436477, metadata !67, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 991, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 991, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 2973, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 2973, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 5946, metadata !73, metadata !DIExpression()), !dbg !76
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.10, i64 0, i64 0), i32 noundef 5946), !dbg !109
  ret i32 0, !dbg !110

24:                                               ; preds = %0, %60
  %25 = phi i32 [ 0, %0 ], [ %61, %60 ]
  %26 = phi i32 [ 1566470, %0 ], [ %46, %60 ]
  call void @llvm.dbg.value(metadata i32 %25, metadata !27, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %26, metadata !18, metadata !DIExpression()), !dbg !76
  %27 = add i32 %26, 3, !dbg !111
  %28 = and i32 %27, 7, !dbg !111
  %29 = and i32 %26, 4096, !dbg !111
  %30 = or i32 %28, %29, !dbg !111
  %31 = lshr i32 %26, 3, !dbg !114
  %32 = and i32 %31, 31, !dbg !114
  %33 = mul nuw nsw i32 %32, 56, !dbg !115
  %34 = add nuw nsw i32 %33, 8, !dbg !115
  %35 = and i32 %34, 248, !dbg !116
  %36 = mul nuw nsw i32 %25, 83886080, !dbg !117
  %37 = add nuw i32 %36, 1308622848, !dbg !117
  %38 = lshr exact i32 %37, 11, !dbg !117
  %39 = lshr i32 %26, 20, !dbg !118
  %40 = mul nuw nsw i32 %39, 33, !dbg !119
  %41 = add nuw i32 %40, %25, !dbg !120
  %42 = shl i32 %41, 20, !dbg !121
  %43 = and i32 %38, 1040384, !dbg !121
  %44 = or i32 %30, %35, !dbg !116
  %45 = or i32 %44, %43, !dbg !121
  %46 = or i32 %45, %42, !dbg !121
  call void @llvm.dbg.value(metadata !DIArgList(i32 %29, i32 %42, i32 %43, i32 %25, i32 %34, i32 %28), metadata !18, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_constu, 248, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 8, DW_OP_shl, DW_OP_plus_uconst, 2048, DW_OP_constu, 3840, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)), !dbg !76
  %47 = and i32 %25, 3, !dbg !122
  %48 = icmp eq i32 %47, 0, !dbg !124
  br i1 %48, label %49, label %60, !dbg !125

49:                                               ; preds = %24
  %50 = shl i32 %25, 28, !dbg !116
  call void @llvm.dbg.value(metadata !DIArgList(i32 %29, i32 %42, i32 %43, i32 %50, i32 %34, i32 %28), metadata !18, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_constu, 248, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_plus_uconst, 2048, DW_OP_constu, 3840, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata !DIArgList(i32 %29, i32 %42, i32 %43, i32 %50, i32 %34, i32 %28), metadata !18, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_constu, 248, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_plus_uconst, 2048, DW_OP_constu, 3840, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata %struct.packed* undef, metadata !77, metadata !DIExpression()) #4, !dbg !126
  %51 = lshr exact i32 %34, 3, !dbg !128
  %52 = and i32 %51, 31, !dbg !128
  %53 = ashr exact i32 %50, 28, !dbg !129
  %54 = xor i32 %53, -8, !dbg !129
  %55 = lshr exact i32 %29, 12, !dbg !130
  %56 = shl nuw i32 %43, 12, !dbg !131
  %57 = ashr exact i32 %56, 25, !dbg !131
  %58 = and i32 %41, 4095, !dbg !132
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.11, i64 0, i64 0), i32 noundef %28, i32 noundef %52, i32 noundef %54, i32 noundef %55, i32 noundef %57, i32 noundef %58) #4, !dbg !133
  br label %60, !dbg !134

60:                                               ; preds = %24, %49
  %61 = add nuw nsw i32 %25, 1, !dbg !135
  call void @llvm.dbg.value(metadata !DIArgList(i32 %45, i32 %42), metadata !18, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 %61, metadata !27, metadata !DIExpression()), !dbg !93
  %62 = icmp eq i32 %61, 20, !dbg !136
  br i1 %62, label %4, label %24, !dbg !94, !llvm.loop !137
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bitfields.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "f62859900f647cef3223d32fb579a3f1")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!4 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 43, type: !15, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!6}
!17 = !{!18, !27, !29, !30, !31, !41, !46, !48, !55, !56, !58, !67, !71, !73, !74}
!18 = !DILocalVariable(name: "p", scope: !14, file: !1, line: 44, type: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !1, line: 6, size: 32, elements: !20)
!20 = !{!21, !22, !23, !24, !25, !26}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !19, file: !1, line: 7, baseType: !5, size: 3, flags: DIFlagBitField, extraData: i64 0)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !19, file: !1, line: 8, baseType: !5, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !19, file: !1, line: 9, baseType: !6, size: 4, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !19, file: !1, line: 10, baseType: !5, size: 1, offset: 12, flags: DIFlagBitField, extraData: i64 0)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !19, file: !1, line: 11, baseType: !6, size: 7, offset: 13, flags: DIFlagBitField, extraData: i64 0)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !19, file: !1, line: 12, baseType: !5, size: 12, offset: 20, flags: DIFlagBitField, extraData: i64 0)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 61, type: !6)
!28 = distinct !DILexicalBlock(scope: !14, file: !1, line: 61, column: 5)
!29 = !DILocalVariable(name: "raw", scope: !14, file: !1, line: 72, type: !5)
!30 = !DILocalVariable(name: "q", scope: !14, file: !1, line: 73, type: !19)
!31 = !DILocalVariable(name: "h", scope: !14, file: !1, line: 79, type: !32)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "header", file: !1, line: 15, size: 64, elements: !33)
!33 = !{!34, !35, !36, !37, !38, !39, !40}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "version", scope: !32, file: !1, line: 16, baseType: !5, size: 4, flags: DIFlagBitField, extraData: i64 0)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "ihl", scope: !32, file: !1, line: 17, baseType: !5, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "tos", scope: !32, file: !1, line: 18, baseType: !5, size: 8, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !32, file: !1, line: 19, baseType: !5, size: 16, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !32, file: !1, line: 20, baseType: !5, size: 16, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !32, file: !1, line: 21, baseType: !5, size: 3, offset: 48, flags: DIFlagBitField, extraData: i64 0)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "frag", scope: !32, file: !1, line: 22, baseType: !5, size: 13, offset: 51, flags: DIFlagBitField, extraData: i64 0)
!41 = !DILocalVariable(name: "bytes", scope: !14, file: !1, line: 80, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 64, elements: !44)
!43 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!44 = !{!45}
!45 = !DISubrange(count: 8)
!46 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 83, type: !5)
!47 = distinct !DILexicalBlock(scope: !14, file: !1, line: 83, column: 5)
!48 = !DILocalVariable(name: "w", scope: !14, file: !1, line: 90, type: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "wide", file: !1, line: 25, size: 128, elements: !50)
!50 = !{!51, !52, !53, !54}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !49, file: !1, line: 26, baseType: !4, size: 40, flags: DIFlagBitField, extraData: i64 0)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !49, file: !1, line: 27, baseType: !4, size: 24, offset: 40, flags: DIFlagBitField, extraData: i64 0)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "small", scope: !49, file: !1, line: 28, baseType: !6, size: 2, offset: 64, flags: DIFlagBitField, extraData: i64 0)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "ch", scope: !49, file: !1, line: 29, baseType: !43, size: 7, offset: 72, flags: DIFlagBitField, extraData: i64 72)
!55 = !DILocalVariable(name: "sum", scope: !14, file: !1, line: 101, type: !4)
!56 = !DILocalVariable(name: "i", scope: !57, file: !1, line: 102, type: !6)
!57 = distinct !DILexicalBlock(scope: !14, file: !1, line: 102, column: 5)
!58 = !DILocalVariable(name: "m", scope: !14, file: !1, line: 109, type: !59)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !1, line: 32, size: 64, elements: !60)
!60 = !{!61, !63, !64, !65}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !59, file: !1, line: 33, baseType: !62, size: 8)
!62 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !59, file: !1, line: 34, baseType: !6, size: 10, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !59, file: !1, line: 35, baseType: !6, size: 10, offset: 18, flags: DIFlagBitField, extraData: i64 8)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !59, file: !1, line: 36, baseType: !66, size: 16, offset: 32)
!66 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!67 = !DILocalVariable(name: "arr", scope: !14, file: !1, line: 114, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 4)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 116, type: !6)
!72 = distinct !DILexicalBlock(scope: !14, file: !1, line: 116, column: 5)
!73 = !DILocalVariable(name: "tot", scope: !14, file: !1, line: 121, type: !6)
!74 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 122, type: !6)
!75 = distinct !DILexicalBlock(scope: !14, file: !1, line: 122, column: 5)
!76 = !DILocation(line: 0, scope: !14)
!77 = !DILocalVariable(name: "p", arg: 1, scope: !78, file: !1, line: 39, type: !81)
!78 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 39, type: !79, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !83)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!83 = !{!77}
!84 = !DILocation(line: 0, scope: !78, inlinedAt: !85)
!85 = distinct !DILocation(line: 46, column: 5, scope: !14)
!86 = !DILocation(line: 40, column: 5, scope: !78, inlinedAt: !85)
!87 = !DILocation(line: 0, scope: !78, inlinedAt: !88)
!88 = distinct !DILocation(line: 53, column: 5, scope: !14)
!89 = !DILocation(line: 40, column: 5, scope: !78, inlinedAt: !88)
!90 = !DILocation(line: 0, scope: !78, inlinedAt: !91)
!91 = distinct !DILocation(line: 60, column: 5, scope: !14)
!92 = !DILocation(line: 40, column: 5, scope: !78, inlinedAt: !91)
!93 = !DILocation(line: 0, scope: !28)
!94 = !DILocation(line: 61, column: 5, scope: !28)
!95 = !DILocation(line: 70, column: 5, scope: !14)
!96 = !DILocation(line: 78, column: 5, scope: !14)
!97 = !DILocation(line: 80, column: 19, scope: !14)
!98 = !DILocation(line: 82, column: 5, scope: !14)
!99 = !DILocation(line: 0, scope: !47)
!100 = !DILocation(line: 84, column: 9, scope: !101)
!101 = distinct !DILexicalBlock(scope: !47, file: !1, line: 83, column: 5)
!102 = !DILocation(line: 85, column: 5, scope: !14)
!103 = !DILocation(line: 89, column: 5, scope: !14)
!104 = !DILocation(line: 95, column: 5, scope: !14)
!105 = !DILocation(line: 100, column: 5, scope: !14)
!106 = !DILocation(line: 107, column: 5, scope: !14)
!107 = !DILocation(line: 110, column: 5, scope: !14)
!108 = !DILocation(line: 113, column: 5, scope: !14)
!109 = !DILocation(line: 124, column: 5, scope: !14)
!110 = !DILocation(line: 125, column: 5, scope: !14)
!111 = !DILocation(line: 62, column: 13, scope: !112)
!112 = distinct !DILexicalBlock(scope: !113, file: !1, line: 61, column: 34)
!113 = distinct !DILexicalBlock(scope: !28, file: !1, line: 61, column: 5)
!114 = !DILocation(line: 63, column: 18, scope: !112)
!115 = !DILocation(line: 63, column: 13, scope: !112)
!116 = !DILocation(line: 64, column: 13, scope: !112)
!117 = !DILocation(line: 65, column: 15, scope: !112)
!118 = !DILocation(line: 66, column: 18, scope: !112)
!119 = !DILocation(line: 66, column: 20, scope: !112)
!120 = !DILocation(line: 66, column: 25, scope: !112)
!121 = !DILocation(line: 66, column: 13, scope: !112)
!122 = !DILocation(line: 67, column: 15, scope: !123)
!123 = distinct !DILexicalBlock(scope: !112, file: !1, line: 67, column: 13)
!124 = !DILocation(line: 67, column: 19, scope: !123)
!125 = !DILocation(line: 67, column: 13, scope: !112)
!126 = !DILocation(line: 0, scope: !78, inlinedAt: !127)
!127 = distinct !DILocation(line: 68, column: 13, scope: !123)
!128 = !DILocation(line: 40, column: 56, scope: !78, inlinedAt: !127)
!129 = !DILocation(line: 40, column: 62, scope: !78, inlinedAt: !127)
!130 = !DILocation(line: 40, column: 68, scope: !78, inlinedAt: !127)
!131 = !DILocation(line: 40, column: 74, scope: !78, inlinedAt: !127)
!132 = !DILocation(line: 40, column: 80, scope: !78, inlinedAt: !127)
!133 = !DILocation(line: 40, column: 5, scope: !78, inlinedAt: !127)
!134 = !DILocation(line: 68, column: 13, scope: !123)
!135 = !DILocation(line: 61, column: 30, scope: !113)
!136 = !DILocation(line: 61, column: 23, scope: !113)
!137 = distinct !{!137, !94, !138, !139}
!138 = !DILocation(line: 69, column: 5, scope: !28)
!139 = !{!"llvm.loop.mustprogress"}
