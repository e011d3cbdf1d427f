; ModuleID = 'struct_byval.c'
source_filename = "struct_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, i8 }
%struct.point = type { i32, i32 }

@.str = private unnamed_addr constant [37 x i8] c"c=(%d,%d) d=(%d,%d) a still (%d,%d)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [35 x i8] c"rect %c: (%d,%d)-(%d,%d) area %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [36 x i8] c"union %c: (%d,%d)-(%d,%d) area %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [36 x i8] c"cross=(%g,%g,%g) dot=%g orth=%g,%g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"acc[%d]=(%g,%g,%g)\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [2 x i8] c"m\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [18 x i8] c"copy.i=%d m.i=%d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [10 x i8] c"(%d,%d)%s\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [2 x i8] c" \00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [33 x i8] c"lit (%d,%d)-(%d,%d) %c area %ld\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [11 x i8] c"q=(%d,%d)\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [40 x i8] c"%s: c=%d s=%d i=%d l=%ld f=%.4f d=%.6f\0A\00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !72 {
    #dbg_declare(ptr poison, !139, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !146)
  %1 = alloca [6 x %struct.rect], align 16, !DIAssignID !150
    #dbg_assign(i1 undef, !85, !DIExpression(), !150, ptr %1, !DIExpression(), !151)
    #dbg_declare(ptr poison, !152, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !162)
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !165, ptr undef, !DIExpression(), !151)
    #dbg_declare(ptr undef, !166, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !171)
    #dbg_declare(ptr poison, !145, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !173)
  %2 = alloca [8 x %struct.point], align 16, !DIAssignID !174
    #dbg_assign(i1 undef, !123, !DIExpression(), !174, ptr %2, !DIExpression(), !151)
    #dbg_value(i32 3, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !151)
    #dbg_value(i32 4, !77, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
    #dbg_value(i64 34359738358, !82, !DIExpression(), !151)
    #dbg_value(i32 -7, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !151)
    #dbg_value(i32 11, !83, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
    #dbg_value(i32 -21, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !151)
    #dbg_value(i32 33, !84, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -7, i32 noundef 11, i32 noundef -21, i32 noundef 33, i32 noundef 3, i32 noundef 4), !dbg !175
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %1) #5, !dbg !176
    #dbg_value(i32 0, !94, !DIExpression(), !177)
  br label %14, !dbg !178

4:                                                ; preds = %14
  %5 = load i32, ptr %1, align 16, !dbg !179, !tbaa !180
    #dbg_value(i32 %5, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !184)
  %6 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !179
  %7 = load i32, ptr %6, align 4, !dbg !179, !tbaa !180
    #dbg_value(i32 %7, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184)
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !179
  %9 = load i32, ptr %8, align 8, !dbg !179, !tbaa !180
    #dbg_value(i32 %9, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !184)
  %10 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !179
  %11 = load i32, ptr %10, align 4, !dbg !179, !tbaa !180
    #dbg_value(i32 %11, !166, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !184)
  %12 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !179
  %13 = load i8, ptr %12, align 16, !dbg !179, !tbaa !185
    #dbg_value(i8 %13, !166, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !184)
    #dbg_value(i32 %5, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !151)
    #dbg_value(i32 %7, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
    #dbg_value(i32 %9, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !151)
    #dbg_value(i32 %11, !96, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !151)
    #dbg_value(i8 %13, !96, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !151)
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !186, ptr undef, !DIExpression(), !151)
    #dbg_value(i32 0, !97, !DIExpression(), !187)
    #dbg_value(i32 %11, !166, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !184)
    #dbg_value(i32 %9, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !184)
    #dbg_value(i32 %7, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184)
    #dbg_value(i32 %5, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !184)
  br label %51, !dbg !188

14:                                               ; preds = %0, %14
  %15 = phi i64 [ 0, %0 ], [ %39, %14 ]
    #dbg_value(i64 %15, !94, !DIExpression(), !177)
  %16 = getelementptr inbounds [6 x %struct.rect], ptr %1, i64 0, i64 %15, !dbg !189
  %17 = mul nuw nsw i64 %15, 3, !dbg !190
  %18 = add nsw i64 %17, -5, !dbg !191
  %19 = mul nuw nsw i64 %15, %15, !dbg !192
  %20 = trunc nuw i64 %19 to i32, !dbg !193
  %21 = sub nsw i32 10, %20, !dbg !193
  %22 = trunc nuw i64 %19 to i32, !dbg !194
  %23 = add nsw i32 %22, -4, !dbg !194
  %24 = shl nuw nsw i64 %15, 1, !dbg !195
  %25 = trunc i64 %15 to i8, !dbg !196
  %26 = add nuw nsw i8 %25, 65, !dbg !196
    #dbg_value(i64 %18, !157, !DIExpression(), !197)
    #dbg_value(i32 %21, !158, !DIExpression(), !197)
    #dbg_value(i32 %23, !159, !DIExpression(), !197)
    #dbg_value(i64 %24, !160, !DIExpression(), !197)
    #dbg_value(i8 %26, !161, !DIExpression(), !197)
  %27 = trunc nsw i64 %18 to i32, !dbg !198
  %28 = tail call i32 @llvm.smin.i32(i32 %27, i32 %23), !dbg !198
    #dbg_value(i32 %28, !152, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !197)
  %29 = trunc nsw i64 %18 to i32, !dbg !199
  %30 = tail call i32 @llvm.smax.i32(i32 %29, i32 %23), !dbg !199
    #dbg_value(i32 %30, !152, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !197)
  %31 = trunc nuw nsw i64 %24 to i32, !dbg !200
  %32 = tail call i32 @llvm.smin.i32(i32 %21, i32 %31), !dbg !200
    #dbg_value(i32 %32, !152, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !197)
  %33 = trunc nuw nsw i64 %24 to i32, !dbg !201
  %34 = tail call i32 @llvm.smax.i32(i32 %21, i32 %33), !dbg !201
    #dbg_value(i32 %34, !152, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !197)
    #dbg_value(i8 %26, !152, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !197)
  store i32 %28, ptr %16, align 4, !dbg !202, !tbaa !180
  %35 = getelementptr inbounds i8, ptr %16, i64 4, !dbg !202
  store i32 %32, ptr %35, align 4, !dbg !202, !tbaa !180
  %36 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !202
  store i32 %30, ptr %36, align 4, !dbg !202, !tbaa !180
  %37 = getelementptr inbounds i8, ptr %16, i64 12, !dbg !202
  store i32 %34, ptr %37, align 4, !dbg !202, !tbaa !180
  %38 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !202
  store i8 %26, ptr %38, align 4, !dbg !202, !tbaa !185
  %39 = add nuw nsw i64 %15, 1, !dbg !203
    #dbg_value(i64 %39, !94, !DIExpression(), !177)
  %40 = icmp eq i64 %39, 6, !dbg !204
  br i1 %40, label %4, label %14, !dbg !178, !llvm.loop !205

