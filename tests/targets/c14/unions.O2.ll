; ModuleID = 'unions.c'
source_filename = "unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"%g: hi=%08x lo=%08x sign=%u exp=%u bytes\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"bits 0x4008... = %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"-1 as u64 %llu, low word %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [34 x i8] c"float %g = %08x halves %04x %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"rsqrt(%d) ~ %.4f\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.8 = private unnamed_addr constant [34 x i8] c"sizeof value=%zu union pun64=%zu\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"little endian: %d (c0=%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"memcpy pun equal: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"-5 as unsigned: %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"double %g\0A\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"string \22%s\22\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"pair (%d, %d)\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !21 {
  %1 = alloca [6 x double], align 16
  call void @llvm.dbg.declare(metadata i32* undef, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !122
  call void @llvm.dbg.declare(metadata i32* undef, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !122
  call void @llvm.dbg.declare(metadata i32* undef, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 288, 32)), !dbg !122
  call void @llvm.dbg.declare(metadata i32* undef, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 416, 32)), !dbg !122
  call void @llvm.dbg.declare(metadata i32* undef, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 544, 32)), !dbg !122
  %2 = bitcast [6 x double]* %1 to i8*, !dbg !123
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %2) #6, !dbg !123
  call void @llvm.dbg.declare(metadata [6 x double]* %1, metadata !26, metadata !DIExpression()), !dbg !124
  %3 = bitcast [6 x double]* %1 to <2 x double>*, !dbg !124
  store <2 x double> <double 1.000000e+00, double -2.000000e+00>, <2 x double>* %3, align 16, !dbg !124
  %4 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 2, !dbg !124
  %5 = bitcast double* %4 to <2 x double>*, !dbg !124
  store <2 x double> <double 1.000000e-01, double 1.000000e+300>, <2 x double>* %5, align 16, !dbg !124
  %6 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 4, !dbg !124
  %7 = bitcast double* %6 to <2 x double>*, !dbg !124
  store <2 x double> <double -0.000000e+00, double 0x400921FB54442D18>, <2 x double>* %7, align 16, !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !125
  br label %8, !dbg !126

8:                                                ; preds = %52, %0
  %9 = phi double [ 1.000000e+00, %0 ], [ %54, %52 ], !dbg !127
  %10 = phi i64 [ 0, %0 ], [ %50, %52 ]
  call void @llvm.dbg.value(metadata i64 %10, metadata !30, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %9, metadata !32, metadata !DIExpression()), !dbg !128
  %11 = bitcast double %9 to i64, !dbg !129
  %12 = lshr i64 %11, 32, !dbg !129
  %13 = trunc i64 %12 to i32, !dbg !129
  %14 = trunc i64 %11 to i32, !dbg !130
  %15 = lshr i64 %11, 63, !dbg !131
  %16 = trunc i64 %15 to i32, !dbg !132
  %17 = lshr i64 %11, 52, !dbg !133
  %18 = trunc i64 %17 to i32, !dbg !134
  %19 = and i32 %18, 2047, !dbg !134
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str, i64 0, i64 0), double noundef %9, i32 noundef %13, i32 noundef %14, i32 noundef %16, i32 noundef %19), !dbg !135
  call void @llvm.dbg.value(metadata i64 0, metadata !60, metadata !DIExpression()), !dbg !136
  %21 = trunc i64 %11 to i32, !dbg !137
  %22 = and i32 %21, 255, !dbg !137
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %22), !dbg !139
  call void @llvm.dbg.value(metadata i64 1, metadata !60, metadata !DIExpression()), !dbg !136
  %24 = trunc i64 %11 to i32, !dbg !137
  %25 = lshr i32 %24, 8, !dbg !137
  %26 = and i32 %25, 255, !dbg !137
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %26), !dbg !139
  call void @llvm.dbg.value(metadata i64 2, metadata !60, metadata !DIExpression()), !dbg !136
  %28 = trunc i64 %11 to i32, !dbg !137
  %29 = lshr i32 %28, 16, !dbg !137
  %30 = and i32 %29, 255, !dbg !137
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %30), !dbg !139
  call void @llvm.dbg.value(metadata i64 3, metadata !60, metadata !DIExpression()), !dbg !136
  %32 = trunc i64 %11 to i32, !dbg !137
  %33 = lshr i32 %32, 24, !dbg !137
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %33), !dbg !139
  call void @llvm.dbg.value(metadata i64 4, metadata !60, metadata !DIExpression()), !dbg !136
  %35 = trunc i64 %12 to i32, !dbg !137
  %36 = and i32 %35, 255, !dbg !137
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %36), !dbg !139
  call void @llvm.dbg.value(metadata i64 5, metadata !60, metadata !DIExpression()), !dbg !136
  %38 = lshr i64 %11, 40, !dbg !137
  %39 = trunc i64 %38 to i32, !dbg !137
  %40 = and i32 %39, 255, !dbg !137
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %40), !dbg !139
  call void @llvm.dbg.value(metadata i64 6, metadata !60, metadata !DIExpression()), !dbg !136
  %42 = lshr i64 %11, 48, !dbg !137
  %43 = trunc i64 %42 to i32, !dbg !137
  %44 = and i32 %43, 255, !dbg !137
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %44), !dbg !139
  call void @llvm.dbg.value(metadata i64 7, metadata !60, metadata !DIExpression()), !dbg !136
  %46 = lshr i64 %11, 56, !dbg !137
  %47 = trunc i64 %46 to i32, !dbg !137
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %47), !dbg !139
  call void @llvm.dbg.value(metadata i64 8, metadata !60, metadata !DIExpression()), !dbg !136
  %49 = tail call i32 @putchar(i32 10), !dbg !140
  %50 = add nuw nsw i64 %10, 1, !dbg !141
  call void @llvm.dbg.value(metadata i64 %50, metadata !30, metadata !DIExpression()), !dbg !125
  %51 = icmp eq i64 %50, 6, !dbg !142
  br i1 %51, label %55, label %52, !dbg !126, !llvm.loop !143