41:                                               ; preds = %51
  %42 = add i8 %13, 6, !dbg !188
  %43 = sext i8 %42 to i32, !dbg !209
  %44 = sub nsw i32 %76, %74, !dbg !210
  %45 = sext i32 %44 to i64, !dbg !211
  %46 = sub nsw i32 %77, %75, !dbg !212
  %47 = sext i32 %46 to i64, !dbg !213
  %48 = mul nsw i64 %47, %45, !dbg !214
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %43, i32 noundef %74, i32 noundef %75, i32 noundef %76, i32 noundef %77, i64 noundef %48), !dbg !215
    #dbg_assign(i1 undef, !99, !DIExpression(), !216, ptr poison, !DIExpression(), !151)
    #dbg_assign(i1 undef, !106, !DIExpression(), !217, ptr poison, !DIExpression(), !151)
    #dbg_value(double -4.000000e+00, !218, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !225)
    #dbg_value(double 5.000000e-01, !218, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !225)
    #dbg_value(double 2.000000e+00, !218, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !225)
    #dbg_value(double 1.000000e+00, !223, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !225)
    #dbg_value(double 2.000000e+00, !223, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !225)
    #dbg_value(double 3.000000e+00, !223, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !225)
    #dbg_value(double 2.500000e+00, !224, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !225)
    #dbg_value(double 2.500000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !151)
    #dbg_value(double -1.400000e+01, !224, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !225)
    #dbg_value(double -1.400000e+01, !107, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !151)
    #dbg_value(double 8.500000e+00, !224, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !225)
    #dbg_value(double 8.500000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !151)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 2.500000e+00, double noundef -1.400000e+01, double noundef 8.500000e+00, double noundef 3.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !227
    #dbg_value(double 1.000000e+00, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !151)
    #dbg_value(double 2.000000e+00, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !151)
    #dbg_value(double 3.000000e+00, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !151)
    #dbg_value(i32 0, !109, !DIExpression(), !228)
  br label %80, !dbg !229

51:                                               ; preds = %4, %51
  %52 = phi i64 [ 0, %4 ], [ %78, %51 ]
  %53 = phi i32 [ %11, %4 ], [ %77, %51 ]
  %54 = phi i32 [ %9, %4 ], [ %76, %51 ]
  %55 = phi i32 [ %7, %4 ], [ %75, %51 ]
  %56 = phi i32 [ %5, %4 ], [ %74, %51 ]
    #dbg_value(i64 %52, !97, !DIExpression(), !187)
    #dbg_value(i8 poison, !166, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !184)
    #dbg_value(i32 %53, !166, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !184)
    #dbg_value(i32 %54, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !184)
    #dbg_value(i32 %55, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184)
    #dbg_value(i32 %56, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !184)
  %57 = getelementptr inbounds [6 x %struct.rect], ptr %1, i64 0, i64 %52, !dbg !230
  %58 = getelementptr inbounds i8, ptr %57, i64 16, !dbg !231
  %59 = load i8, ptr %58, align 4, !dbg !231, !tbaa !232
  %60 = sext i8 %59 to i32, !dbg !230
  %61 = load i32, ptr %57, align 4, !dbg !235, !tbaa !180
  %62 = getelementptr inbounds i8, ptr %57, i64 4, !dbg !236
  %63 = load i32, ptr %62, align 4, !dbg !236, !tbaa !180
  %64 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !237
  %65 = load i32, ptr %64, align 4, !dbg !238, !tbaa !180
  %66 = getelementptr inbounds i8, ptr %57, i64 12, !dbg !239
  %67 = load i32, ptr %66, align 4, !dbg !239, !tbaa !180
    #dbg_value(i32 %61, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !240)
    #dbg_value(i32 %63, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !240)
    #dbg_value(i32 %65, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !240)
    #dbg_value(i32 %67, !166, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !240)
    #dbg_value(i32 poison, !166, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !240)
  %68 = sub nsw i32 %65, %61, !dbg !242
  %69 = sext i32 %68 to i64, !dbg !243
  %70 = sub nsw i32 %67, %63, !dbg !244
  %71 = sext i32 %70 to i64, !dbg !245
  %72 = mul nsw i64 %71, %69, !dbg !246
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %60, i32 noundef %61, i32 noundef %63, i32 noundef %65, i32 noundef %67, i64 noundef %72), !dbg !247
    #dbg_value(i32 %61, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %63, !144, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %65, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
    #dbg_value(i32 %67, !144, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !248)
    #dbg_value(i32 poison, !144, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !248)
    #dbg_value(i32 %56, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %55, !139, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %54, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
    #dbg_value(i32 %53, !139, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !248)
    #dbg_value(i8 poison, !139, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !248)
    #dbg_value(i32 %56, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
    #dbg_value(i32 %55, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
    #dbg_value(i32 %54, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
    #dbg_value(i32 %53, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !248)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !248)
  %74 = tail call i32 @llvm.smin.i32(i32 %61, i32 %56), !dbg !249
    #dbg_value(i32 %74, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248)
  %75 = tail call i32 @llvm.smin.i32(i32 %63, i32 %55), !dbg !250
    #dbg_value(i32 %75, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248)
  %76 = tail call i32 @llvm.smax.i32(i32 %65, i32 %54), !dbg !251
    #dbg_value(i32 %76, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !248)
  %77 = tail call i32 @llvm.smax.i32(i32 %67, i32 %53), !dbg !252
    #dbg_value(i32 %77, !145, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !248)
    #dbg_value(i8 poison, !145, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !248)
    #dbg_value(i32 %74, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !184)
    #dbg_value(i32 %75, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184)
    #dbg_value(i32 %76, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !184)
    #dbg_value(i32 %77, !166, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !184)
    #dbg_value(i8 poison, !166, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !184)
    #dbg_value(i32 %74, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !151)
    #dbg_value(i32 %75, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
    #dbg_value(i32 %76, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !151)
    #dbg_value(i32 %77, !96, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !151)
    #dbg_value(i8 poison, !96, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !151)
    #dbg_assign(i1 undef, !96, !DIExpression(DW_OP_LLVM_fragment, 136, 24), !253, ptr undef, !DIExpression(), !151)
  %78 = add nuw nsw i64 %52, 1, !dbg !254
    #dbg_value(i8 poison, !96, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 8), !151)
    #dbg_value(i32 %77, !166, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !184)
    #dbg_value(i32 %77, !96, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !151)
    #dbg_value(i32 %76, !166, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !184)
    #dbg_value(i32 %76, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !151)
    #dbg_value(i32 %75, !166, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184)
    #dbg_value(i32 %75, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
    #dbg_value(i32 %74, !166, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !184)
    #dbg_value(i32 %74, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !151)
    #dbg_value(i64 %78, !97, !DIExpression(), !187)
  %79 = icmp eq i64 %78, 6, !dbg !255
  br i1 %79, label %41, label %51, !dbg !188, !llvm.loop !256

80:                                               ; preds = %41, %80
  %81 = phi i32 [ 0, %41 ], [ %93, %80 ]
  %82 = phi double [ 1.000000e+00, %41 ], [ %91, %80 ]
  %83 = phi double [ 2.000000e+00, %41 ], [ %88, %80 ]
  %84 = phi double [ 3.000000e+00, %41 ], [ %90, %80 ]
    #dbg_value(i32 %81, !109, !DIExpression(), !228)
    #dbg_value(double %82, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !151)
    #dbg_value(double %83, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !151)
    #dbg_value(double %84, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !151)
    #dbg_value(double -4.000000e+00, !218, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !258)
    #dbg_value(double 5.000000e-01, !218, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !258)
    #dbg_value(double 2.000000e+00, !218, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !258)
    #dbg_value(double %82, !223, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !258)
    #dbg_value(double %83, !223, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !258)
    #dbg_value(double %84, !223, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !258)
  %85 = fmul double %84, -5.000000e-01, !dbg !262
  %86 = tail call double @llvm.fmuladd.f64(double %83, double 2.000000e+00, double %85), !dbg !262
    #dbg_value(double %86, !224, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !258)
  %87 = fmul double %82, -2.000000e+00, !dbg !263
  %88 = tail call double @llvm.fmuladd.f64(double %84, double -4.000000e+00, double %87), !dbg !263
    #dbg_value(double %88, !224, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !258)
  %89 = fmul double %83, 4.000000e+00, !dbg !264
  %90 = tail call double @llvm.fmuladd.f64(double %82, double 5.000000e-01, double %89), !dbg !264
    #dbg_value(double %90, !224, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !258)
    #dbg_value(double %86, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !151)
    #dbg_value(double %88, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !151)
    #dbg_value(double %90, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !151)
  %91 = fadd double %86, 1.000000e+00, !dbg !265
    #dbg_value(double %91, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !151)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %81, double noundef %91, double noundef %88, double noundef %90), !dbg !266
  %93 = add nuw nsw i32 %81, 1, !dbg !267
    #dbg_value(double %88, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !151)
    #dbg_value(double %90, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !151)
    #dbg_value(i32 %93, !109, !DIExpression(), !228)
  %94 = icmp eq i32 %93, 5, !dbg !268
  br i1 %94, label %97, label %80, !dbg !229, !llvm.loop !269

95:                                               ; preds = %97
    #dbg_assign(i1 undef, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !271, ptr undef, !DIExpression(), !151)
    #dbg_value(i32 -1759, !122, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
    #dbg_assign(i1 undef, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 192), !272, ptr undef, !DIExpression(), !151)
    #dbg_value(i32 -1758, !122, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -1758, i32 noundef -1759), !dbg !273
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5, !dbg !274
    #dbg_value(i32 0, !127, !DIExpression(), !275)
  br label %130, !dbg !276