52:                                               ; preds = %8
  %53 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 %50
  %54 = load double, double* %53, align 8, !dbg !127, !tbaa !146
  br label %8, !dbg !126

55:                                               ; preds = %8
  call void @llvm.dbg.value(metadata double 3.000000e+00, metadata !62, metadata !DIExpression()), !dbg !150
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), double noundef 3.000000e+00), !dbg !151
  call void @llvm.dbg.value(metadata double 0xFFFFFFFFFFFFFFFF, metadata !62, metadata !DIExpression()), !dbg !150
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.4, i64 0, i64 0), i64 noundef -1, i32 noundef -1), !dbg !152
  call void @llvm.dbg.value(metadata i64 0, metadata !67, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata float 1.000000e+00, metadata !69, metadata !DIExpression()), !dbg !154
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.5, i64 0, i64 0), double noundef 1.000000e+00, i32 noundef 1065353216, i32 noundef 16256, i32 noundef 0), !dbg !155
  call void @llvm.dbg.value(metadata i64 1, metadata !67, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata float 5.000000e-01, metadata !69, metadata !DIExpression()), !dbg !154
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.5, i64 0, i64 0), double noundef 5.000000e-01, i32 noundef 1056964608, i32 noundef 16128, i32 noundef 0), !dbg !155
  call void @llvm.dbg.value(metadata i64 2, metadata !67, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata float -3.750000e+00, metadata !69, metadata !DIExpression()), !dbg !154
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.5, i64 0, i64 0), double noundef -3.750000e+00, i32 noundef -1066401792, i32 noundef 49264, i32 noundef 0), !dbg !155
  call void @llvm.dbg.value(metadata i64 3, metadata !67, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata float 0x3F50624DE0000000, metadata !69, metadata !DIExpression()), !dbg !154
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.5, i64 0, i64 0), double noundef 0x3F50624DE0000000, i32 noundef 981668463, i32 noundef 14979, i32 noundef 4719), !dbg !155
  call void @llvm.dbg.value(metadata i64 4, metadata !67, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 1, metadata !81, metadata !DIExpression()), !dbg !156
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1, double noundef 0x3FEFF221E0000000), !dbg !157
  call void @llvm.dbg.value(metadata i32 2, metadata !81, metadata !DIExpression()), !dbg !156
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef 2, double noundef 0x3FE69F2BC0000000), !dbg !157
  call void @llvm.dbg.value(metadata i32 4, metadata !81, metadata !DIExpression()), !dbg !156
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef 4, double noundef 0x3FDFF221E0000000), !dbg !157
  call void @llvm.dbg.value(metadata i32 8, metadata !81, metadata !DIExpression()), !dbg !156
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef 8, double noundef 0x3FD69F2BC0000000), !dbg !157
  call void @llvm.dbg.value(metadata i32 16, metadata !81, metadata !DIExpression()), !dbg !156
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef 16, double noundef 0x3FCFF221E0000000), !dbg !157
  call void @llvm.dbg.value(metadata i32 32, metadata !81, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !150
  call void @llvm.dbg.value(metadata i64 40, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !150
  call void @llvm.dbg.value(metadata i64 2, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !150
  call void @llvm.dbg.value(metadata i32 1, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 32)), !dbg !150
  call void @llvm.dbg.value(metadata i64 4602678819172646912, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !150
  call void @llvm.dbg.value(metadata i32 3, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 32)), !dbg !150
  call void @llvm.dbg.value(metadata i32 3, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 32)), !dbg !150
  call void @llvm.dbg.value(metadata i32 -4, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 480, 32)), !dbg !150
  call void @llvm.dbg.value(metadata i32 2, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 512, 32)), !dbg !150
  call void @llvm.dbg.value(metadata i64 0, metadata !104, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 0, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #6, !dbg !165
  call void @llvm.dbg.value(metadata i64 40, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #6, !dbg !165
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i64 noundef 40) #6, !dbg !168
  call void @llvm.dbg.value(metadata i64 1, metadata !104, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 0, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #6, !dbg !165
  call void @llvm.dbg.value(metadata i64 2, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #6, !dbg !165
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i64 noundef 2) #6, !dbg !168
  call void @llvm.dbg.value(metadata i64 2, metadata !104, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 1, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #6, !dbg !165
  call void @llvm.dbg.value(metadata i64 4602678819172646912, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #6, !dbg !165
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), double noundef 5.000000e-01) #6, !dbg !170
  call void @llvm.dbg.value(metadata i64 3, metadata !104, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 3, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #6, !dbg !165
  call void @llvm.dbg.value(metadata i64 -17179869181, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #6, !dbg !165
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i64 0, i64 0), i32 noundef 3, i32 noundef -4) #6, !dbg !171
  call void @llvm.dbg.value(metadata i64 4, metadata !104, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 2, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #6, !dbg !165
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0)) #6, !dbg !172
  call void @llvm.dbg.value(metadata i64 5, metadata !104, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 0, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #6, !dbg !173
  call void @llvm.dbg.value(metadata i64 42, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #6, !dbg !173
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i64 noundef 42) #6, !dbg !175
  call void @llvm.dbg.value(metadata i32 1, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #6, !dbg !176
  call void @llvm.dbg.value(metadata double 4.050000e+01, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #6, !dbg !176
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), double noundef 4.050000e+01) #6, !dbg !178
  call void @llvm.dbg.value(metadata i32 3, metadata !160, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #6, !dbg !179
  call void @llvm.dbg.value(metadata !DIArgList(i64 -17179869181, i64 -34359738365), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 4294967294, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 18446744069414584320, DW_OP_and, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)) #6, !dbg !179
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i64 0, i64 0), i32 noundef 6, i32 noundef -8) #6, !dbg !181
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.8, i64 0, i64 0), i64 noundef 16, i64 noundef 8), !dbg !182
  call void @llvm.dbg.value(metadata i8 4, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !150
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1, i32 noundef 4), !dbg !183
  call void @llvm.dbg.value(metadata double 2.500000e+00, metadata !112, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i64 4612811918334230528, metadata !113, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata double 2.500000e+00, metadata !114, metadata !DIExpression()), !dbg !150
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.10, i64 0, i64 0), i32 noundef 1), !dbg !184
  call void @llvm.dbg.value(metadata i32 -5, metadata !115, metadata !DIExpression()), !dbg !150
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i64 0, i64 0), i32 noundef -5), !dbg !185
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %2) #6, !dbg !186
  ret i32 0, !dbg !186
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !10, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "unions.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "ee03571d02d12b31429cde6534ad587b")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "kind", file: !1, line: 20, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9}
!6 = !DIEnumerator(name: "K_INT", value: 0)
!7 = !DIEnumerator(name: "K_DBL", value: 1)
!8 = !DIEnumerator(name: "K_STR", value: 2)
!9 = !DIEnumerator(name: "K_PAIR", value: 3)
!10 = !{!4, !11, !12, !13}
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 72, type: !22, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!22 = !DISubroutineType(types: !23)
!23 = !{!24}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{!26, !30, !32, !60, !62, !63, !67, !69, !81, !83, !104, !106, !112, !113, !114, !115}
!26 = !DILocalVariable(name: "ds", scope: !21, file: !1, line: 73, type: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 6)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 74, type: !24)
!31 = distinct !DILexicalBlock(scope: !21, file: !1, line: 74, column: 5)
!32 = !DILocalVariable(name: "p", scope: !33, file: !1, line: 75, type: !35)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 74, column: 33)
!34 = distinct !DILexicalBlock(scope: !31, file: !1, line: 74, column: 5)
!35 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun64", file: !1, line: 6, size: 64, elements: !36)
!36 = !{!37, !38, !44, !49, !54}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !35, file: !1, line: 7, baseType: !13, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !35, file: !1, line: 8, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !42, line: 45, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !35, file: !1, line: 9, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !46, line: 27, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !42, line: 44, baseType: !48)
!48 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !35, file: !1, line: 10, baseType: !50, size: 64)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 64, elements: !52)
!51 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!52 = !{!53}
!53 = !DISubrange(count: 8)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !35, file: !1, line: 11, baseType: !55, size: 64)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 64, elements: !58)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !40, line: 26, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !42, line: 42, baseType: !4)
!58 = !{!59}
!59 = !DISubrange(count: 2)
!60 = !DILocalVariable(name: "j", scope: !61, file: !1, line: 79, type: !24)
!61 = distinct !DILexicalBlock(scope: !33, file: !1, line: 79, column: 9)
!62 = !DILocalVariable(name: "q", scope: !21, file: !1, line: 83, type: !35)
!63 = !DILocalVariable(name: "fs", scope: !21, file: !1, line: 88, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 4)
!67 = !DILocalVariable(name: "i", scope: !68, file: !1, line: 89, type: !24)
!68 = distinct !DILexicalBlock(scope: !21, file: !1, line: 89, column: 5)
!69 = !DILocalVariable(name: "p", scope: !70, file: !1, line: 90, type: !72)
!70 = distinct !DILexicalBlock(scope: !71, file: !1, line: 89, column: 33)
!71 = distinct !DILexicalBlock(scope: !68, file: !1, line: 89, column: 5)
!72 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun32", file: !1, line: 14, size: 32, elements: !73)
!73 = !{!74, !75, !76}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !72, file: !1, line: 15, baseType: !12, size: 32)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !72, file: !1, line: 16, baseType: !56, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !72, file: !1, line: 17, baseType: !77, size: 32)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 32, elements: !58)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !40, line: 25, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !42, line: 40, baseType: !80)
!80 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!81 = !DILocalVariable(name: "i", scope: !82, file: !1, line: 93, type: !24)
!82 = distinct !DILexicalBlock(scope: !21, file: !1, line: 93, column: 5)
!83 = !DILocalVariable(name: "vals", scope: !21, file: !1, line: 95, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 640, elements: !102)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "value", file: !1, line: 22, size: 128, elements: !86)
!86 = !{!87, !88}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !85, file: !1, line: 23, baseType: !3, size: 32)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "as", scope: !85, file: !1, line: 31, baseType: !89, size: 64, offset: 64)
!89 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !85, file: !1, line: 24, size: 64, elements: !90)
!90 = !{!91, !92, !93, !97}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !89, file: !1, line: 25, baseType: !48, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !89, file: !1, line: 26, baseType: !13, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !89, file: !1, line: 27, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!96 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !89, file: !1, line: 30, baseType: !98, size: 64)
!98 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !89, file: !1, line: 28, size: 64, elements: !99)
!99 = !{!100, !101}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !98, file: !1, line: 29, baseType: !24, size: 32)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !98, file: !1, line: 29, baseType: !24, size: 32, offset: 32)
!102 = !{!103}
!103 = !DISubrange(count: 5)
!104 = !DILocalVariable(name: "i", scope: !105, file: !1, line: 107, type: !24)
!105 = distinct !DILexicalBlock(scope: !21, file: !1, line: 107, column: 5)
!106 = !DILocalVariable(name: "e", scope: !21, file: !1, line: 117, type: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !21, file: !1, line: 114, size: 32, elements: !108)
!108 = !{!109, !110}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !107, file: !1, line: 115, baseType: !56, size: 32)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !107, file: !1, line: 116, baseType: !111, size: 32)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 32, elements: !65)
!112 = !DILocalVariable(name: "dv", scope: !21, file: !1, line: 120, type: !13)
!113 = !DILocalVariable(name: "bits", scope: !21, file: !1, line: 121, type: !39)
!114 = !DILocalVariable(name: "pv", scope: !21, file: !1, line: 123, type: !35)
!115 = !DILocalVariable(name: "su", scope: !21, file: !1, line: 129, type: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !21, file: !1, line: 126, size: 32, elements: !117)
!117 = !{!118, !121}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !116, file: !1, line: 127, baseType: !119, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !46, line: 26, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !42, line: 41, baseType: !24)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !116, file: !1, line: 128, baseType: !56, size: 32)
!122 = !DILocation(line: 95, column: 18, scope: !21)
!123 = !DILocation(line: 73, column: 5, scope: !21)
!124 = !DILocation(line: 73, column: 12, scope: !21)
!125 = !DILocation(line: 0, scope: !31)
!126 = !DILocation(line: 74, column: 5, scope: !31)
!127 = !DILocation(line: 76, column: 15, scope: !33)
!128 = !DILocation(line: 0, scope: !33)
!129 = !DILocation(line: 77, column: 67, scope: !33)
!130 = !DILocation(line: 77, column: 75, scope: !33)
!131 = !DILocation(line: 78, column: 31, scope: !33)
!132 = !DILocation(line: 78, column: 16, scope: !33)
!133 = !DILocation(line: 78, column: 55, scope: !33)
!134 = !DILocation(line: 78, column: 39, scope: !33)
!135 = !DILocation(line: 77, column: 9, scope: !33)
!136 = !DILocation(line: 0, scope: !61)
!137 = !DILocation(line: 80, column: 29, scope: !138)
!138 = distinct !DILexicalBlock(scope: !61, file: !1, line: 79, column: 9)
!139 = !DILocation(line: 80, column: 13, scope: !138)
!140 = !DILocation(line: 81, column: 9, scope: !33)
!141 = !DILocation(line: 74, column: 29, scope: !34)
!142 = !DILocation(line: 74, column: 23, scope: !34)
!143 = distinct !{!143, !126, !144, !145}
!144 = !DILocation(line: 82, column: 5, scope: !31)
!145 = !{!"llvm.loop.mustprogress"}
!146 = !{!147, !147, i64 0}
!147 = !{!"double", !148, i64 0}
!148 = !{!"omnipotent char", !149, i64 0}
!149 = !{!"Simple C/C++ TBAA"}
!150 = !DILocation(line: 0, scope: !21)
!151 = !DILocation(line: 85, column: 5, scope: !21)
!152 = !DILocation(line: 87, column: 5, scope: !21)
!153 = !DILocation(line: 0, scope: !68)
!154 = !DILocation(line: 0, scope: !70)
!155 = !DILocation(line: 91, column: 9, scope: !70)
!156 = !DILocation(line: 0, scope: !82)
!157 = !DILocation(line: 94, column: 9, scope: !158)
!158 = distinct !DILexicalBlock(scope: !82, file: !1, line: 93, column: 5)
!159 = !DILocation(line: 0, scope: !105)
!160 = !DILocalVariable(name: "v", arg: 1, scope: !161, file: !1, line: 34, type: !85)
!161 = distinct !DISubprogram(name: "show", scope: !1, file: !1, line: 34, type: !162, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !164)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !85}
!164 = !{!160}
!165 = !DILocation(line: 0, scope: !161, inlinedAt: !166)
!166 = distinct !DILocation(line: 108, column: 9, scope: !167)
!167 = distinct !DILexicalBlock(scope: !105, file: !1, line: 107, column: 5)
!168 = !DILocation(line: 36, column: 17, scope: !169, inlinedAt: !166)
!169 = distinct !DILexicalBlock(scope: !161, file: !1, line: 35, column: 21)
!170 = !DILocation(line: 37, column: 17, scope: !169, inlinedAt: !166)
!171 = !DILocation(line: 39, column: 18, scope: !169, inlinedAt: !166)
!172 = !DILocation(line: 38, column: 17, scope: !169, inlinedAt: !166)
!173 = !DILocation(line: 0, scope: !161, inlinedAt: !174)
!174 = distinct !DILocation(line: 109, column: 5, scope: !21)
!175 = !DILocation(line: 36, column: 17, scope: !169, inlinedAt: !174)
!176 = !DILocation(line: 0, scope: !161, inlinedAt: !177)
!177 = distinct !DILocation(line: 110, column: 5, scope: !21)
!178 = !DILocation(line: 37, column: 17, scope: !169, inlinedAt: !177)
!179 = !DILocation(line: 0, scope: !161, inlinedAt: !180)
!180 = distinct !DILocation(line: 111, column: 5, scope: !21)
!181 = !DILocation(line: 39, column: 18, scope: !169, inlinedAt: !180)
!182 = !DILocation(line: 112, column: 5, scope: !21)
!183 = !DILocation(line: 118, column: 5, scope: !21)
!184 = !DILocation(line: 124, column: 5, scope: !21)
!185 = !DILocation(line: 131, column: 5, scope: !21)
!186 = !DILocation(line: 133, column: 1, scope: !21)