97:                                               ; preds = %80, %97
  %98 = phi i64 [ %128, %97 ], [ 0, %80 ]
  %99 = phi i32 [ %113, %97 ], [ -7, %80 ]
  %100 = phi i32 [ %110, %97 ], [ 100, %80 ]
  %101 = phi i8 [ %106, %97 ], [ 97, %80 ]
  %102 = phi double [ %122, %97 ], [ 1.024000e+03, %80 ]
  %103 = phi float [ %118, %97 ], [ 3.500000e+00, %80 ]
  %104 = phi i64 [ %115, %97 ], [ 1000000000000, %80 ]
    #dbg_value(i64 %98, !120, !DIExpression(), !277)
    #dbg_value(i32 %99, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
    #dbg_value(i8 %101, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !151)
    #dbg_value(double %102, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !151)
    #dbg_value(float %103, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !151)
    #dbg_value(i64 %104, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !151)
    #dbg_value(i8 %101, !278, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !284)
    #dbg_value(i8 poison, !278, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !284)
    #dbg_value(i16 poison, !278, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !284)
    #dbg_value(i32 %99, !278, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !284)
    #dbg_value(i64 %104, !278, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !284)
    #dbg_value(float %103, !278, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !284)
    #dbg_value(i32 poison, !278, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !284)
    #dbg_value(double %102, !278, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !284)
    #dbg_value(i64 %98, !283, !DIExpression(), !284)
  %105 = trunc i64 %98 to i8, !dbg !288
  %106 = add i8 %101, %105, !dbg !288
    #dbg_value(i8 %106, !278, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !284)
  %107 = shl i32 %100, 16, !dbg !289
  %108 = ashr exact i32 %107, 15, !dbg !290
  %109 = trunc nuw nsw i64 %98 to i32, !dbg !291
  %110 = add nsw i32 %108, %109, !dbg !291
    #dbg_value(i32 %110, !278, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !284)
  %111 = mul nsw i32 %99, 3, !dbg !292
  %112 = trunc nuw nsw i64 %98 to i32, !dbg !293
  %113 = sub nsw i32 %111, %112, !dbg !293
    #dbg_value(i32 %113, !278, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !284)
  %114 = mul nsw i64 %104, 5, !dbg !294
  %115 = add nsw i64 %114, %98, !dbg !295
    #dbg_value(i64 %115, !278, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !284)
  %116 = trunc nuw nsw i64 %98 to i32, !dbg !296
  %117 = uitofp nneg i32 %116 to float, !dbg !296
  %118 = tail call float @llvm.fmuladd.f32(float %103, float 5.000000e-01, float %117), !dbg !297
    #dbg_value(float %118, !278, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !284)
  %119 = fmul double %102, 2.500000e-01, !dbg !298
  %120 = trunc nuw nsw i64 %98 to i32, !dbg !299
  %121 = uitofp nneg i32 %120 to double, !dbg !299
  %122 = fsub double %119, %121, !dbg !300
    #dbg_value(double %122, !278, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !284)
    #dbg_value(i8 %106, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !151)
    #dbg_value(i8 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !151)
    #dbg_value(i32 %110, !111, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !151)
    #dbg_value(i32 %113, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
    #dbg_value(i64 %115, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !151)
    #dbg_value(float %118, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !151)
    #dbg_value(i32 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !151)
    #dbg_value(double %122, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !151)
    #dbg_value(i8 %106, !301, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !309)
    #dbg_value(i8 poison, !301, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !309)
    #dbg_value(i32 %110, !301, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !309)
    #dbg_value(i32 %113, !301, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !309)
    #dbg_value(i64 %115, !301, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !309)
    #dbg_value(float %118, !301, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !309)
    #dbg_value(i32 poison, !301, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !309)
    #dbg_value(double %122, !301, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !309)
    #dbg_value(ptr @.str.5, !308, !DIExpression(), !309)
  %123 = sext i8 %106 to i32, !dbg !311
  %124 = shl i32 %110, 16, !dbg !312
  %125 = ashr exact i32 %124, 16, !dbg !312
  %126 = fpext float %118 to double, !dbg !313
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, i32 noundef %123, i32 noundef %125, i32 noundef %113, i64 noundef %115, double noundef %126, double noundef %122), !dbg !314
  %128 = add nuw nsw i64 %98, 1, !dbg !315
    #dbg_value(i32 %113, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
    #dbg_value(i16 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !151)
    #dbg_value(i8 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !151)
    #dbg_value(i8 %106, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !151)
    #dbg_value(double %122, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !151)
    #dbg_value(i32 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !151)
    #dbg_value(float %118, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !151)
    #dbg_value(i64 %115, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !151)
    #dbg_value(i64 %128, !120, !DIExpression(), !277)
  %129 = icmp eq i64 %128, 5, !dbg !316
  br i1 %129, label %95, label %97, !dbg !317, !llvm.loop !318

130:                                              ; preds = %95, %130
  %131 = phi i64 [ 0, %95 ], [ %139, %130 ]
    #dbg_value(i64 %131, !127, !DIExpression(), !275)
  %132 = trunc i64 %131 to i32, !dbg !320
  %133 = mul i32 %132, 37, !dbg !320
  %134 = urem i32 %133, 11, !dbg !320
  %135 = add nsw i32 %134, -5, !dbg !323
  %136 = getelementptr inbounds [8 x %struct.point], ptr %2, i64 0, i64 %131, !dbg !324
  store i32 %135, ptr %136, align 8, !dbg !325, !tbaa !326
  %137 = getelementptr inbounds i8, ptr %136, i64 4, !dbg !327
  %138 = trunc nuw nsw i64 %131 to i32, !dbg !328
  store i32 %138, ptr %137, align 4, !dbg !328, !tbaa !329
  %139 = add nuw nsw i64 %131, 1, !dbg !330
    #dbg_value(i64 %139, !127, !DIExpression(), !275)
  %140 = icmp eq i64 %139, 8, !dbg !331
  br i1 %140, label %141, label %130, !dbg !276, !llvm.loop !332

141:                                              ; preds = %130, %158
  %142 = phi i64 [ %164, %158 ], [ 1, %130 ]
    #dbg_value(i64 %142, !129, !DIExpression(), !334)
  %143 = getelementptr inbounds [8 x %struct.point], ptr %2, i64 0, i64 %142, !dbg !335
  %144 = load i32, ptr %143, align 8, !dbg !335, !tbaa !180
  %145 = getelementptr inbounds i8, ptr %143, i64 4, !dbg !335
  %146 = load i32, ptr %145, align 4, !dbg !335, !tbaa !180
    #dbg_value(i32 %144, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !336)
    #dbg_value(i32 %146, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !336)
    #dbg_value(i64 %142, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !336)
  br label %147, !dbg !337

147:                                              ; preds = %141, %154
  %148 = phi i64 [ %142, %141 ], [ %149, %154 ]
  %149 = add nsw i64 %148, -1, !dbg !336
  %150 = and i64 %149, 4294967295, !dbg !338
  %151 = getelementptr inbounds [8 x %struct.point], ptr %2, i64 0, i64 %150, !dbg !338
  %152 = load i32, ptr %151, align 8, !dbg !339, !tbaa !326
  %153 = icmp sgt i32 %152, %144, !dbg !340
  br i1 %153, label %154, label %158, !dbg !341

154:                                              ; preds = %147
  %155 = getelementptr inbounds [8 x %struct.point], ptr %2, i64 0, i64 %148, !dbg !342
  %156 = load i64, ptr %151, align 8, !dbg !344
  store i64 %156, ptr %155, align 8, !dbg !344
    #dbg_value(i64 %149, !134, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !336)
  %157 = icmp sgt i64 %148, 1, !dbg !345
  br i1 %157, label %147, label %158, !dbg !337, !llvm.loop !346

158:                                              ; preds = %154, %147
  %159 = phi i64 [ 0, %154 ], [ %148, %147 ]
  %160 = shl i64 %159, 32, !dbg !348
  %161 = ashr exact i64 %160, 32, !dbg !348
  %162 = getelementptr inbounds [8 x %struct.point], ptr %2, i64 0, i64 %161, !dbg !348
  store i32 %144, ptr %162, align 8, !dbg !349, !tbaa !180
  %163 = getelementptr inbounds i8, ptr %162, i64 4, !dbg !349
  store i32 %146, ptr %163, align 4, !dbg !349, !tbaa !180
  %164 = add nuw nsw i64 %142, 1, !dbg !350
    #dbg_value(i64 %164, !129, !DIExpression(), !334)
  %165 = icmp eq i64 %164, 8, !dbg !351
  br i1 %165, label %169, label %141, !dbg !352, !llvm.loop !353

166:                                              ; preds = %169
    #dbg_assign(i1 undef, !137, !DIExpression(), !355, ptr poison, !DIExpression(), !151)
    #dbg_declare(ptr poison, !166, !DIExpression(), !356)
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0, i32 noundef 0, i32 noundef 8, i32 noundef 9, i32 noundef 90, i64 noundef 72), !dbg !358
    #dbg_value(i32 1, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !151)
    #dbg_value(i32 6, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !151)
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 6), !dbg !359
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5, !dbg !360
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %1) #5, !dbg !360
  ret i32 0, !dbg !361

169:                                              ; preds = %158, %169
  %170 = phi i64 [ %178, %169 ], [ 0, %158 ]
    #dbg_value(i64 %170, !135, !DIExpression(), !362)
  %171 = getelementptr inbounds [8 x %struct.point], ptr %2, i64 0, i64 %170, !dbg !363
  %172 = load i32, ptr %171, align 8, !dbg !365, !tbaa !326
  %173 = getelementptr inbounds i8, ptr %171, i64 4, !dbg !366
  %174 = load i32, ptr %173, align 4, !dbg !366, !tbaa !329
  %175 = icmp eq i64 %170, 7, !dbg !367
  %176 = select i1 %175, ptr @.str.8, ptr @.str.9, !dbg !368
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %172, i32 noundef %174, ptr noundef nonnull %176), !dbg !369
  %178 = add nuw nsw i64 %170, 1, !dbg !370
    #dbg_value(i64 %178, !135, !DIExpression(), !362)
  %179 = icmp eq i64 %178, 8, !dbg !371
  br i1 %179, label %166, label %169, !dbg !372, !llvm.loop !373
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !375 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!58}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_byval.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "e3f6a130a63098a9e393fd54fcd8fc6a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 37)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 35)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 36)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 20)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 2)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 18)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !26, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !26, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 134, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 33)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 11)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 40)
!58 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !59, globals: !63, splitDebugInlining: false, nameTableKind: None)
!59 = !{!4, !60, !61, !62}
!60 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!61 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!62 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!63 = !{!0, !7, !12, !17, !19, !24, !29, !34, !39, !41, !43, !48, !53}
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 80, type: !73, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !76)
!73 = !DISubroutineType(types: !74)
!74 = !{!75}
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !{!77, !82, !83, !84, !85, !94, !96, !97, !99, !106, !107, !108, !109, !111, !120, !122, !123, !127, !129, !131, !134, !135, !137, !138}
!77 = !DILocalVariable(name: "a", scope: !72, file: !2, line: 81, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 4, size: 64, elements: !79)
!79 = !{!80, !81}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !78, file: !2, line: 5, baseType: !75, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !78, file: !2, line: 5, baseType: !75, size: 32, offset: 32)
!82 = !DILocalVariable(name: "b", scope: !72, file: !2, line: 81, type: !78)
!83 = !DILocalVariable(name: "c", scope: !72, file: !2, line: 82, type: !78)
!84 = !DILocalVariable(name: "d", scope: !72, file: !2, line: 83, type: !78)
!85 = !DILocalVariable(name: "rs", scope: !72, file: !2, line: 85, type: !86)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 960, elements: !92)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !2, line: 8, size: 160, elements: !88)
!88 = !{!89, !90, !91}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !87, file: !2, line: 9, baseType: !78, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !87, file: !2, line: 9, baseType: !78, size: 64, offset: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !87, file: !2, line: 10, baseType: !4, size: 8, offset: 128)
!92 = !{!93}
!93 = !DISubrange(count: 6)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 86, type: !75)
!95 = distinct !DILexicalBlock(scope: !72, file: !2, line: 86, column: 5)
!96 = !DILocalVariable(name: "u", scope: !72, file: !2, line: 88, type: !87)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 89, type: !75)
!98 = distinct !DILexicalBlock(scope: !72, file: !2, line: 89, column: 5)
!99 = !DILocalVariable(name: "v1", scope: !72, file: !2, line: 96, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !2, line: 13, size: 192, elements: !101)
!101 = !{!102, !104, !105}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !100, file: !2, line: 14, baseType: !103, size: 64)
!103 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !100, file: !2, line: 14, baseType: !103, size: 64, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !100, file: !2, line: 14, baseType: !103, size: 64, offset: 128)
!106 = !DILocalVariable(name: "v2", scope: !72, file: !2, line: 96, type: !100)
!107 = !DILocalVariable(name: "cr", scope: !72, file: !2, line: 97, type: !100)
!108 = !DILocalVariable(name: "acc", scope: !72, file: !2, line: 100, type: !100)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 101, type: !75)
!110 = distinct !DILexicalBlock(scope: !72, file: !2, line: 101, column: 5)
!111 = !DILocalVariable(name: "m", scope: !72, file: !2, line: 106, type: !112)
!112 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !2, line: 17, size: 256, elements: !113)
!113 = !{!114, !115, !116, !117, !118, !119}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !112, file: !2, line: 18, baseType: !4, size: 8)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !112, file: !2, line: 19, baseType: !61, size: 16, offset: 16)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !112, file: !2, line: 20, baseType: !75, size: 32, offset: 32)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !112, file: !2, line: 21, baseType: !60, size: 64, offset: 64)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !112, file: !2, line: 22, baseType: !62, size: 32, offset: 128)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !112, file: !2, line: 23, baseType: !103, size: 64, offset: 192)
!120 = !DILocalVariable(name: "k", scope: !121, file: !2, line: 107, type: !75)
!121 = distinct !DILexicalBlock(scope: !72, file: !2, line: 107, column: 5)
!122 = !DILocalVariable(name: "copy", scope: !72, file: !2, line: 112, type: !112)
!123 = !DILocalVariable(name: "pts", scope: !72, file: !2, line: 116, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 512, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 8)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 117, type: !75)
!128 = distinct !DILexicalBlock(scope: !72, file: !2, line: 117, column: 5)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 121, type: !75)
!130 = distinct !DILexicalBlock(scope: !72, file: !2, line: 121, column: 5)
!131 = !DILocalVariable(name: "key", scope: !132, file: !2, line: 122, type: !78)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 121, column: 33)
!133 = distinct !DILexicalBlock(scope: !130, file: !2, line: 121, column: 5)
!134 = !DILocalVariable(name: "j", scope: !132, file: !2, line: 123, type: !75)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 130, type: !75)
!136 = distinct !DILexicalBlock(scope: !72, file: !2, line: 130, column: 5)
!137 = !DILocalVariable(name: "lit", scope: !72, file: !2, line: 133, type: !87)
!138 = !DILocalVariable(name: "q", scope: !72, file: !2, line: 136, type: !78)
!139 = !DILocalVariable(name: "a", arg: 1, scope: !140, file: !2, line: 49, type: !87)
!140 = distinct !DISubprogram(name: "rect_union", scope: !2, file: !2, line: 49, type: !141, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{!87, !87, !87}
!143 = !{!139, !144, !145}
!144 = !DILocalVariable(name: "b", arg: 2, scope: !140, file: !2, line: 49, type: !87)
!145 = !DILocalVariable(name: "r", scope: !140, file: !2, line: 50, type: !87)
!146 = !DILocation(line: 49, column: 43, scope: !140, inlinedAt: !147)
!147 = distinct !DILocation(line: 92, column: 13, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 89, column: 33)
!149 = distinct !DILexicalBlock(scope: !98, file: !2, line: 89, column: 5)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 0, scope: !72)
!152 = !DILocalVariable(name: "r", scope: !153, file: !2, line: 38, type: !87)
!153 = distinct !DISubprogram(name: "rect_make", scope: !2, file: !2, line: 37, type: !154, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !156)
!154 = !DISubroutineType(types: !155)
!155 = !{!87, !75, !75, !75, !75, !4}
!156 = !{!157, !158, !159, !160, !161, !152}
!157 = !DILocalVariable(name: "x0", arg: 1, scope: !153, file: !2, line: 37, type: !75)
!158 = !DILocalVariable(name: "y0", arg: 2, scope: !153, file: !2, line: 37, type: !75)
!159 = !DILocalVariable(name: "x1", arg: 3, scope: !153, file: !2, line: 37, type: !75)
!160 = !DILocalVariable(name: "y1", arg: 4, scope: !153, file: !2, line: 37, type: !75)
!161 = !DILocalVariable(name: "tag", arg: 5, scope: !153, file: !2, line: 37, type: !4)
!162 = !DILocation(line: 38, column: 17, scope: !153, inlinedAt: !163)
!163 = distinct !DILocation(line: 87, column: 17, scope: !164)
!164 = distinct !DILexicalBlock(scope: !95, file: !2, line: 86, column: 5)
!165 = distinct !DIAssignID()
!166 = !DILocalVariable(name: "r", arg: 1, scope: !167, file: !2, line: 47, type: !87)
!167 = distinct !DISubprogram(name: "rect_area", scope: !2, file: !2, line: 47, type: !168, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !170)
!168 = !DISubroutineType(types: !169)
!169 = !{!60, !87}
!170 = !{!166}
!171 = !DILocation(line: 47, column: 35, scope: !167, inlinedAt: !172)
!172 = distinct !DILocation(line: 95, column: 12, scope: !72)
!173 = !DILocation(line: 50, column: 17, scope: !140, inlinedAt: !147)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 84, column: 5, scope: !72)
!176 = !DILocation(line: 85, column: 5, scope: !72)
!177 = !DILocation(line: 0, scope: !95)
!178 = !DILocation(line: 86, column: 5, scope: !95)
!179 = !DILocation(line: 88, column: 21, scope: !72)
!180 = !{!181, !181, i64 0}
!181 = !{!"int", !182, i64 0}
!182 = !{!"omnipotent char", !183, i64 0}
!183 = !{!"Simple C/C++ TBAA"}
!184 = !DILocation(line: 0, scope: !167, inlinedAt: !172)
!185 = !{!182, !182, i64 0}
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 0, scope: !98)
!188 = !DILocation(line: 89, column: 5, scope: !98)
!189 = !DILocation(line: 87, column: 9, scope: !164)
!190 = !DILocation(line: 87, column: 29, scope: !164)
!191 = !DILocation(line: 87, column: 33, scope: !164)
!192 = !DILocation(line: 87, column: 45, scope: !164)
!193 = !DILocation(line: 87, column: 41, scope: !164)
!194 = !DILocation(line: 87, column: 56, scope: !164)
!195 = !DILocation(line: 87, column: 63, scope: !164)
!196 = !DILocation(line: 87, column: 68, scope: !164)
!197 = !DILocation(line: 0, scope: !153, inlinedAt: !163)
!198 = !DILocation(line: 39, column: 14, scope: !153, inlinedAt: !163)
!199 = !DILocation(line: 40, column: 14, scope: !153, inlinedAt: !163)
!200 = !DILocation(line: 41, column: 14, scope: !153, inlinedAt: !163)
!201 = !DILocation(line: 42, column: 14, scope: !153, inlinedAt: !163)
!202 = !DILocation(line: 87, column: 17, scope: !164)
!203 = !DILocation(line: 86, column: 29, scope: !164)
!204 = !DILocation(line: 86, column: 23, scope: !164)
!205 = distinct !{!205, !178, !206, !207, !208}
!206 = !DILocation(line: 87, column: 83, scope: !95)
!207 = !{!"llvm.loop.mustprogress"}
!208 = !{!"llvm.loop.unroll.disable"}
!209 = !DILocation(line: 94, column: 52, scope: !72)
!210 = !DILocation(line: 47, column: 61, scope: !167, inlinedAt: !172)
!211 = !DILocation(line: 47, column: 47, scope: !167, inlinedAt: !172)
!212 = !DILocation(line: 47, column: 81, scope: !167, inlinedAt: !172)
!213 = !DILocation(line: 47, column: 73, scope: !167, inlinedAt: !172)
!214 = !DILocation(line: 47, column: 71, scope: !167, inlinedAt: !172)
!215 = !DILocation(line: 94, column: 5, scope: !72)
!216 = distinct !DIAssignID()
!217 = distinct !DIAssignID()
!218 = !DILocalVariable(name: "b", arg: 2, scope: !219, file: !2, line: 59, type: !100)
!219 = distinct !DISubprogram(name: "cross", scope: !2, file: !2, line: 59, type: !220, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{!100, !100, !100}
!222 = !{!223, !218, !224}
!223 = !DILocalVariable(name: "a", arg: 1, scope: !219, file: !2, line: 59, type: !100)
!224 = !DILocalVariable(name: "r", scope: !219, file: !2, line: 60, type: !100)
!225 = !DILocation(line: 0, scope: !219, inlinedAt: !226)
!226 = distinct !DILocation(line: 97, column: 22, scope: !72)
!227 = !DILocation(line: 98, column: 5, scope: !72)
!228 = !DILocation(line: 0, scope: !110)
!229 = !DILocation(line: 101, column: 5, scope: !110)
!230 = !DILocation(line: 90, column: 55, scope: !148)
!231 = !DILocation(line: 90, column: 61, scope: !148)
!232 = !{!233, !182, i64 16}
!233 = !{!"rect", !234, i64 0, !234, i64 8, !182, i64 16}
!234 = !{!"point", !181, i64 0, !181, i64 4}
!235 = !DILocation(line: 90, column: 75, scope: !148)
!236 = !DILocation(line: 90, column: 87, scope: !148)
!237 = !DILocation(line: 91, column: 22, scope: !148)
!238 = !DILocation(line: 91, column: 25, scope: !148)
!239 = !DILocation(line: 91, column: 37, scope: !148)
!240 = !DILocation(line: 0, scope: !167, inlinedAt: !241)
!241 = distinct !DILocation(line: 91, column: 40, scope: !148)
!242 = !DILocation(line: 47, column: 61, scope: !167, inlinedAt: !241)
!243 = !DILocation(line: 47, column: 47, scope: !167, inlinedAt: !241)
!244 = !DILocation(line: 47, column: 81, scope: !167, inlinedAt: !241)
!245 = !DILocation(line: 47, column: 73, scope: !167, inlinedAt: !241)
!246 = !DILocation(line: 47, column: 71, scope: !167, inlinedAt: !241)
!247 = !DILocation(line: 90, column: 9, scope: !148)
!248 = !DILocation(line: 0, scope: !140, inlinedAt: !147)
!249 = !DILocation(line: 51, column: 9, scope: !140, inlinedAt: !147)
!250 = !DILocation(line: 52, column: 9, scope: !140, inlinedAt: !147)
!251 = !DILocation(line: 53, column: 9, scope: !140, inlinedAt: !147)
!252 = !DILocation(line: 54, column: 9, scope: !140, inlinedAt: !147)
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 89, column: 29, scope: !149)
!255 = !DILocation(line: 89, column: 23, scope: !149)
!256 = distinct !{!256, !188, !257, !207, !208}
!257 = !DILocation(line: 93, column: 5, scope: !98)
!258 = !DILocation(line: 0, scope: !219, inlinedAt: !259)
!259 = distinct !DILocation(line: 102, column: 15, scope: !260)
!260 = distinct !DILexicalBlock(scope: !261, file: !2, line: 101, column: 33)
!261 = distinct !DILexicalBlock(scope: !110, file: !2, line: 101, column: 5)
!262 = !DILocation(line: 60, column: 32, scope: !219, inlinedAt: !259)
!263 = !DILocation(line: 60, column: 55, scope: !219, inlinedAt: !259)
!264 = !DILocation(line: 60, column: 78, scope: !219, inlinedAt: !259)
!265 = !DILocation(line: 103, column: 15, scope: !260)
!266 = !DILocation(line: 104, column: 9, scope: !260)
!267 = !DILocation(line: 101, column: 29, scope: !261)
!268 = !DILocation(line: 101, column: 23, scope: !261)
!269 = distinct !{!269, !229, !270, !207, !208}
!270 = !DILocation(line: 105, column: 5, scope: !110)
!271 = distinct !DIAssignID()
!272 = distinct !DIAssignID()
!273 = !DILocation(line: 114, column: 5, scope: !72)
!274 = !DILocation(line: 116, column: 5, scope: !72)
!275 = !DILocation(line: 0, scope: !128)
!276 = !DILocation(line: 117, column: 5, scope: !128)
!277 = !DILocation(line: 0, scope: !121)
!278 = !DILocalVariable(name: "m", arg: 1, scope: !279, file: !2, line: 66, type: !112)
!279 = distinct !DISubprogram(name: "mixed_step", scope: !2, file: !2, line: 66, type: !280, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !282)
!280 = !DISubroutineType(types: !281)
!281 = !{!112, !112, !75}
!282 = !{!278, !283}
!283 = !DILocalVariable(name: "k", arg: 2, scope: !279, file: !2, line: 66, type: !75)
!284 = !DILocation(line: 0, scope: !279, inlinedAt: !285)
!285 = distinct !DILocation(line: 108, column: 13, scope: !286)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 107, column: 33)
!287 = distinct !DILexicalBlock(scope: !121, file: !2, line: 107, column: 5)
!288 = !DILocation(line: 67, column: 11, scope: !279, inlinedAt: !285)
!289 = !DILocation(line: 68, column: 19, scope: !279, inlinedAt: !285)
!290 = !DILocation(line: 68, column: 23, scope: !279, inlinedAt: !285)
!291 = !DILocation(line: 68, column: 27, scope: !279, inlinedAt: !285)
!292 = !DILocation(line: 69, column: 15, scope: !279, inlinedAt: !285)
!293 = !DILocation(line: 69, column: 19, scope: !279, inlinedAt: !285)
!294 = !DILocation(line: 70, column: 15, scope: !279, inlinedAt: !285)
!295 = !DILocation(line: 70, column: 19, scope: !279, inlinedAt: !285)
!296 = !DILocation(line: 71, column: 24, scope: !279, inlinedAt: !285)
!297 = !DILocation(line: 71, column: 22, scope: !279, inlinedAt: !285)
!298 = !DILocation(line: 72, column: 15, scope: !279, inlinedAt: !285)
!299 = !DILocation(line: 72, column: 21, scope: !279, inlinedAt: !285)
!300 = !DILocation(line: 72, column: 19, scope: !279, inlinedAt: !285)
!301 = !DILocalVariable(name: "m", arg: 2, scope: !302, file: !2, line: 76, type: !112)
!302 = distinct !DISubprogram(name: "print_mixed", scope: !2, file: !2, line: 76, type: !303, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !307)
!303 = !DISubroutineType(types: !304)
!304 = !{null, !305, !112}
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!307 = !{!308, !301}
!308 = !DILocalVariable(name: "lbl", arg: 1, scope: !302, file: !2, line: 76, type: !305)
!309 = !DILocation(line: 0, scope: !302, inlinedAt: !310)
!310 = distinct !DILocation(line: 109, column: 9, scope: !286)
!311 = !DILocation(line: 77, column: 61, scope: !302, inlinedAt: !310)
!312 = !DILocation(line: 77, column: 66, scope: !302, inlinedAt: !310)
!313 = !DILocation(line: 77, column: 81, scope: !302, inlinedAt: !310)
!314 = !DILocation(line: 77, column: 5, scope: !302, inlinedAt: !310)
!315 = !DILocation(line: 107, column: 29, scope: !287)
!316 = !DILocation(line: 107, column: 23, scope: !287)
!317 = !DILocation(line: 107, column: 5, scope: !121)
!318 = distinct !{!318, !317, !319, !207, !208}
!319 = !DILocation(line: 110, column: 5, scope: !121)
!320 = !DILocation(line: 118, column: 29, scope: !321)
!321 = distinct !DILexicalBlock(scope: !322, file: !2, line: 117, column: 33)
!322 = distinct !DILexicalBlock(scope: !128, file: !2, line: 117, column: 5)
!323 = !DILocation(line: 118, column: 34, scope: !321)
!324 = !DILocation(line: 118, column: 9, scope: !321)
!325 = !DILocation(line: 118, column: 18, scope: !321)
!326 = !{!234, !181, i64 0}
!327 = !DILocation(line: 119, column: 16, scope: !321)
!328 = !DILocation(line: 119, column: 18, scope: !321)
!329 = !{!234, !181, i64 4}
!330 = !DILocation(line: 117, column: 29, scope: !322)
!331 = !DILocation(line: 117, column: 23, scope: !322)
!332 = distinct !{!332, !276, !333, !207, !208}
!333 = !DILocation(line: 120, column: 5, scope: !128)
!334 = !DILocation(line: 0, scope: !130)
!335 = !DILocation(line: 122, column: 28, scope: !132)
!336 = !DILocation(line: 0, scope: !132)
!337 = !DILocation(line: 124, column: 23, scope: !132)
!338 = !DILocation(line: 124, column: 26, scope: !132)
!339 = !DILocation(line: 124, column: 33, scope: !132)
!340 = !DILocation(line: 124, column: 35, scope: !132)
!341 = !DILocation(line: 124, column: 9, scope: !132)
!342 = !DILocation(line: 125, column: 13, scope: !343)
!343 = distinct !DILexicalBlock(scope: !132, file: !2, line: 124, column: 44)
!344 = !DILocation(line: 125, column: 26, scope: !343)
!345 = !DILocation(line: 124, column: 18, scope: !132)
!346 = distinct !{!346, !341, !347, !207, !208}
!347 = !DILocation(line: 127, column: 9, scope: !132)
!348 = !DILocation(line: 128, column: 9, scope: !132)
!349 = !DILocation(line: 128, column: 22, scope: !132)
!350 = !DILocation(line: 121, column: 29, scope: !133)
!351 = !DILocation(line: 121, column: 23, scope: !133)
!352 = !DILocation(line: 121, column: 5, scope: !130)
!353 = distinct !{!353, !352, !354, !207, !208}
!354 = !DILocation(line: 129, column: 5, scope: !130)
!355 = distinct !DIAssignID()
!356 = !DILocation(line: 47, column: 35, scope: !167, inlinedAt: !357)
!357 = distinct !DILocation(line: 135, column: 12, scope: !72)
!358 = !DILocation(line: 134, column: 5, scope: !72)
!359 = !DILocation(line: 137, column: 5, scope: !72)
!360 = !DILocation(line: 139, column: 1, scope: !72)
!361 = !DILocation(line: 138, column: 5, scope: !72)
!362 = !DILocation(line: 0, scope: !136)
!363 = !DILocation(line: 131, column: 29, scope: !364)
!364 = distinct !DILexicalBlock(scope: !136, file: !2, line: 130, column: 5)
!365 = !DILocation(line: 131, column: 36, scope: !364)
!366 = !DILocation(line: 131, column: 46, scope: !364)
!367 = !DILocation(line: 131, column: 51, scope: !364)
!368 = !DILocation(line: 131, column: 49, scope: !364)
!369 = !DILocation(line: 131, column: 9, scope: !364)
!370 = !DILocation(line: 130, column: 29, scope: !364)
!371 = !DILocation(line: 130, column: 23, scope: !364)
!372 = !DILocation(line: 130, column: 5, scope: !136)
!373 = distinct !{!373, !372, !374, !207, !208}
!374 = !DILocation(line: 131, column: 68, scope: !136)
!375 = !DISubprogram(name: "printf", scope: !376, file: !376, line: 356, type: !377, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!377 = !DISubroutineType(types: !378)
!378 = !{!75, !379, null}
!379 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !305)
