; ModuleID = 'gauss_elim.c'
source_filename = "gauss_elim.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.frac = type { i64, i64 }

@main.m = internal unnamed_addr constant [5 x [6 x i32]] [[6 x i32] [i32 2, i32 1, i32 -1, i32 3, i32 1, i32 8], [6 x i32] [i32 -3, i32 -1, i32 2, i32 1, i32 0, i32 -11], [6 x i32] [i32 -2, i32 1, i32 2, i32 0, i32 4, i32 -3], [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], [6 x i32] [i32 0, i32 3, i32 -2, i32 1, i32 1, i32 7]], align 16, !dbg !0
@.str = private unnamed_addr constant [11 x i8] c"solved=%d\0A\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [36 x i8] c"x%d = %.12f  exact %ld/%ld = %.12f\0A\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [19 x i8] c"residual %d: %.3e\0A\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [34 x i8] c"hilbert x%d = %.6f exact %ld/%ld\0A\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [5 x [6 x double]], align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !33, !DIExpression(), !88, ptr %1, !DIExpression(), !89)
  %2 = alloca [5 x [6 x %struct.frac]], align 16, !DIAssignID !90
    #dbg_assign(i1 undef, !38, !DIExpression(), !90, ptr %2, !DIExpression(), !89)
  %3 = alloca [5 x double], align 16, !DIAssignID !91
    #dbg_assign(i1 undef, !50, !DIExpression(), !91, ptr %3, !DIExpression(), !89)
  %4 = alloca [5 x %struct.frac], align 16, !DIAssignID !92
    #dbg_assign(i1 undef, !53, !DIExpression(), !92, ptr %4, !DIExpression(), !89)
  %5 = alloca [5 x [6 x double]], align 16, !DIAssignID !93
    #dbg_assign(i1 undef, !68, !DIExpression(), !93, ptr %5, !DIExpression(), !89)
  %6 = alloca [5 x [6 x %struct.frac]], align 16, !DIAssignID !94
    #dbg_assign(i1 undef, !69, !DIExpression(), !94, ptr %6, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %1) #6, !dbg !95
  call void @llvm.lifetime.start.p0(i64 480, ptr nonnull %2) #6, !dbg !96
    #dbg_value(i32 0, !45, !DIExpression(), !97)
  br label %7, !dbg !98

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %45, %7 ]
    #dbg_value(i64 %8, !45, !DIExpression(), !97)
    #dbg_value(i32 0, !47, !DIExpression(), !99)
    #dbg_value(i64 0, !47, !DIExpression(), !99)
  %9 = getelementptr inbounds [5 x [6 x i32]], ptr @main.m, i64 0, i64 %8, i64 0, !dbg !100
  %10 = getelementptr inbounds [5 x [6 x double]], ptr %1, i64 0, i64 %8, i64 0, !dbg !103
    #dbg_value(i64 %15, !104, !DIExpression(), !112)
    #dbg_value(i64 1, !109, !DIExpression(), !112)
    #dbg_value(i64 %15, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 0, !120, !DIExpression(), !124)
    #dbg_value(i64 1, !114, !DIExpression(), !122)
    #dbg_value(i64 0, !119, !DIExpression(), !122)
  %11 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %2, i64 0, i64 %8, i64 0, !dbg !125
    #dbg_value(i64 %15, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i64 1, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
  %12 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !126
  store i64 1, ptr %12, align 8, !dbg !126, !tbaa !127
    #dbg_value(i64 1, !47, !DIExpression(), !99)
  %13 = load <2 x i32>, ptr %9, align 8, !dbg !100, !tbaa !131
  %14 = extractelement <2 x i32> %13, i64 0, !dbg !133
  %15 = sext i32 %14 to i64, !dbg !133
  store i64 %15, ptr %11, align 16, !dbg !126, !tbaa !127
  %16 = sitofp <2 x i32> %13 to <2 x double>, !dbg !100
  store <2 x double> %16, ptr %10, align 16, !dbg !134, !tbaa !135
  %17 = extractelement <2 x i32> %13, i64 1, !dbg !133
  %18 = sext i32 %17 to i64, !dbg !133
    #dbg_value(i64 %18, !104, !DIExpression(), !112)
    #dbg_value(i64 1, !109, !DIExpression(), !112)
    #dbg_value(i64 %18, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 0, !120, !DIExpression(), !124)
    #dbg_value(i64 1, !114, !DIExpression(), !122)
    #dbg_value(i64 0, !119, !DIExpression(), !122)
  %19 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %2, i64 0, i64 %8, i64 1, !dbg !125
    #dbg_value(i64 %18, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i64 1, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
  store i64 %18, ptr %19, align 16, !dbg !126, !tbaa !127
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !126
  store i64 1, ptr %20, align 8, !dbg !126, !tbaa !127
    #dbg_value(i64 2, !47, !DIExpression(), !99)
  %21 = getelementptr inbounds [5 x [6 x i32]], ptr @main.m, i64 0, i64 %8, i64 2, !dbg !100
  %22 = getelementptr inbounds [5 x [6 x double]], ptr %1, i64 0, i64 %8, i64 2, !dbg !103
    #dbg_value(i64 %27, !104, !DIExpression(), !112)
    #dbg_value(i64 1, !109, !DIExpression(), !112)
    #dbg_value(i64 %27, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 0, !120, !DIExpression(), !124)
    #dbg_value(i64 1, !114, !DIExpression(), !122)
    #dbg_value(i64 0, !119, !DIExpression(), !122)
  %23 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %2, i64 0, i64 %8, i64 2, !dbg !125
    #dbg_value(i64 %27, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i64 1, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
  %24 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !126
  store i64 1, ptr %24, align 8, !dbg !126, !tbaa !127
    #dbg_value(i64 3, !47, !DIExpression(), !99)
  %25 = load <2 x i32>, ptr %21, align 8, !dbg !100, !tbaa !131
  %26 = extractelement <2 x i32> %25, i64 0, !dbg !133
  %27 = sext i32 %26 to i64, !dbg !133
  store i64 %27, ptr %23, align 16, !dbg !126, !tbaa !127
  %28 = sitofp <2 x i32> %25 to <2 x double>, !dbg !100
  store <2 x double> %28, ptr %22, align 16, !dbg !134, !tbaa !135
  %29 = extractelement <2 x i32> %25, i64 1, !dbg !133
  %30 = sext i32 %29 to i64, !dbg !133
    #dbg_value(i64 %30, !104, !DIExpression(), !112)
    #dbg_value(i64 1, !109, !DIExpression(), !112)
    #dbg_value(i64 %30, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 0, !120, !DIExpression(), !124)
    #dbg_value(i64 1, !114, !DIExpression(), !122)
    #dbg_value(i64 0, !119, !DIExpression(), !122)
  %31 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %2, i64 0, i64 %8, i64 3, !dbg !125
    #dbg_value(i64 %30, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i64 1, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
  store i64 %30, ptr %31, align 16, !dbg !126, !tbaa !127
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !126
  store i64 1, ptr %32, align 8, !dbg !126, !tbaa !127
    #dbg_value(i64 4, !47, !DIExpression(), !99)
  %33 = getelementptr inbounds [5 x [6 x i32]], ptr @main.m, i64 0, i64 %8, i64 4, !dbg !100
  %34 = getelementptr inbounds [5 x [6 x double]], ptr %1, i64 0, i64 %8, i64 4, !dbg !103
    #dbg_value(i64 %39, !104, !DIExpression(), !112)
    #dbg_value(i64 1, !109, !DIExpression(), !112)
    #dbg_value(i64 %39, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 0, !120, !DIExpression(), !124)
    #dbg_value(i64 1, !114, !DIExpression(), !122)
    #dbg_value(i64 0, !119, !DIExpression(), !122)
  %35 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %2, i64 0, i64 %8, i64 4, !dbg !125
    #dbg_value(i64 %39, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i64 1, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
  %36 = getelementptr inbounds i8, ptr %35, i64 8, !dbg !126
  store i64 1, ptr %36, align 8, !dbg !126, !tbaa !127
    #dbg_value(i64 5, !47, !DIExpression(), !99)
  %37 = load <2 x i32>, ptr %33, align 8, !dbg !100, !tbaa !131
  %38 = extractelement <2 x i32> %37, i64 0, !dbg !133
  %39 = sext i32 %38 to i64, !dbg !133
  store i64 %39, ptr %35, align 16, !dbg !126, !tbaa !127
  %40 = sitofp <2 x i32> %37 to <2 x double>, !dbg !100
  store <2 x double> %40, ptr %34, align 16, !dbg !134, !tbaa !135
  %41 = extractelement <2 x i32> %37, i64 1, !dbg !133
  %42 = sext i32 %41 to i64, !dbg !133
    #dbg_value(i64 %42, !104, !DIExpression(), !112)
    #dbg_value(i64 1, !109, !DIExpression(), !112)
    #dbg_value(i64 %42, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 poison, !114, !DIExpression(), !122)
    #dbg_value(i64 1, !119, !DIExpression(), !122)
    #dbg_value(i64 0, !120, !DIExpression(), !124)
    #dbg_value(i64 1, !114, !DIExpression(), !122)
    #dbg_value(i64 0, !119, !DIExpression(), !122)
  %43 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %2, i64 0, i64 %8, i64 5, !dbg !125
    #dbg_value(i64 %42, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i64 1, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
  store i64 %42, ptr %43, align 16, !dbg !126, !tbaa !127
  %44 = getelementptr inbounds i8, ptr %43, i64 8, !dbg !126
  store i64 1, ptr %44, align 8, !dbg !126, !tbaa !127
    #dbg_value(i64 6, !47, !DIExpression(), !99)
  %45 = add nuw nsw i64 %8, 1, !dbg !137
    #dbg_value(i64 %45, !45, !DIExpression(), !97)
  %46 = icmp eq i64 %45, 5, !dbg !138
  br i1 %46, label %47, label %7, !dbg !98, !llvm.loop !139

47:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #6, !dbg !142
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #6, !dbg !143
  %48 = call fastcc i32 @solve_double(ptr noundef nonnull %1, ptr noundef nonnull %3), !dbg !144
    #dbg_value(i32 %48, !55, !DIExpression(), !89)
  call fastcc void @solve_exact(ptr noundef nonnull %2, ptr noundef nonnull %4), !dbg !145
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %48), !dbg !146
    #dbg_value(i32 0, !56, !DIExpression(), !147)
    #dbg_value(i64 0, !56, !DIExpression(), !147)
  %50 = load double, ptr %3, align 16, !dbg !148, !tbaa !135
  %51 = load i64, ptr %4, align 16, !dbg !150, !tbaa !151
  %52 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !153
  %53 = load i64, ptr %52, align 8, !dbg !153, !tbaa !154
  %54 = sitofp i64 %51 to double, !dbg !155
  %55 = sitofp i64 %53 to double, !dbg !156
  %56 = fdiv double %54, %55, !dbg !157
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %50, i64 noundef %51, i64 noundef %53, double noundef %56), !dbg !158
    #dbg_value(i64 1, !56, !DIExpression(), !147)
  %58 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !148
  %59 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !159
  %60 = load i64, ptr %59, align 16, !dbg !150, !tbaa !151
  %61 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !153
  %62 = load i64, ptr %61, align 8, !dbg !153, !tbaa !154
  %63 = sitofp i64 %60 to double, !dbg !155
  %64 = sitofp i64 %62 to double, !dbg !156
  %65 = fdiv double %63, %64, !dbg !157
    #dbg_value(i64 2, !56, !DIExpression(), !147)
  %66 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !148
  %67 = load double, ptr %58, align 8, !dbg !148, !tbaa !135
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %67, i64 noundef %60, i64 noundef %62, double noundef %65), !dbg !158
  %69 = load double, ptr %66, align 16, !dbg !148, !tbaa !135
  %70 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !159
  %71 = load i64, ptr %70, align 16, !dbg !150, !tbaa !151
  %72 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !153
  %73 = load i64, ptr %72, align 8, !dbg !153, !tbaa !154
  %74 = sitofp i64 %71 to double, !dbg !155
  %75 = sitofp i64 %73 to double, !dbg !156
  %76 = fdiv double %74, %75, !dbg !157
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef %69, i64 noundef %71, i64 noundef %73, double noundef %76), !dbg !158
    #dbg_value(i64 3, !56, !DIExpression(), !147)
  %78 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !148
  %79 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !159
  %80 = load i64, ptr %79, align 16, !dbg !150, !tbaa !151
  %81 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !153
  %82 = load i64, ptr %81, align 8, !dbg !153, !tbaa !154
  %83 = sitofp i64 %80 to double, !dbg !155
  %84 = sitofp i64 %82 to double, !dbg !156
  %85 = fdiv double %83, %84, !dbg !157
    #dbg_value(i64 4, !56, !DIExpression(), !147)
  %86 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !148
  %87 = load double, ptr %78, align 8, !dbg !148, !tbaa !135
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef %87, i64 noundef %80, i64 noundef %82, double noundef %85), !dbg !158
  %89 = load double, ptr %86, align 16, !dbg !148, !tbaa !135
  %90 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !159
  %91 = load i64, ptr %90, align 16, !dbg !150, !tbaa !151
  %92 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !153
  %93 = load i64, ptr %92, align 8, !dbg !153, !tbaa !154
  %94 = sitofp i64 %91 to double, !dbg !155
  %95 = sitofp i64 %93 to double, !dbg !156
  %96 = fdiv double %94, %95, !dbg !157
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, double noundef %89, i64 noundef %91, i64 noundef %93, double noundef %96), !dbg !158
    #dbg_value(i64 5, !56, !DIExpression(), !147)
  %98 = insertelement <2 x double> poison, double %67, i64 0, !dbg !160
  %99 = insertelement <2 x double> %98, double %69, i64 1, !dbg !160
  %100 = insertelement <2 x double> poison, double %87, i64 0, !dbg !160
  %101 = insertelement <2 x double> %100, double %89, i64 1, !dbg !160
    #dbg_value(i64 0, !58, !DIExpression(), !161)
    #dbg_value(i64 0, !63, !DIExpression(), !162)
    #dbg_value(double -8.000000e+00, !60, !DIExpression(), !163)
  %102 = fmul double %50, 2.000000e+00, !dbg !160
    #dbg_value(double %102, !65, !DIExpression(), !164)
  %103 = fadd double %102, -8.000000e+00, !dbg !165
    #dbg_value(double %103, !60, !DIExpression(), !163)
    #dbg_value(i64 1, !63, !DIExpression(), !162)
    #dbg_value(double poison, !65, !DIExpression(), !164)
    #dbg_value(double %106, !60, !DIExpression(), !163)
    #dbg_value(i64 2, !63, !DIExpression(), !162)
  %104 = fmul <2 x double> %99, <double 1.000000e+00, double -1.000000e+00>, !dbg !160
  %105 = extractelement <2 x double> %104, i64 0, !dbg !165
  %106 = fadd double %103, %105, !dbg !165
  %107 = extractelement <2 x double> %104, i64 1, !dbg !165
  %108 = fadd double %106, %107, !dbg !165
    #dbg_value(double %108, !60, !DIExpression(), !163)
    #dbg_value(i64 3, !63, !DIExpression(), !162)
    #dbg_value(double %111, !60, !DIExpression(), !163)
    #dbg_value(i64 4, !63, !DIExpression(), !162)
  %109 = fmul <2 x double> %101, <double 3.000000e+00, double 1.000000e+00>, !dbg !160
  %110 = extractelement <2 x double> %109, i64 0, !dbg !165
  %111 = fadd double %108, %110, !dbg !165
  %112 = extractelement <2 x double> %109, i64 1, !dbg !165
  %113 = fadd double %111, %112, !dbg !165
    #dbg_value(double %113, !60, !DIExpression(), !163)
    #dbg_value(i64 5, !63, !DIExpression(), !162)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, double noundef %113), !dbg !166
    #dbg_value(i64 1, !58, !DIExpression(), !161)
    #dbg_value(i64 0, !63, !DIExpression(), !162)
    #dbg_value(double 1.100000e+01, !60, !DIExpression(), !163)
  %115 = fmul double %50, -3.000000e+00, !dbg !160
    #dbg_value(double %115, !65, !DIExpression(), !164)
  %116 = fadd double %115, 1.100000e+01, !dbg !165
    #dbg_value(double %116, !60, !DIExpression(), !163)
    #dbg_value(i64 1, !63, !DIExpression(), !162)
    #dbg_value(double poison, !65, !DIExpression(), !164)
    #dbg_value(double %119, !60, !DIExpression(), !163)
    #dbg_value(i64 2, !63, !DIExpression(), !162)
  %117 = fmul <2 x double> %99, <double -1.000000e+00, double 2.000000e+00>, !dbg !160
  %118 = extractelement <2 x double> %117, i64 0, !dbg !165
  %119 = fadd double %116, %118, !dbg !165
  %120 = extractelement <2 x double> %117, i64 1, !dbg !165
  %121 = fadd double %119, %120, !dbg !165
    #dbg_value(double %121, !60, !DIExpression(), !163)
    #dbg_value(i64 3, !63, !DIExpression(), !162)
    #dbg_value(double %124, !60, !DIExpression(), !163)
    #dbg_value(i64 4, !63, !DIExpression(), !162)
  %122 = fmul <2 x double> %101, <double 1.000000e+00, double 0.000000e+00>, !dbg !160
  %123 = extractelement <2 x double> %122, i64 0, !dbg !165
  %124 = fadd double %121, %123, !dbg !165
  %125 = extractelement <2 x double> %122, i64 1, !dbg !165
  %126 = fadd double %124, %125, !dbg !165
    #dbg_value(double %126, !60, !DIExpression(), !163)
    #dbg_value(i64 5, !63, !DIExpression(), !162)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, double noundef %126), !dbg !166
    #dbg_value(i64 2, !58, !DIExpression(), !161)
    #dbg_value(i64 0, !63, !DIExpression(), !162)
    #dbg_value(double 3.000000e+00, !60, !DIExpression(), !163)
  %128 = fmul double %50, -2.000000e+00, !dbg !160
    #dbg_value(double %128, !65, !DIExpression(), !164)
  %129 = fadd double %128, 3.000000e+00, !dbg !165
    #dbg_value(double %129, !60, !DIExpression(), !163)
    #dbg_value(i64 1, !63, !DIExpression(), !162)
    #dbg_value(double poison, !65, !DIExpression(), !164)
    #dbg_value(double %132, !60, !DIExpression(), !163)
    #dbg_value(i64 2, !63, !DIExpression(), !162)
  %130 = fmul <2 x double> %99, <double 1.000000e+00, double 2.000000e+00>, !dbg !160
  %131 = extractelement <2 x double> %130, i64 0, !dbg !165
  %132 = fadd double %129, %131, !dbg !165
  %133 = extractelement <2 x double> %130, i64 1, !dbg !165
  %134 = fadd double %132, %133, !dbg !165
    #dbg_value(double %134, !60, !DIExpression(), !163)
    #dbg_value(i64 3, !63, !DIExpression(), !162)
    #dbg_value(double %137, !60, !DIExpression(), !163)
    #dbg_value(i64 4, !63, !DIExpression(), !162)
  %135 = fmul <2 x double> %101, <double 0.000000e+00, double 4.000000e+00>, !dbg !160
  %136 = extractelement <2 x double> %135, i64 0, !dbg !165
  %137 = fadd double %134, %136, !dbg !165
  %138 = extractelement <2 x double> %135, i64 1, !dbg !165
  %139 = fadd double %137, %138, !dbg !165
    #dbg_value(double %139, !60, !DIExpression(), !163)
    #dbg_value(i64 5, !63, !DIExpression(), !162)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, double noundef %139), !dbg !166
    #dbg_value(i64 3, !58, !DIExpression(), !161)
    #dbg_value(i64 0, !63, !DIExpression(), !162)
    #dbg_value(double -6.000000e+00, !60, !DIExpression(), !163)
    #dbg_value(double %50, !65, !DIExpression(), !164)
  %141 = fadd double %50, -6.000000e+00, !dbg !165
    #dbg_value(double %141, !60, !DIExpression(), !163)
    #dbg_value(i64 1, !63, !DIExpression(), !162)
    #dbg_value(double poison, !65, !DIExpression(), !164)
    #dbg_value(double %144, !60, !DIExpression(), !163)
    #dbg_value(i64 2, !63, !DIExpression(), !162)
  %142 = fmul <2 x double> %99, <double 2.000000e+00, double 3.000000e+00>, !dbg !160
  %143 = extractelement <2 x double> %142, i64 0, !dbg !165
  %144 = fadd double %141, %143, !dbg !165
  %145 = extractelement <2 x double> %142, i64 1, !dbg !165
  %146 = fadd double %144, %145, !dbg !165
    #dbg_value(double %146, !60, !DIExpression(), !163)
    #dbg_value(i64 3, !63, !DIExpression(), !162)
    #dbg_value(double %149, !60, !DIExpression(), !163)
    #dbg_value(i64 4, !63, !DIExpression(), !162)
  %147 = fmul <2 x double> %101, <double 4.000000e+00, double 5.000000e+00>, !dbg !160
  %148 = extractelement <2 x double> %147, i64 0, !dbg !165
  %149 = fadd double %146, %148, !dbg !165
  %150 = extractelement <2 x double> %147, i64 1, !dbg !165
  %151 = fadd double %149, %150, !dbg !165
    #dbg_value(double %151, !60, !DIExpression(), !163)
    #dbg_value(i64 5, !63, !DIExpression(), !162)
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, double noundef %151), !dbg !166
    #dbg_value(i64 4, !58, !DIExpression(), !161)
    #dbg_value(i64 0, !63, !DIExpression(), !162)
    #dbg_value(double -7.000000e+00, !60, !DIExpression(), !163)
  %153 = fmul double %50, 0.000000e+00, !dbg !160
    #dbg_value(double %153, !65, !DIExpression(), !164)
  %154 = fadd double %153, -7.000000e+00, !dbg !165
    #dbg_value(double %154, !60, !DIExpression(), !163)
    #dbg_value(i64 1, !63, !DIExpression(), !162)
    #dbg_value(double poison, !65, !DIExpression(), !164)
    #dbg_value(double %157, !60, !DIExpression(), !163)
    #dbg_value(i64 2, !63, !DIExpression(), !162)
  %155 = fmul <2 x double> %99, <double 3.000000e+00, double -2.000000e+00>, !dbg !160
  %156 = extractelement <2 x double> %155, i64 0, !dbg !165
  %157 = fadd double %154, %156, !dbg !165
  %158 = extractelement <2 x double> %155, i64 1, !dbg !165
  %159 = fadd double %157, %158, !dbg !165
    #dbg_value(double %159, !60, !DIExpression(), !163)
    #dbg_value(i64 3, !63, !DIExpression(), !162)
    #dbg_value(double %160, !60, !DIExpression(), !163)
    #dbg_value(i64 4, !63, !DIExpression(), !162)
  %160 = fadd double %159, %87, !dbg !165
  %161 = fadd double %160, %89, !dbg !165
    #dbg_value(double %161, !60, !DIExpression(), !163)
    #dbg_value(i64 5, !63, !DIExpression(), !162)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, double noundef %161), !dbg !166
    #dbg_value(i64 5, !58, !DIExpression(), !161)
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %5) #6, !dbg !167
  call void @llvm.lifetime.start.p0(i64 480, ptr nonnull %6) #6, !dbg !168
    #dbg_value(i32 0, !70, !DIExpression(), !169)
  br label %163, !dbg !170

163:                                              ; preds = %47, %267
  %164 = phi i64 [ 0, %47 ], [ %204, %267 ]
    #dbg_value(i64 %164, !70, !DIExpression(), !169)
    #dbg_value(i32 0, !72, !DIExpression(), !171)
    #dbg_value(i64 0, !72, !DIExpression(), !171)
  %165 = trunc i64 %164 to i32, !dbg !172
  %166 = add i32 %165, 1, !dbg !172
  %167 = uitofp nneg i32 %166 to double, !dbg !175
  %168 = fdiv double 1.000000e+00, %167, !dbg !176
  %169 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %164, i64 0, !dbg !177
  store double %168, ptr %169, align 16, !dbg !178, !tbaa !135
  %170 = zext i32 %166 to i64, !dbg !179
    #dbg_value(i64 1, !104, !DIExpression(), !180)
    #dbg_value(i64 %170, !109, !DIExpression(), !180)
    #dbg_value(i64 1, !114, !DIExpression(), !182)
    #dbg_value(i64 %170, !119, !DIExpression(), !182)
  br label %193, !dbg !184

171:                                              ; preds = %267
  %172 = call fastcc i32 @solve_double(ptr noundef nonnull %5, ptr noundef nonnull %3), !dbg !185
  call fastcc void @solve_exact(ptr noundef nonnull %6, ptr noundef nonnull %4), !dbg !186
    #dbg_value(i32 0, !76, !DIExpression(), !187)
    #dbg_value(i64 0, !76, !DIExpression(), !187)
  %173 = load double, ptr %3, align 16, !dbg !188, !tbaa !135
  %174 = load i64, ptr %4, align 16, !dbg !190, !tbaa !151
  %175 = load i64, ptr %52, align 8, !dbg !191, !tbaa !154
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, double noundef %173, i64 noundef %174, i64 noundef %175), !dbg !192
    #dbg_value(i64 1, !76, !DIExpression(), !187)
  %177 = load double, ptr %58, align 8, !dbg !188, !tbaa !135
  %178 = load i64, ptr %59, align 16, !dbg !190, !tbaa !151
  %179 = load i64, ptr %61, align 8, !dbg !191, !tbaa !154
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, double noundef %177, i64 noundef %178, i64 noundef %179), !dbg !192
    #dbg_value(i64 2, !76, !DIExpression(), !187)
  %181 = load double, ptr %66, align 16, !dbg !188, !tbaa !135
  %182 = load i64, ptr %70, align 16, !dbg !190, !tbaa !151
  %183 = load i64, ptr %72, align 8, !dbg !191, !tbaa !154
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, double noundef %181, i64 noundef %182, i64 noundef %183), !dbg !192
    #dbg_value(i64 3, !76, !DIExpression(), !187)
  %185 = load double, ptr %78, align 8, !dbg !188, !tbaa !135
  %186 = load i64, ptr %79, align 16, !dbg !190, !tbaa !151
  %187 = load i64, ptr %81, align 8, !dbg !191, !tbaa !154
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, double noundef %185, i64 noundef %186, i64 noundef %187), !dbg !192
    #dbg_value(i64 4, !76, !DIExpression(), !187)
  %189 = load double, ptr %86, align 16, !dbg !188, !tbaa !135
  %190 = load i64, ptr %90, align 16, !dbg !190, !tbaa !151
  %191 = load i64, ptr %92, align 8, !dbg !191, !tbaa !154
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4, double noundef %189, i64 noundef %190, i64 noundef %191), !dbg !192
    #dbg_value(i64 5, !76, !DIExpression(), !187)
  call void @llvm.lifetime.end.p0(i64 480, ptr nonnull %6) #6, !dbg !193
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %5) #6, !dbg !193
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #6, !dbg !193
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #6, !dbg !193
  call void @llvm.lifetime.end.p0(i64 480, ptr nonnull %2) #6, !dbg !193
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %1) #6, !dbg !193
  ret i32 0, !dbg !193

193:                                              ; preds = %163, %193
  %194 = phi i64 [ %195, %193 ], [ 1, %163 ]
  %195 = phi i64 [ %196, %193 ], [ %170, %163 ]
    #dbg_value(i64 %194, !114, !DIExpression(), !182)
    #dbg_value(i64 %195, !119, !DIExpression(), !182)
  %196 = urem i64 %194, %195, !dbg !194
    #dbg_value(i64 %196, !120, !DIExpression(), !195)
    #dbg_value(i64 %195, !114, !DIExpression(), !182)
    #dbg_value(i64 %196, !119, !DIExpression(), !182)
  %197 = icmp eq i64 %196, 0, !dbg !184
  br i1 %197, label %198, label %193, !dbg !184, !llvm.loop !196

198:                                              ; preds = %193
  %199 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %164, i64 0, !dbg !198
  %200 = icmp ult i64 %195, 2, !dbg !199
  %201 = select i1 %200, i64 %195, i64 0, !dbg !199
    #dbg_value(i64 %201, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !180)
  %202 = udiv i64 %170, %195, !dbg !200
    #dbg_value(i64 %202, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !180)
  store i64 %201, ptr %199, align 16, !dbg !201, !tbaa !127
  %203 = getelementptr inbounds i8, ptr %199, i64 8, !dbg !201
  store i64 %202, ptr %203, align 8, !dbg !201, !tbaa !127
    #dbg_value(i64 1, !72, !DIExpression(), !171)
  %204 = add i64 %164, 1, !dbg !202
  %205 = trunc i64 %204 to i32, !dbg !172
  %206 = add i32 %205, 1, !dbg !172
  %207 = uitofp nneg i32 %206 to double, !dbg !175
  %208 = fdiv double 1.000000e+00, %207, !dbg !176
  %209 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %164, i64 1, !dbg !177
  store double %208, ptr %209, align 8, !dbg !178, !tbaa !135
  %210 = zext i32 %206 to i64, !dbg !179
    #dbg_value(i64 1, !104, !DIExpression(), !180)
    #dbg_value(i64 %210, !109, !DIExpression(), !180)
    #dbg_value(i64 1, !114, !DIExpression(), !182)
    #dbg_value(i64 %210, !119, !DIExpression(), !182)
  br label %211, !dbg !184

211:                                              ; preds = %211, %198
  %212 = phi i64 [ %213, %211 ], [ 1, %198 ]
  %213 = phi i64 [ %214, %211 ], [ %210, %198 ]
    #dbg_value(i64 %212, !114, !DIExpression(), !182)
    #dbg_value(i64 %213, !119, !DIExpression(), !182)
  %214 = urem i64 %212, %213, !dbg !194
    #dbg_value(i64 %214, !120, !DIExpression(), !195)
    #dbg_value(i64 %213, !114, !DIExpression(), !182)
    #dbg_value(i64 %214, !119, !DIExpression(), !182)
  %215 = icmp eq i64 %214, 0, !dbg !184
  br i1 %215, label %216, label %211, !dbg !184, !llvm.loop !196

216:                                              ; preds = %211
  %217 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %164, i64 1, !dbg !198
  %218 = icmp ult i64 %213, 2, !dbg !199
  %219 = select i1 %218, i64 %213, i64 0, !dbg !199
    #dbg_value(i64 %219, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !180)
  %220 = udiv i64 %210, %213, !dbg !200
    #dbg_value(i64 %220, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !180)
  store i64 %219, ptr %217, align 16, !dbg !201, !tbaa !127
  %221 = getelementptr inbounds i8, ptr %217, i64 8, !dbg !201
  store i64 %220, ptr %221, align 8, !dbg !201, !tbaa !127
    #dbg_value(i64 2, !72, !DIExpression(), !171)
  %222 = trunc i64 %164 to i32, !dbg !172
  %223 = add i32 %222, 3, !dbg !172
  %224 = uitofp nneg i32 %223 to double, !dbg !175
  %225 = fdiv double 1.000000e+00, %224, !dbg !176
  %226 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %164, i64 2, !dbg !177
  store double %225, ptr %226, align 16, !dbg !178, !tbaa !135
  %227 = zext i32 %223 to i64, !dbg !179
    #dbg_value(i64 1, !104, !DIExpression(), !180)
    #dbg_value(i64 %227, !109, !DIExpression(), !180)
    #dbg_value(i64 1, !114, !DIExpression(), !182)
    #dbg_value(i64 %227, !119, !DIExpression(), !182)
  br label %228, !dbg !184

228:                                              ; preds = %228, %216
  %229 = phi i64 [ %230, %228 ], [ 1, %216 ]
  %230 = phi i64 [ %231, %228 ], [ %227, %216 ]
    #dbg_value(i64 %229, !114, !DIExpression(), !182)
    #dbg_value(i64 %230, !119, !DIExpression(), !182)
  %231 = urem i64 %229, %230, !dbg !194
    #dbg_value(i64 %231, !120, !DIExpression(), !195)
    #dbg_value(i64 %230, !114, !DIExpression(), !182)
    #dbg_value(i64 %231, !119, !DIExpression(), !182)
  %232 = icmp eq i64 %231, 0, !dbg !184
  br i1 %232, label %233, label %228, !dbg !184, !llvm.loop !196

233:                                              ; preds = %228
  %234 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %164, i64 2, !dbg !198
  %235 = icmp ult i64 %230, 2, !dbg !199
  %236 = select i1 %235, i64 %230, i64 0, !dbg !199
    #dbg_value(i64 %236, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !180)
  %237 = udiv i64 %227, %230, !dbg !200
    #dbg_value(i64 %237, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !180)
  store i64 %236, ptr %234, align 16, !dbg !201, !tbaa !127
  %238 = getelementptr inbounds i8, ptr %234, i64 8, !dbg !201
  store i64 %237, ptr %238, align 8, !dbg !201, !tbaa !127
    #dbg_value(i64 3, !72, !DIExpression(), !171)
  %239 = trunc i64 %164 to i32, !dbg !172
  %240 = add i32 %239, 4, !dbg !172
  %241 = uitofp nneg i32 %240 to double, !dbg !175
  %242 = fdiv double 1.000000e+00, %241, !dbg !176
  %243 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %164, i64 3, !dbg !177
  store double %242, ptr %243, align 8, !dbg !178, !tbaa !135
  %244 = zext i32 %240 to i64, !dbg !179
    #dbg_value(i64 1, !104, !DIExpression(), !180)
    #dbg_value(i64 %244, !109, !DIExpression(), !180)
    #dbg_value(i64 1, !114, !DIExpression(), !182)
    #dbg_value(i64 %244, !119, !DIExpression(), !182)
  br label %245, !dbg !184

245:                                              ; preds = %245, %233
  %246 = phi i64 [ %247, %245 ], [ 1, %233 ]
  %247 = phi i64 [ %248, %245 ], [ %244, %233 ]
    #dbg_value(i64 %246, !114, !DIExpression(), !182)
    #dbg_value(i64 %247, !119, !DIExpression(), !182)
  %248 = urem i64 %246, %247, !dbg !194
    #dbg_value(i64 %248, !120, !DIExpression(), !195)
    #dbg_value(i64 %247, !114, !DIExpression(), !182)
    #dbg_value(i64 %248, !119, !DIExpression(), !182)
  %249 = icmp eq i64 %248, 0, !dbg !184
  br i1 %249, label %250, label %245, !dbg !184, !llvm.loop !196

250:                                              ; preds = %245
  %251 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %164, i64 3, !dbg !198
  %252 = icmp ult i64 %247, 2, !dbg !199
  %253 = select i1 %252, i64 %247, i64 0, !dbg !199
    #dbg_value(i64 %253, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !180)
  %254 = udiv i64 %244, %247, !dbg !200
    #dbg_value(i64 %254, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !180)
  store i64 %253, ptr %251, align 16, !dbg !201, !tbaa !127
  %255 = getelementptr inbounds i8, ptr %251, i64 8, !dbg !201
  store i64 %254, ptr %255, align 8, !dbg !201, !tbaa !127
    #dbg_value(i64 4, !72, !DIExpression(), !171)
  %256 = trunc i64 %164 to i32, !dbg !172
  %257 = add i32 %256, 5, !dbg !172
  %258 = uitofp nneg i32 %257 to double, !dbg !175
  %259 = fdiv double 1.000000e+00, %258, !dbg !176
  %260 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %164, i64 4, !dbg !177
  store double %259, ptr %260, align 16, !dbg !178, !tbaa !135
  %261 = zext i32 %257 to i64, !dbg !179
    #dbg_value(i64 1, !104, !DIExpression(), !180)
    #dbg_value(i64 %261, !109, !DIExpression(), !180)
    #dbg_value(i64 1, !114, !DIExpression(), !182)
    #dbg_value(i64 %261, !119, !DIExpression(), !182)
  br label %262, !dbg !184

262:                                              ; preds = %262, %250
  %263 = phi i64 [ %264, %262 ], [ 1, %250 ]
  %264 = phi i64 [ %265, %262 ], [ %261, %250 ]
    #dbg_value(i64 %263, !114, !DIExpression(), !182)
    #dbg_value(i64 %264, !119, !DIExpression(), !182)
  %265 = urem i64 %263, %264, !dbg !194
    #dbg_value(i64 %265, !120, !DIExpression(), !195)
    #dbg_value(i64 %264, !114, !DIExpression(), !182)
    #dbg_value(i64 %265, !119, !DIExpression(), !182)
  %266 = icmp eq i64 %265, 0, !dbg !184
  br i1 %266, label %267, label %262, !dbg !184, !llvm.loop !196

267:                                              ; preds = %262
  %268 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %164, i64 4, !dbg !198
  %269 = icmp ult i64 %264, 2, !dbg !199
  %270 = select i1 %269, i64 %264, i64 0, !dbg !199
    #dbg_value(i64 %270, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !180)
  %271 = udiv i64 %261, %264, !dbg !200
    #dbg_value(i64 %271, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !180)
  store i64 %270, ptr %268, align 16, !dbg !201, !tbaa !127
  %272 = getelementptr inbounds i8, ptr %268, i64 8, !dbg !201
  store i64 %271, ptr %272, align 8, !dbg !201, !tbaa !127
    #dbg_value(i64 5, !72, !DIExpression(), !171)
  %273 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %164, i64 5, !dbg !203
  store double 1.000000e+00, ptr %273, align 8, !dbg !204, !tbaa !135
    #dbg_value(i64 1, !104, !DIExpression(), !205)
    #dbg_value(i64 1, !109, !DIExpression(), !205)
    #dbg_value(i64 1, !114, !DIExpression(), !207)
    #dbg_value(i64 1, !119, !DIExpression(), !207)
    #dbg_value(i64 1, !114, !DIExpression(), !207)
    #dbg_value(i64 1, !119, !DIExpression(), !207)
    #dbg_value(i64 0, !120, !DIExpression(), !209)
    #dbg_value(i64 1, !114, !DIExpression(), !207)
    #dbg_value(i64 0, !119, !DIExpression(), !207)
  %274 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %164, i64 5, !dbg !210
    #dbg_value(i64 1, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !205)
    #dbg_value(i64 1, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !205)
  store i64 1, ptr %274, align 16, !dbg !211, !tbaa !127
  %275 = getelementptr inbounds i8, ptr %274, i64 8, !dbg !211
  store i64 1, ptr %275, align 8, !dbg !211, !tbaa !127
    #dbg_value(i64 %204, !70, !DIExpression(), !169)
  %276 = icmp eq i64 %204, 5, !dbg !212
  br i1 %276, label %171, label %163, !dbg !170, !llvm.loop !213
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc noundef i32 @solve_double(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #3 !dbg !215 {
    #dbg_value(ptr %0, !223, !DIExpression(), !258)
    #dbg_value(ptr %1, !224, !DIExpression(), !258)
    #dbg_value(i32 0, !225, !DIExpression(), !259)
  br label %6, !dbg !260

3:                                                ; preds = %83, %53
    #dbg_value(i64 %9, !225, !DIExpression(), !259)
  %4 = add nuw nsw i64 %8, 1, !dbg !260
  %5 = icmp eq i64 %9, 5, !dbg !261
  br i1 %5, label %116, label %6, !dbg !260, !llvm.loop !262

6:                                                ; preds = %2, %3
  %7 = phi i64 [ 0, %2 ], [ %9, %3 ]
  %8 = phi i64 [ 1, %2 ], [ %4, %3 ]
    #dbg_value(i64 %7, !225, !DIExpression(), !259)
    #dbg_value(i64 %7, !227, !DIExpression(), !264)
  %9 = add nuw nsw i64 %7, 1, !dbg !265
    #dbg_value(i64 %9, !230, !DIExpression(), !266)
  %10 = icmp ult i64 %7, 4, !dbg !267
  %11 = trunc nuw nsw i64 %7 to i32, !dbg !269
  br i1 %10, label %18, label %12, !dbg !269

12:                                               ; preds = %18, %6
  %13 = phi i32 [ %11, %6 ], [ %34, %18 ], !dbg !264
  %14 = sext i32 %13 to i64, !dbg !270
  %15 = getelementptr inbounds [6 x double], ptr %0, i64 %14, i64 %7, !dbg !270
  %16 = load double, ptr %15, align 8, !dbg !270, !tbaa !135
  %17 = fcmp une double %16, 0.000000e+00, !dbg !272
  br i1 %17, label %37, label %185, !dbg !273

18:                                               ; preds = %6, %18
  %19 = phi i64 [ %35, %18 ], [ %8, %6 ]
  %20 = phi i32 [ %34, %18 ], [ %11, %6 ]
    #dbg_value(i32 %20, !227, !DIExpression(), !264)
    #dbg_value(i64 %19, !230, !DIExpression(), !266)
  %21 = getelementptr inbounds [6 x double], ptr %0, i64 %19, i64 %7, !dbg !274
  %22 = load double, ptr %21, align 8, !dbg !274, !tbaa !135
    #dbg_value(double %22, !276, !DIExpression(), !281)
  %23 = fcmp olt double %22, 0.000000e+00, !dbg !283
  %24 = fneg double %22, !dbg !284
  %25 = select i1 %23, double %24, double %22, !dbg !284
  %26 = sext i32 %20 to i64, !dbg !285
  %27 = getelementptr inbounds [6 x double], ptr %0, i64 %26, i64 %7, !dbg !285
  %28 = load double, ptr %27, align 8, !dbg !285, !tbaa !135
    #dbg_value(double %28, !276, !DIExpression(), !286)
  %29 = fcmp olt double %28, 0.000000e+00, !dbg !288
  %30 = fneg double %28, !dbg !289
  %31 = select i1 %29, double %30, double %28, !dbg !289
  %32 = fcmp ogt double %25, %31, !dbg !290
  %33 = trunc nuw nsw i64 %19 to i32, !dbg !291
  %34 = select i1 %32, i32 %33, i32 %20, !dbg !291
    #dbg_value(i32 %34, !227, !DIExpression(), !264)
  %35 = add nuw nsw i64 %19, 1, !dbg !292
    #dbg_value(i64 %35, !230, !DIExpression(), !266)
  %36 = icmp eq i64 %35, 5, !dbg !267
  br i1 %36, label %12, label %18, !dbg !269, !llvm.loop !293

37:                                               ; preds = %12
  %38 = zext i32 %13 to i64, !dbg !295
  %39 = icmp eq i64 %7, %38, !dbg !295
  br i1 %39, label %53, label %40, !dbg !296

40:                                               ; preds = %37
    #dbg_value(i64 0, !232, !DIExpression(), !297)
  %41 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 0, !dbg !298
    #dbg_value(double poison, !235, !DIExpression(), !299)
  %42 = getelementptr inbounds [6 x double], ptr %0, i64 %14, i64 0, !dbg !300
    #dbg_value(i64 1, !232, !DIExpression(), !297)
    #dbg_value(double poison, !235, !DIExpression(), !299)
  %43 = load <2 x double>, ptr %41, align 8, !dbg !298, !tbaa !135
  %44 = load <2 x double>, ptr %42, align 8, !dbg !300, !tbaa !135
  store <2 x double> %44, ptr %41, align 8, !dbg !301, !tbaa !135
  store <2 x double> %43, ptr %42, align 8, !dbg !302, !tbaa !135
    #dbg_value(i64 2, !232, !DIExpression(), !297)
  %45 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 2, !dbg !298
    #dbg_value(double poison, !235, !DIExpression(), !299)
  %46 = getelementptr inbounds [6 x double], ptr %0, i64 %14, i64 2, !dbg !300
    #dbg_value(i64 3, !232, !DIExpression(), !297)
    #dbg_value(double poison, !235, !DIExpression(), !299)
  %47 = load <2 x double>, ptr %45, align 8, !dbg !298, !tbaa !135
  %48 = load <2 x double>, ptr %46, align 8, !dbg !300, !tbaa !135
  store <2 x double> %48, ptr %45, align 8, !dbg !301, !tbaa !135
  store <2 x double> %47, ptr %46, align 8, !dbg !302, !tbaa !135
    #dbg_value(i64 4, !232, !DIExpression(), !297)
  %49 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 4, !dbg !298
    #dbg_value(double poison, !235, !DIExpression(), !299)
  %50 = getelementptr inbounds [6 x double], ptr %0, i64 %14, i64 4, !dbg !300
    #dbg_value(i64 5, !232, !DIExpression(), !297)
    #dbg_value(double poison, !235, !DIExpression(), !299)
  %51 = load <2 x double>, ptr %49, align 8, !dbg !298, !tbaa !135
  %52 = load <2 x double>, ptr %50, align 8, !dbg !300, !tbaa !135
  store <2 x double> %52, ptr %49, align 8, !dbg !301, !tbaa !135
  store <2 x double> %51, ptr %50, align 8, !dbg !302, !tbaa !135
    #dbg_value(i64 6, !232, !DIExpression(), !297)
  br label %53, !dbg !303

53:                                               ; preds = %40, %37
    #dbg_value(i64 %9, !238, !DIExpression(), !304)
  br i1 %10, label %54, label %3, !dbg !305

54:                                               ; preds = %53
  %55 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %7
  %56 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %7
  %57 = add nuw nsw i64 %7, 1
  %58 = icmp eq i64 %57, 6
  %59 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %57
  %60 = add nuw nsw i64 %7, 2
  %61 = icmp eq i64 %60, 6
  %62 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %60
  %63 = add nuw nsw i64 %7, 3
  %64 = icmp eq i64 %63, 6
  %65 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %63
  %66 = icmp eq i64 %7, 2
  %67 = or disjoint i64 %7, 4
  %68 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %67
  %69 = add nuw nsw i64 %7, 5
  %70 = icmp eq i64 %69, 6
  %71 = getelementptr inbounds [6 x double], ptr %0, i64 %7, i64 %69
  br label %72, !dbg !305

72:                                               ; preds = %83, %54
  %73 = phi i64 [ %8, %54 ], [ %84, %83 ]
    #dbg_value(i64 %73, !238, !DIExpression(), !304)
  %74 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %7, !dbg !306
  %75 = load double, ptr %74, align 8, !dbg !306, !tbaa !135
  %76 = load double, ptr %55, align 8, !dbg !307, !tbaa !135
  %77 = fdiv double %75, %76, !dbg !308
    #dbg_value(double %77, !240, !DIExpression(), !309)
    #dbg_value(i64 %7, !243, !DIExpression(), !310)
    #dbg_value(i64 %7, !243, !DIExpression(), !310)
  %78 = load double, ptr %56, align 8, !dbg !311, !tbaa !135
  %79 = fmul double %77, %78, !dbg !312
    #dbg_value(double %79, !245, !DIExpression(), !313)
  %80 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %7, !dbg !314
  %81 = load double, ptr %80, align 8, !dbg !315, !tbaa !135
  %82 = fsub double %81, %79, !dbg !315
  store double %82, ptr %80, align 8, !dbg !315, !tbaa !135
    #dbg_value(i64 %57, !243, !DIExpression(), !310)
  br i1 %58, label %83, label %86, !dbg !316, !llvm.loop !317

83:                                               ; preds = %110, %104, %98, %92, %86, %72
  %84 = add nuw nsw i64 %73, 1, !dbg !319
    #dbg_value(i64 %84, !238, !DIExpression(), !304)
  %85 = icmp eq i64 %84, 5, !dbg !303
  br i1 %85, label %3, label %72, !dbg !305, !llvm.loop !320

86:                                               ; preds = %72
    #dbg_value(i64 %57, !243, !DIExpression(), !310)
  %87 = load double, ptr %59, align 8, !dbg !311, !tbaa !135
  %88 = fmul double %77, %87, !dbg !312
    #dbg_value(double %88, !245, !DIExpression(), !313)
  %89 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %57, !dbg !314
  %90 = load double, ptr %89, align 8, !dbg !315, !tbaa !135
  %91 = fsub double %90, %88, !dbg !315
  store double %91, ptr %89, align 8, !dbg !315, !tbaa !135
    #dbg_value(i64 %60, !243, !DIExpression(), !310)
  br i1 %61, label %83, label %92, !dbg !316, !llvm.loop !317

92:                                               ; preds = %86
    #dbg_value(i64 %60, !243, !DIExpression(), !310)
  %93 = load double, ptr %62, align 8, !dbg !311, !tbaa !135
  %94 = fmul double %77, %93, !dbg !312
    #dbg_value(double %94, !245, !DIExpression(), !313)
  %95 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %60, !dbg !314
  %96 = load double, ptr %95, align 8, !dbg !315, !tbaa !135
  %97 = fsub double %96, %94, !dbg !315
  store double %97, ptr %95, align 8, !dbg !315, !tbaa !135
    #dbg_value(i64 %63, !243, !DIExpression(), !310)
  br i1 %64, label %83, label %98, !dbg !316, !llvm.loop !317

98:                                               ; preds = %92
    #dbg_value(i64 %63, !243, !DIExpression(), !310)
  %99 = load double, ptr %65, align 8, !dbg !311, !tbaa !135
  %100 = fmul double %77, %99, !dbg !312
    #dbg_value(double %100, !245, !DIExpression(), !313)
  %101 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %63, !dbg !314
  %102 = load double, ptr %101, align 8, !dbg !315, !tbaa !135
  %103 = fsub double %102, %100, !dbg !315
  store double %103, ptr %101, align 8, !dbg !315, !tbaa !135
    #dbg_value(i64 %7, !243, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !310)
  br i1 %66, label %83, label %104, !dbg !316, !llvm.loop !317

104:                                              ; preds = %98
    #dbg_value(i64 %67, !243, !DIExpression(), !310)
    #dbg_value(i64 %67, !243, !DIExpression(), !310)
  %105 = load double, ptr %68, align 8, !dbg !311, !tbaa !135
  %106 = fmul double %77, %105, !dbg !312
    #dbg_value(double %106, !245, !DIExpression(), !313)
  %107 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %67, !dbg !314
  %108 = load double, ptr %107, align 8, !dbg !315, !tbaa !135
  %109 = fsub double %108, %106, !dbg !315
  store double %109, ptr %107, align 8, !dbg !315, !tbaa !135
    #dbg_value(i64 %69, !243, !DIExpression(), !310)
  br i1 %70, label %83, label %110, !dbg !316, !llvm.loop !317

110:                                              ; preds = %104
    #dbg_value(i64 %69, !243, !DIExpression(), !310)
  %111 = load double, ptr %71, align 8, !dbg !311, !tbaa !135
  %112 = fmul double %77, %111, !dbg !312
    #dbg_value(double %112, !245, !DIExpression(), !313)
  %113 = getelementptr inbounds [6 x double], ptr %0, i64 %73, i64 %69, !dbg !314
  %114 = load double, ptr %113, align 8, !dbg !315, !tbaa !135
  %115 = fsub double %114, %112, !dbg !315
  store double %115, ptr %113, align 8, !dbg !315, !tbaa !135
    #dbg_value(i64 %7, !243, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !310)
  br label %83

116:                                              ; preds = %3
    #dbg_value(i64 4, !248, !DIExpression(), !322)
    #dbg_value(double poison, !250, !DIExpression(), !323)
    #dbg_value(i64 4, !253, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !324)
  %117 = getelementptr inbounds i8, ptr %0, i64 232, !dbg !325
  %118 = load double, ptr %117, align 8, !dbg !325, !tbaa !135
    #dbg_value(double %118, !250, !DIExpression(), !323)
  %119 = getelementptr inbounds i8, ptr %0, i64 224, !dbg !326
  %120 = load double, ptr %119, align 8, !dbg !326, !tbaa !135
  %121 = fdiv double %118, %120, !dbg !327
  %122 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !328
  store double %121, ptr %122, align 8, !dbg !329, !tbaa !135
    #dbg_value(i64 3, !248, !DIExpression(), !322)
    #dbg_value(double poison, !255, !DIExpression(), !330)
    #dbg_value(double poison, !250, !DIExpression(), !323)
  %123 = getelementptr inbounds i8, ptr %0, i64 184, !dbg !325
  %124 = load double, ptr %123, align 8, !dbg !325, !tbaa !135
  %125 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !331
  %126 = load double, ptr %125, align 8, !dbg !331, !tbaa !135
  %127 = fmul double %126, %121, !dbg !332
    #dbg_value(double %127, !255, !DIExpression(), !330)
  %128 = fsub double %124, %127, !dbg !333
    #dbg_value(double %128, !250, !DIExpression(), !323)
  %129 = getelementptr inbounds i8, ptr %0, i64 168, !dbg !326
  %130 = load double, ptr %129, align 8, !dbg !326, !tbaa !135
  %131 = fdiv double %128, %130, !dbg !327
  %132 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !328
  store double %131, ptr %132, align 8, !dbg !329, !tbaa !135
    #dbg_value(i64 2, !248, !DIExpression(), !322)
    #dbg_value(double poison, !255, !DIExpression(), !330)
    #dbg_value(double poison, !250, !DIExpression(), !323)
  %133 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !325
  %134 = load double, ptr %133, align 8, !dbg !325, !tbaa !135
  %135 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !331
  %136 = load double, ptr %135, align 8, !dbg !331, !tbaa !135
  %137 = fmul double %136, %131, !dbg !332
    #dbg_value(double %137, !255, !DIExpression(), !330)
  %138 = fsub double %134, %137, !dbg !333
    #dbg_value(double %138, !250, !DIExpression(), !323)
  %139 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !331
  %140 = load double, ptr %139, align 8, !dbg !331, !tbaa !135
  %141 = fmul double %140, %121, !dbg !332
    #dbg_value(double %141, !255, !DIExpression(), !330)
  %142 = fsub double %138, %141, !dbg !333
    #dbg_value(double %142, !250, !DIExpression(), !323)
  %143 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !326
  %144 = load double, ptr %143, align 8, !dbg !326, !tbaa !135
  %145 = fdiv double %142, %144, !dbg !327
  %146 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !328
  store double %145, ptr %146, align 8, !dbg !329, !tbaa !135
    #dbg_value(i64 1, !248, !DIExpression(), !322)
    #dbg_value(double poison, !255, !DIExpression(), !330)
    #dbg_value(double poison, !250, !DIExpression(), !323)
  %147 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !325
  %148 = load double, ptr %147, align 8, !dbg !325, !tbaa !135
  %149 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !331
  %150 = load double, ptr %149, align 8, !dbg !331, !tbaa !135
  %151 = fmul double %150, %145, !dbg !332
    #dbg_value(double %151, !255, !DIExpression(), !330)
  %152 = fsub double %148, %151, !dbg !333
    #dbg_value(double %152, !250, !DIExpression(), !323)
  %153 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !331
  %154 = load double, ptr %153, align 8, !dbg !331, !tbaa !135
  %155 = fmul double %154, %131, !dbg !332
    #dbg_value(double %155, !255, !DIExpression(), !330)
  %156 = fsub double %152, %155, !dbg !333
    #dbg_value(double %156, !250, !DIExpression(), !323)
  %157 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !331
  %158 = load double, ptr %157, align 8, !dbg !331, !tbaa !135
  %159 = fmul double %158, %121, !dbg !332
    #dbg_value(double %159, !255, !DIExpression(), !330)
  %160 = fsub double %156, %159, !dbg !333
    #dbg_value(double %160, !250, !DIExpression(), !323)
  %161 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !326
  %162 = load double, ptr %161, align 8, !dbg !326, !tbaa !135
  %163 = fdiv double %160, %162, !dbg !327
  %164 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !328
  store double %163, ptr %164, align 8, !dbg !329, !tbaa !135
    #dbg_value(i64 0, !248, !DIExpression(), !322)
    #dbg_value(double poison, !255, !DIExpression(), !330)
    #dbg_value(double poison, !250, !DIExpression(), !323)
  %165 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !325
  %166 = load double, ptr %165, align 8, !dbg !325, !tbaa !135
  %167 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !331
  %168 = load double, ptr %167, align 8, !dbg !331, !tbaa !135
  %169 = fmul double %168, %163, !dbg !332
    #dbg_value(double %169, !255, !DIExpression(), !330)
  %170 = fsub double %166, %169, !dbg !333
    #dbg_value(double %170, !250, !DIExpression(), !323)
  %171 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !331
  %172 = load double, ptr %171, align 8, !dbg !331, !tbaa !135
  %173 = fmul double %172, %145, !dbg !332
    #dbg_value(double %173, !255, !DIExpression(), !330)
  %174 = fsub double %170, %173, !dbg !333
    #dbg_value(double %174, !250, !DIExpression(), !323)
  %175 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !331
  %176 = load double, ptr %175, align 8, !dbg !331, !tbaa !135
  %177 = fmul double %176, %131, !dbg !332
    #dbg_value(double %177, !255, !DIExpression(), !330)
  %178 = fsub double %174, %177, !dbg !333
    #dbg_value(double %178, !250, !DIExpression(), !323)
  %179 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !331
  %180 = load double, ptr %179, align 8, !dbg !331, !tbaa !135
  %181 = fmul double %180, %121, !dbg !332
    #dbg_value(double %181, !255, !DIExpression(), !330)
  %182 = fsub double %178, %181, !dbg !333
    #dbg_value(double %182, !250, !DIExpression(), !323)
  %183 = load double, ptr %0, align 8, !dbg !326, !tbaa !135
  %184 = fdiv double %182, %183, !dbg !327
  store double %184, ptr %1, align 8, !dbg !329, !tbaa !135
    #dbg_value(i64 -1, !248, !DIExpression(), !322)
  br label %185, !dbg !334

185:                                              ; preds = %12, %116
  %186 = phi i32 [ 1, %116 ], [ 0, %12 ], !dbg !258
  ret i32 %186, !dbg !334
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @solve_exact(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #3 !dbg !335 {
  %3 = alloca %struct.frac, align 8, !DIAssignID !369
    #dbg_assign(i1 undef, !352, !DIExpression(), !369, ptr %3, !DIExpression(), !370)
    #dbg_value(ptr %0, !342, !DIExpression(), !371)
    #dbg_value(ptr %1, !343, !DIExpression(), !371)
    #dbg_value(i32 0, !344, !DIExpression(), !372)
  br label %7, !dbg !373

4:                                                ; preds = %68, %32
    #dbg_value(i64 %33, !344, !DIExpression(), !372)
  %5 = add nuw nsw i64 %8, 1, !dbg !373
  %6 = icmp eq i64 %33, 5, !dbg !374
  br i1 %6, label %130, label %7, !dbg !373, !llvm.loop !375

7:                                                ; preds = %2, %4
  %8 = phi i64 [ 1, %2 ], [ %5, %4 ]
  %9 = phi i64 [ 0, %2 ], [ %33, %4 ]
    #dbg_value(i64 %9, !344, !DIExpression(), !372)
  br label %10, !dbg !377

10:                                               ; preds = %10, %7
  %11 = phi i64 [ %15, %10 ], [ %9, %7 ], !dbg !378
    #dbg_value(i64 %11, !346, !DIExpression(), !378)
  %12 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 %9, !dbg !379
  %13 = load i64, ptr %12, align 8, !dbg !380, !tbaa !151
  %14 = icmp eq i64 %13, 0, !dbg !381
  %15 = add nuw nsw i64 %11, 1, !dbg !382
    #dbg_value(i64 %15, !346, !DIExpression(), !378)
  br i1 %14, label %10, label %16, !dbg !377, !llvm.loop !383

16:                                               ; preds = %10
  %17 = and i64 %11, 4294967295, !dbg !384
  %18 = icmp eq i64 %17, %9, !dbg !384
  br i1 %18, label %32, label %19, !dbg !385

19:                                               ; preds = %16
    #dbg_value(i64 0, !349, !DIExpression(), !386)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !387
  %20 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 0, !dbg !388
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false), !dbg !388, !tbaa.struct !389, !DIAssignID !390
    #dbg_assign(i1 undef, !352, !DIExpression(), !390, ptr %3, !DIExpression(), !370)
  %21 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 0, !dbg !391
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %21, i64 16, i1 false), !dbg !391, !tbaa.struct !389
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !392, !tbaa.struct !389
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !393
    #dbg_value(i64 1, !349, !DIExpression(), !386)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !387
  %22 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 1, !dbg !388
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false), !dbg !388, !tbaa.struct !389, !DIAssignID !390
    #dbg_assign(i1 undef, !352, !DIExpression(), !390, ptr %3, !DIExpression(), !370)
  %23 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 1, !dbg !391
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false), !dbg !391, !tbaa.struct !389
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !392, !tbaa.struct !389
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !393
    #dbg_value(i64 2, !349, !DIExpression(), !386)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !387
  %24 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 2, !dbg !388
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false), !dbg !388, !tbaa.struct !389, !DIAssignID !390
    #dbg_assign(i1 undef, !352, !DIExpression(), !390, ptr %3, !DIExpression(), !370)
  %25 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 2, !dbg !391
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %25, i64 16, i1 false), !dbg !391, !tbaa.struct !389
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !392, !tbaa.struct !389
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !393
    #dbg_value(i64 3, !349, !DIExpression(), !386)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !387
  %26 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 3, !dbg !388
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false), !dbg !388, !tbaa.struct !389, !DIAssignID !390
    #dbg_assign(i1 undef, !352, !DIExpression(), !390, ptr %3, !DIExpression(), !370)
  %27 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 3, !dbg !391
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %26, ptr noundef nonnull align 8 dereferenceable(16) %27, i64 16, i1 false), !dbg !391, !tbaa.struct !389
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !392, !tbaa.struct !389
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !393
    #dbg_value(i64 4, !349, !DIExpression(), !386)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !387
  %28 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 4, !dbg !388
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %28, i64 16, i1 false), !dbg !388, !tbaa.struct !389, !DIAssignID !390
    #dbg_assign(i1 undef, !352, !DIExpression(), !390, ptr %3, !DIExpression(), !370)
  %29 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 4, !dbg !391
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(16) %29, i64 16, i1 false), !dbg !391, !tbaa.struct !389
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !392, !tbaa.struct !389
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !393
    #dbg_value(i64 5, !349, !DIExpression(), !386)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !387
  %30 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 5, !dbg !388
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %30, i64 16, i1 false), !dbg !388, !tbaa.struct !389, !DIAssignID !390
    #dbg_assign(i1 undef, !352, !DIExpression(), !390, ptr %3, !DIExpression(), !370)
  %31 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 5, !dbg !391
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %30, ptr noundef nonnull align 8 dereferenceable(16) %31, i64 16, i1 false), !dbg !391, !tbaa.struct !389
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !392, !tbaa.struct !389
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !393
    #dbg_value(i64 6, !349, !DIExpression(), !386)
  br label %32, !dbg !394

32:                                               ; preds = %19, %16
  %33 = add nuw nsw i64 %9, 1, !dbg !394
    #dbg_value(i64 %33, !355, !DIExpression(), !395)
  %34 = icmp ult i64 %9, 4, !dbg !396
  br i1 %34, label %35, label %4, !dbg !397

35:                                               ; preds = %32
  %36 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 %9
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  br label %38, !dbg !397

38:                                               ; preds = %35, %68
  %39 = phi i64 [ %8, %35 ], [ %69, %68 ]
    #dbg_value(i64 %39, !355, !DIExpression(), !395)
  %40 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %39, i64 %9, !dbg !398
  %41 = load i64, ptr %40, align 8, !dbg !399
  %42 = getelementptr inbounds i8, ptr %40, i64 8, !dbg !399
  %43 = load i64, ptr %42, align 8, !dbg !399
  %44 = load i64, ptr %36, align 8, !dbg !399
  %45 = load i64, ptr %37, align 8, !dbg !399
    #dbg_value(i64 %41, !400, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !406)
    #dbg_value(i64 %43, !400, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !406)
    #dbg_value(i64 %44, !405, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !406)
    #dbg_value(i64 %45, !405, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !406)
  %46 = mul nsw i64 %45, %41, !dbg !408
  %47 = mul nsw i64 %44, %43, !dbg !409
    #dbg_value(i64 %46, !104, !DIExpression(), !410)
    #dbg_value(i64 %47, !109, !DIExpression(), !410)
  %48 = icmp slt i64 %47, 0, !dbg !412
  %49 = sub nsw i64 0, %46, !dbg !414
  %50 = tail call i64 @llvm.abs.i64(i64 %47, i1 true), !dbg !414
  %51 = select i1 %48, i64 %49, i64 %46, !dbg !414
    #dbg_value(i64 %51, !104, !DIExpression(), !410)
    #dbg_value(i64 %50, !109, !DIExpression(), !410)
    #dbg_value(i64 %51, !114, !DIExpression(), !415)
    #dbg_value(i64 %50, !119, !DIExpression(), !415)
  %52 = tail call i64 @llvm.abs.i64(i64 %46, i1 true), !dbg !417
    #dbg_value(i64 %52, !114, !DIExpression(), !415)
  %53 = icmp eq i64 %47, 0, !dbg !418
  br i1 %53, label %59, label %54, !dbg !418

54:                                               ; preds = %38, %54
  %55 = phi i64 [ %56, %54 ], [ %52, %38 ]
  %56 = phi i64 [ %57, %54 ], [ %50, %38 ]
    #dbg_value(i64 %55, !114, !DIExpression(), !415)
    #dbg_value(i64 %56, !119, !DIExpression(), !415)
  %57 = urem i64 %55, %56, !dbg !419
    #dbg_value(i64 %57, !120, !DIExpression(), !420)
    #dbg_value(i64 %56, !114, !DIExpression(), !415)
    #dbg_value(i64 %57, !119, !DIExpression(), !415)
  %58 = icmp eq i64 %57, 0, !dbg !418
  br i1 %58, label %61, label %54, !dbg !418, !llvm.loop !421

59:                                               ; preds = %38
    #dbg_value(i64 %52, !110, !DIExpression(), !410)
  %60 = icmp eq i64 %46, 0, !dbg !423
  br i1 %60, label %65, label %61, !dbg !423

61:                                               ; preds = %54, %59
  %62 = phi i64 [ %52, %59 ], [ %56, %54 ]
  %63 = sdiv i64 %51, %62, !dbg !424
    #dbg_value(i64 %63, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !410)
  %64 = udiv i64 %50, %62, !dbg !425
  br label %65, !dbg !426

65:                                               ; preds = %61, %59
  %66 = phi i64 [ %63, %61 ], [ 0, %59 ]
  %67 = phi i64 [ %64, %61 ], [ 1, %59 ], !dbg !426
    #dbg_value(i64 %67, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !410)
    #dbg_value(i64 %66, !357, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !427)
    #dbg_value(i64 %67, !357, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !427)
    #dbg_value(i64 %9, !360, !DIExpression(), !428)
  br label %71, !dbg !429

68:                                               ; preds = %124
  %69 = add nuw nsw i64 %39, 1, !dbg !430
    #dbg_value(i64 %69, !355, !DIExpression(), !395)
  %70 = icmp eq i64 %69, 5, !dbg !396
  br i1 %70, label %4, label %38, !dbg !397, !llvm.loop !431

71:                                               ; preds = %65, %124
  %72 = phi i64 [ %9, %65 ], [ %127, %124 ]
    #dbg_value(i64 %72, !360, !DIExpression(), !428)
  %73 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %39, i64 %72, !dbg !433
  %74 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 %72, !dbg !435
  %75 = load i64, ptr %74, align 8, !dbg !436
  %76 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !436
  %77 = load i64, ptr %76, align 8, !dbg !436
    #dbg_value(i64 %66, !437, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !441)
    #dbg_value(i64 %67, !437, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !441)
    #dbg_value(i64 %75, !440, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !441)
    #dbg_value(i64 %77, !440, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !441)
  %78 = mul nsw i64 %75, %66, !dbg !443
  %79 = mul nsw i64 %77, %67, !dbg !444
    #dbg_value(i64 %78, !104, !DIExpression(), !445)
    #dbg_value(i64 %79, !109, !DIExpression(), !445)
  %80 = icmp slt i64 %79, 0, !dbg !447
  %81 = sub nsw i64 0, %78, !dbg !448
  %82 = tail call i64 @llvm.abs.i64(i64 %79, i1 true), !dbg !448
  %83 = select i1 %80, i64 %81, i64 %78, !dbg !448
    #dbg_value(i64 %83, !104, !DIExpression(), !445)
    #dbg_value(i64 %82, !109, !DIExpression(), !445)
    #dbg_value(i64 %83, !114, !DIExpression(), !449)
    #dbg_value(i64 %82, !119, !DIExpression(), !449)
  %84 = tail call i64 @llvm.abs.i64(i64 %78, i1 true), !dbg !451
    #dbg_value(i64 %84, !114, !DIExpression(), !449)
  %85 = icmp eq i64 %79, 0, !dbg !452
  br i1 %85, label %91, label %86, !dbg !452

86:                                               ; preds = %71, %86
  %87 = phi i64 [ %88, %86 ], [ %84, %71 ]
  %88 = phi i64 [ %89, %86 ], [ %82, %71 ]
    #dbg_value(i64 %87, !114, !DIExpression(), !449)
    #dbg_value(i64 %88, !119, !DIExpression(), !449)
  %89 = urem i64 %87, %88, !dbg !453
    #dbg_value(i64 %89, !120, !DIExpression(), !454)
    #dbg_value(i64 %88, !114, !DIExpression(), !449)
    #dbg_value(i64 %89, !119, !DIExpression(), !449)
  %90 = icmp eq i64 %89, 0, !dbg !452
  br i1 %90, label %93, label %86, !dbg !452, !llvm.loop !455

91:                                               ; preds = %71
    #dbg_value(i64 %84, !110, !DIExpression(), !445)
  %92 = icmp eq i64 %78, 0, !dbg !457
  br i1 %92, label %97, label %93, !dbg !457

93:                                               ; preds = %86, %91
  %94 = phi i64 [ %84, %91 ], [ %88, %86 ]
  %95 = sdiv i64 %83, %94, !dbg !458
    #dbg_value(i64 %95, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !445)
  %96 = udiv i64 %82, %94, !dbg !459
  br label %97, !dbg !460

97:                                               ; preds = %91, %93
  %98 = phi i64 [ %95, %93 ], [ 0, %91 ]
  %99 = phi i64 [ %96, %93 ], [ 1, %91 ], !dbg !460
    #dbg_value(i64 %99, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !445)
  %100 = load i64, ptr %73, align 8, !dbg !461
  %101 = getelementptr inbounds i8, ptr %73, i64 8, !dbg !461
  %102 = load i64, ptr %101, align 8, !dbg !461
    #dbg_value(i64 %100, !462, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !466)
    #dbg_value(i64 %102, !462, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !466)
    #dbg_value(i64 %98, !465, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !466)
    #dbg_value(i64 %99, !465, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !466)
  %103 = mul nsw i64 %100, %99, !dbg !468
  %104 = mul nsw i64 %102, %98, !dbg !469
  %105 = sub nsw i64 %103, %104, !dbg !470
  %106 = mul nsw i64 %102, %99, !dbg !471
    #dbg_value(i64 %105, !104, !DIExpression(), !472)
    #dbg_value(i64 %106, !109, !DIExpression(), !472)
  %107 = icmp slt i64 %106, 0, !dbg !474
  %108 = sub nsw i64 0, %105, !dbg !475
  %109 = tail call i64 @llvm.abs.i64(i64 %106, i1 true), !dbg !475
  %110 = select i1 %107, i64 %108, i64 %105, !dbg !475
    #dbg_value(i64 %110, !104, !DIExpression(), !472)
    #dbg_value(i64 %109, !109, !DIExpression(), !472)
    #dbg_value(i64 %110, !114, !DIExpression(), !476)
    #dbg_value(i64 %109, !119, !DIExpression(), !476)
  %111 = tail call i64 @llvm.abs.i64(i64 %105, i1 true), !dbg !478
    #dbg_value(i64 %111, !114, !DIExpression(), !476)
  %112 = icmp eq i64 %106, 0, !dbg !479
  br i1 %112, label %118, label %113, !dbg !479

113:                                              ; preds = %97, %113
  %114 = phi i64 [ %115, %113 ], [ %111, %97 ]
  %115 = phi i64 [ %116, %113 ], [ %109, %97 ]
    #dbg_value(i64 %114, !114, !DIExpression(), !476)
    #dbg_value(i64 %115, !119, !DIExpression(), !476)
  %116 = urem i64 %114, %115, !dbg !480
    #dbg_value(i64 %116, !120, !DIExpression(), !481)
    #dbg_value(i64 %115, !114, !DIExpression(), !476)
    #dbg_value(i64 %116, !119, !DIExpression(), !476)
  %117 = icmp eq i64 %116, 0, !dbg !479
  br i1 %117, label %120, label %113, !dbg !479, !llvm.loop !482

118:                                              ; preds = %97
    #dbg_value(i64 %111, !110, !DIExpression(), !472)
  %119 = icmp eq i64 %103, %104, !dbg !484
  br i1 %119, label %124, label %120, !dbg !484

120:                                              ; preds = %113, %118
  %121 = phi i64 [ %111, %118 ], [ %115, %113 ]
  %122 = sdiv i64 %110, %121, !dbg !485
    #dbg_value(i64 %122, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !472)
  %123 = udiv i64 %109, %121, !dbg !486
  br label %124, !dbg !487

124:                                              ; preds = %118, %120
  %125 = phi i64 [ %122, %120 ], [ 0, %118 ]
  %126 = phi i64 [ %123, %120 ], [ 1, %118 ], !dbg !487
    #dbg_value(i64 %126, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !472)
  store i64 %125, ptr %73, align 8, !dbg !461, !tbaa !127
  store i64 %126, ptr %101, align 8, !dbg !461, !tbaa !127
  %127 = add nuw nsw i64 %72, 1, !dbg !488
    #dbg_value(i64 %127, !360, !DIExpression(), !428)
  %128 = icmp eq i64 %127, 6, !dbg !489
  br i1 %128, label %68, label %71, !dbg !429, !llvm.loop !490

129:                                              ; preds = %165
  ret void, !dbg !492

130:                                              ; preds = %4, %165
  %131 = phi i64 [ %169, %165 ], [ 4, %4 ]
    #dbg_value(i64 %131, !362, !DIExpression(), !493)
  %132 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %131, !dbg !494
  %133 = getelementptr inbounds i8, ptr %132, i64 80, !dbg !494
  %134 = load i64, ptr %133, align 8, !dbg !494, !tbaa !127
  %135 = getelementptr inbounds i8, ptr %132, i64 88, !dbg !494
  %136 = load i64, ptr %135, align 8, !dbg !494, !tbaa !127
    #dbg_value(i64 %134, !364, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !495)
    #dbg_value(i64 %136, !364, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !495)
    #dbg_value(i64 %131, !367, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !496)
  %137 = icmp ult i64 %131, 4, !dbg !497
  br i1 %137, label %171, label %138, !dbg !499

138:                                              ; preds = %227, %130
  %139 = phi i64 [ %136, %130 ], [ %229, %227 ], !dbg !495
  %140 = phi i64 [ %134, %130 ], [ %228, %227 ], !dbg !495
  %141 = getelementptr inbounds %struct.frac, ptr %1, i64 %131, !dbg !500
  %142 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %131, i64 %131, !dbg !501
  %143 = load i64, ptr %142, align 8, !dbg !502
  %144 = getelementptr inbounds i8, ptr %142, i64 8, !dbg !502
  %145 = load i64, ptr %144, align 8, !dbg !502
    #dbg_value(i64 %140, !400, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !503)
    #dbg_value(i64 %139, !400, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !503)
    #dbg_value(i64 %143, !405, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !503)
    #dbg_value(i64 %145, !405, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !503)
  %146 = mul nsw i64 %145, %140, !dbg !505
  %147 = mul nsw i64 %143, %139, !dbg !506
    #dbg_value(i64 %146, !104, !DIExpression(), !507)
    #dbg_value(i64 %147, !109, !DIExpression(), !507)
  %148 = icmp slt i64 %147, 0, !dbg !509
  %149 = sub nsw i64 0, %146, !dbg !510
  %150 = tail call i64 @llvm.abs.i64(i64 %147, i1 true), !dbg !510
  %151 = select i1 %148, i64 %149, i64 %146, !dbg !510
    #dbg_value(i64 %151, !104, !DIExpression(), !507)
    #dbg_value(i64 %150, !109, !DIExpression(), !507)
    #dbg_value(i64 %151, !114, !DIExpression(), !511)
    #dbg_value(i64 %150, !119, !DIExpression(), !511)
  %152 = tail call i64 @llvm.abs.i64(i64 %146, i1 true), !dbg !513
    #dbg_value(i64 %152, !114, !DIExpression(), !511)
  %153 = icmp eq i64 %147, 0, !dbg !514
  br i1 %153, label %159, label %154, !dbg !514

154:                                              ; preds = %138, %154
  %155 = phi i64 [ %156, %154 ], [ %152, %138 ]
  %156 = phi i64 [ %157, %154 ], [ %150, %138 ]
    #dbg_value(i64 %155, !114, !DIExpression(), !511)
    #dbg_value(i64 %156, !119, !DIExpression(), !511)
  %157 = urem i64 %155, %156, !dbg !515
    #dbg_value(i64 %157, !120, !DIExpression(), !516)
    #dbg_value(i64 %156, !114, !DIExpression(), !511)
    #dbg_value(i64 %157, !119, !DIExpression(), !511)
  %158 = icmp eq i64 %157, 0, !dbg !514
  br i1 %158, label %161, label %154, !dbg !514, !llvm.loop !517

159:                                              ; preds = %138
    #dbg_value(i64 %152, !110, !DIExpression(), !507)
  %160 = icmp eq i64 %146, 0, !dbg !519
  br i1 %160, label %165, label %161, !dbg !519

161:                                              ; preds = %154, %159
  %162 = phi i64 [ %152, %159 ], [ %156, %154 ]
  %163 = sdiv i64 %151, %162, !dbg !520
    #dbg_value(i64 %163, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !507)
  %164 = udiv i64 %150, %162, !dbg !521
  br label %165, !dbg !522

165:                                              ; preds = %159, %161
  %166 = phi i64 [ %163, %161 ], [ 0, %159 ]
  %167 = phi i64 [ %164, %161 ], [ 1, %159 ], !dbg !522
    #dbg_value(i64 %167, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !507)
  store i64 %166, ptr %141, align 8, !dbg !502, !tbaa !127
  %168 = getelementptr inbounds i8, ptr %141, i64 8, !dbg !502
  store i64 %167, ptr %168, align 8, !dbg !502, !tbaa !127
  %169 = add nsw i64 %131, -1, !dbg !523
    #dbg_value(i64 %169, !362, !DIExpression(), !493)
  %170 = icmp eq i64 %131, 0, !dbg !524
  br i1 %170, label %129, label %130, !dbg !525, !llvm.loop !526

171:                                              ; preds = %130, %227
  %172 = phi i64 [ %175, %227 ], [ %131, %130 ]
  %173 = phi i64 [ %228, %227 ], [ %134, %130 ]
  %174 = phi i64 [ %229, %227 ], [ %136, %130 ]
    #dbg_value(i64 %172, !367, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !496)
    #dbg_value(i64 %173, !364, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !495)
    #dbg_value(i64 %174, !364, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !495)
  %175 = add nuw nsw i64 %172, 1, !dbg !528
    #dbg_value(i64 %175, !367, !DIExpression(), !496)
  %176 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %131, i64 %175, !dbg !529
  %177 = getelementptr inbounds %struct.frac, ptr %1, i64 %175, !dbg !530
  %178 = load i64, ptr %176, align 8, !dbg !531
  %179 = getelementptr inbounds i8, ptr %176, i64 8, !dbg !531
  %180 = load i64, ptr %179, align 8, !dbg !531
  %181 = load i64, ptr %177, align 8, !dbg !531
  %182 = getelementptr inbounds i8, ptr %177, i64 8, !dbg !531
  %183 = load i64, ptr %182, align 8, !dbg !531
    #dbg_value(i64 %178, !437, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !532)
    #dbg_value(i64 %180, !437, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !532)
    #dbg_value(i64 %181, !440, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !532)
    #dbg_value(i64 %183, !440, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !532)
  %184 = mul nsw i64 %181, %178, !dbg !534
  %185 = mul nsw i64 %183, %180, !dbg !535
    #dbg_value(i64 %184, !104, !DIExpression(), !536)
    #dbg_value(i64 %185, !109, !DIExpression(), !536)
  %186 = icmp slt i64 %185, 0, !dbg !538
  %187 = sub nsw i64 0, %184, !dbg !539
  %188 = tail call i64 @llvm.abs.i64(i64 %185, i1 true), !dbg !539
  %189 = select i1 %186, i64 %187, i64 %184, !dbg !539
    #dbg_value(i64 %189, !104, !DIExpression(), !536)
    #dbg_value(i64 %188, !109, !DIExpression(), !536)
    #dbg_value(i64 %189, !114, !DIExpression(), !540)
    #dbg_value(i64 %188, !119, !DIExpression(), !540)
  %190 = tail call i64 @llvm.abs.i64(i64 %184, i1 true), !dbg !542
    #dbg_value(i64 %190, !114, !DIExpression(), !540)
  %191 = icmp eq i64 %185, 0, !dbg !543
  br i1 %191, label %197, label %192, !dbg !543

192:                                              ; preds = %171, %192
  %193 = phi i64 [ %194, %192 ], [ %190, %171 ]
  %194 = phi i64 [ %195, %192 ], [ %188, %171 ]
    #dbg_value(i64 %193, !114, !DIExpression(), !540)
    #dbg_value(i64 %194, !119, !DIExpression(), !540)
  %195 = urem i64 %193, %194, !dbg !544
    #dbg_value(i64 %195, !120, !DIExpression(), !545)
    #dbg_value(i64 %194, !114, !DIExpression(), !540)
    #dbg_value(i64 %195, !119, !DIExpression(), !540)
  %196 = icmp eq i64 %195, 0, !dbg !543
  br i1 %196, label %199, label %192, !dbg !543, !llvm.loop !546

197:                                              ; preds = %171
    #dbg_value(i64 %190, !110, !DIExpression(), !536)
  %198 = icmp eq i64 %184, 0, !dbg !548
  br i1 %198, label %203, label %199, !dbg !548

199:                                              ; preds = %192, %197
  %200 = phi i64 [ %190, %197 ], [ %194, %192 ]
  %201 = sdiv i64 %189, %200, !dbg !549
    #dbg_value(i64 %201, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !536)
  %202 = udiv i64 %188, %200, !dbg !550
  br label %203, !dbg !551

203:                                              ; preds = %197, %199
  %204 = phi i64 [ %201, %199 ], [ 0, %197 ]
  %205 = phi i64 [ %202, %199 ], [ 1, %197 ], !dbg !551
    #dbg_value(i64 %205, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !536)
    #dbg_value(i64 %173, !462, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !552)
    #dbg_value(i64 %174, !462, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !552)
    #dbg_value(i64 %204, !465, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !552)
    #dbg_value(i64 %205, !465, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !552)
  %206 = mul nsw i64 %205, %173, !dbg !554
  %207 = mul nsw i64 %204, %174, !dbg !555
  %208 = sub nsw i64 %206, %207, !dbg !556
  %209 = mul nsw i64 %205, %174, !dbg !557
    #dbg_value(i64 %208, !104, !DIExpression(), !558)
    #dbg_value(i64 %209, !109, !DIExpression(), !558)
  %210 = icmp slt i64 %209, 0, !dbg !560
  %211 = sub nsw i64 0, %208, !dbg !561
  %212 = tail call i64 @llvm.abs.i64(i64 %209, i1 true), !dbg !561
  %213 = select i1 %210, i64 %211, i64 %208, !dbg !561
    #dbg_value(i64 %213, !104, !DIExpression(), !558)
    #dbg_value(i64 %212, !109, !DIExpression(), !558)
    #dbg_value(i64 %213, !114, !DIExpression(), !562)
    #dbg_value(i64 %212, !119, !DIExpression(), !562)
  %214 = tail call i64 @llvm.abs.i64(i64 %208, i1 true), !dbg !564
    #dbg_value(i64 %214, !114, !DIExpression(), !562)
  %215 = icmp eq i64 %209, 0, !dbg !565
  br i1 %215, label %221, label %216, !dbg !565

216:                                              ; preds = %203, %216
  %217 = phi i64 [ %218, %216 ], [ %214, %203 ]
  %218 = phi i64 [ %219, %216 ], [ %212, %203 ]
    #dbg_value(i64 %217, !114, !DIExpression(), !562)
    #dbg_value(i64 %218, !119, !DIExpression(), !562)
  %219 = urem i64 %217, %218, !dbg !566
    #dbg_value(i64 %219, !120, !DIExpression(), !567)
    #dbg_value(i64 %218, !114, !DIExpression(), !562)
    #dbg_value(i64 %219, !119, !DIExpression(), !562)
  %220 = icmp eq i64 %219, 0, !dbg !565
  br i1 %220, label %223, label %216, !dbg !565, !llvm.loop !568

221:                                              ; preds = %203
    #dbg_value(i64 %214, !110, !DIExpression(), !558)
  %222 = icmp eq i64 %206, %207, !dbg !570
  br i1 %222, label %227, label %223, !dbg !570

223:                                              ; preds = %216, %221
  %224 = phi i64 [ %214, %221 ], [ %218, %216 ]
  %225 = sdiv i64 %213, %224, !dbg !571
    #dbg_value(i64 %225, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !558)
  %226 = udiv i64 %212, %224, !dbg !572
  br label %227, !dbg !573

227:                                              ; preds = %221, %223
  %228 = phi i64 [ %225, %223 ], [ 0, %221 ]
  %229 = phi i64 [ %226, %223 ], [ 1, %221 ], !dbg !573
    #dbg_value(i64 %229, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !558)
    #dbg_value(i64 %175, !367, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !496)
    #dbg_value(i64 %228, !364, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !495)
    #dbg_value(i64 %229, !364, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !495)
  %230 = icmp eq i64 %175, 4, !dbg !497
  br i1 %230, label %138, label %171, !dbg !499, !llvm.loop !574
}

; Function Attrs: nofree nounwind
declare !dbg !576 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!80, !81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 96, type: !78, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !32)
!3 = !DIFile(filename: "gauss_elim.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "990ce1b410011fc44e3b0b8375bf8048")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !{!0, !11, !17, !22, !27}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 110, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 88, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 288, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 36)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 137, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 272, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 34)
!32 = !{!33, !38, !45, !47, !50, !53, !55, !56, !58, !60, !63, !65, !68, !69, !70, !72, !76}
!33 = !DILocalVariable(name: "a", scope: !2, file: !3, line: 99, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 1920, elements: !35)
!35 = !{!36, !37}
!36 = !DISubrange(count: 5)
!37 = !DISubrange(count: 6)
!38 = !DILocalVariable(name: "fa", scope: !2, file: !3, line: 100, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 3840, elements: !35)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "frac", file: !3, line: 7, size: 128, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !40, file: !3, line: 8, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "den", scope: !40, file: !3, line: 8, baseType: !43, size: 64, offset: 64)
!45 = !DILocalVariable(name: "i", scope: !46, file: !3, line: 101, type: !6)
!46 = distinct !DILexicalBlock(scope: !2, file: !3, line: 101, column: 5)
!47 = !DILocalVariable(name: "j", scope: !48, file: !3, line: 102, type: !6)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 102, column: 9)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 101, column: 5)
!50 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 106, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 320, elements: !52)
!52 = !{!36}
!53 = !DILocalVariable(name: "fx", scope: !2, file: !3, line: 107, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 640, elements: !52)
!55 = !DILocalVariable(name: "ok", scope: !2, file: !3, line: 108, type: !6)
!56 = !DILocalVariable(name: "i", scope: !57, file: !3, line: 111, type: !6)
!57 = distinct !DILexicalBlock(scope: !2, file: !3, line: 111, column: 5)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 115, type: !6)
!59 = distinct !DILexicalBlock(scope: !2, file: !3, line: 115, column: 5)
!60 = !DILocalVariable(name: "r", scope: !61, file: !3, line: 116, type: !9)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 115, column: 33)
!62 = distinct !DILexicalBlock(scope: !59, file: !3, line: 115, column: 5)
!63 = !DILocalVariable(name: "j", scope: !64, file: !3, line: 117, type: !6)
!64 = distinct !DILexicalBlock(scope: !61, file: !3, line: 117, column: 9)
!65 = !DILocalVariable(name: "t", scope: !66, file: !3, line: 118, type: !9)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 117, column: 37)
!67 = distinct !DILexicalBlock(scope: !64, file: !3, line: 117, column: 9)
!68 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 124, type: !34)
!69 = !DILocalVariable(name: "fh", scope: !2, file: !3, line: 125, type: !39)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 126, type: !6)
!71 = distinct !DILexicalBlock(scope: !2, file: !3, line: 126, column: 5)
!72 = !DILocalVariable(name: "j", scope: !73, file: !3, line: 127, type: !6)
!73 = distinct !DILexicalBlock(scope: !74, file: !3, line: 127, column: 9)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 126, column: 33)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 126, column: 5)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 136, type: !6)
!77 = distinct !DILexicalBlock(scope: !2, file: !3, line: 136, column: 5)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 960, elements: !35)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!80 = !{i32 7, !"Dwarf Version", i32 5}
!81 = !{i32 2, !"Debug Info Version", i32 3}
!82 = !{i32 1, !"wchar_size", i32 4}
!83 = !{i32 8, !"PIC Level", i32 2}
!84 = !{i32 7, !"PIE Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 2}
!86 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !2)
!90 = distinct !DIAssignID()
!91 = distinct !DIAssignID()
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 99, column: 5, scope: !2)
!96 = !DILocation(line: 100, column: 5, scope: !2)
!97 = !DILocation(line: 0, scope: !46)
!98 = !DILocation(line: 101, column: 5, scope: !46)
!99 = !DILocation(line: 0, scope: !48)
!100 = !DILocation(line: 103, column: 23, scope: !101)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 102, column: 38)
!102 = distinct !DILexicalBlock(scope: !48, file: !3, line: 102, column: 9)
!103 = !DILocation(line: 103, column: 13, scope: !101)
!104 = !DILocalVariable(name: "n", arg: 1, scope: !105, file: !3, line: 22, type: !43)
!105 = distinct !DISubprogram(name: "mk", scope: !3, file: !3, line: 22, type: !106, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !108)
!106 = !DISubroutineType(types: !107)
!107 = !{!40, !43, !43}
!108 = !{!104, !109, !110, !111}
!109 = !DILocalVariable(name: "d", arg: 2, scope: !105, file: !3, line: 22, type: !43)
!110 = !DILocalVariable(name: "g", scope: !105, file: !3, line: 27, type: !43)
!111 = !DILocalVariable(name: "f", scope: !105, file: !3, line: 28, type: !40)
!112 = !DILocation(line: 0, scope: !105, inlinedAt: !113)
!113 = distinct !DILocation(line: 104, column: 24, scope: !101)
!114 = !DILocalVariable(name: "a", arg: 1, scope: !115, file: !3, line: 11, type: !43)
!115 = distinct !DISubprogram(name: "gcdl", scope: !3, file: !3, line: 11, type: !116, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!43, !43, !43}
!118 = !{!114, !119, !120}
!119 = !DILocalVariable(name: "b", arg: 2, scope: !115, file: !3, line: 11, type: !43)
!120 = !DILocalVariable(name: "t", scope: !121, file: !3, line: 15, type: !43)
!121 = distinct !DILexicalBlock(scope: !115, file: !3, line: 14, column: 15)
!122 = !DILocation(line: 0, scope: !115, inlinedAt: !123)
!123 = distinct !DILocation(line: 27, column: 14, scope: !105, inlinedAt: !113)
!124 = !DILocation(line: 0, scope: !121, inlinedAt: !123)
!125 = !DILocation(line: 104, column: 13, scope: !101)
!126 = !DILocation(line: 104, column: 24, scope: !101)
!127 = !{!128, !128, i64 0}
!128 = !{!"long", !129, i64 0}
!129 = !{!"omnipotent char", !130, i64 0}
!130 = !{!"Simple C/C++ TBAA"}
!131 = !{!132, !132, i64 0}
!132 = !{!"int", !129, i64 0}
!133 = !DILocation(line: 104, column: 27, scope: !101)
!134 = !DILocation(line: 103, column: 21, scope: !101)
!135 = !{!136, !136, i64 0}
!136 = !{!"double", !129, i64 0}
!137 = !DILocation(line: 101, column: 29, scope: !49)
!138 = !DILocation(line: 101, column: 23, scope: !49)
!139 = distinct !{!139, !98, !140, !141}
!140 = !DILocation(line: 105, column: 9, scope: !46)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 106, column: 5, scope: !2)
!143 = !DILocation(line: 107, column: 5, scope: !2)
!144 = !DILocation(line: 108, column: 14, scope: !2)
!145 = !DILocation(line: 109, column: 5, scope: !2)
!146 = !DILocation(line: 110, column: 5, scope: !2)
!147 = !DILocation(line: 0, scope: !57)
!148 = !DILocation(line: 112, column: 59, scope: !149)
!149 = distinct !DILexicalBlock(scope: !57, file: !3, line: 111, column: 5)
!150 = !DILocation(line: 112, column: 71, scope: !149)
!151 = !{!152, !128, i64 0}
!152 = !{!"frac", !128, i64 0, !128, i64 8}
!153 = !DILocation(line: 112, column: 82, scope: !149)
!154 = !{!152, !128, i64 8}
!155 = !DILocation(line: 113, column: 16, scope: !149)
!156 = !DILocation(line: 113, column: 36, scope: !149)
!157 = !DILocation(line: 113, column: 34, scope: !149)
!158 = !DILocation(line: 112, column: 9, scope: !149)
!159 = !DILocation(line: 112, column: 65, scope: !149)
!160 = !DILocation(line: 118, column: 32, scope: !66)
!161 = !DILocation(line: 0, scope: !59)
!162 = !DILocation(line: 0, scope: !64)
!163 = !DILocation(line: 0, scope: !61)
!164 = !DILocation(line: 0, scope: !66)
!165 = !DILocation(line: 119, column: 15, scope: !66)
!166 = !DILocation(line: 121, column: 9, scope: !61)
!167 = !DILocation(line: 124, column: 5, scope: !2)
!168 = !DILocation(line: 125, column: 5, scope: !2)
!169 = !DILocation(line: 0, scope: !71)
!170 = !DILocation(line: 126, column: 5, scope: !71)
!171 = !DILocation(line: 0, scope: !73)
!172 = !DILocation(line: 128, column: 36, scope: !173)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 127, column: 37)
!174 = distinct !DILexicalBlock(scope: !73, file: !3, line: 127, column: 9)
!175 = !DILocation(line: 128, column: 29, scope: !173)
!176 = !DILocation(line: 128, column: 27, scope: !173)
!177 = !DILocation(line: 128, column: 13, scope: !173)
!178 = !DILocation(line: 128, column: 21, scope: !173)
!179 = !DILocation(line: 129, column: 30, scope: !173)
!180 = !DILocation(line: 0, scope: !105, inlinedAt: !181)
!181 = distinct !DILocation(line: 129, column: 24, scope: !173)
!182 = !DILocation(line: 0, scope: !115, inlinedAt: !183)
!183 = distinct !DILocation(line: 27, column: 14, scope: !105, inlinedAt: !181)
!184 = !DILocation(line: 14, column: 5, scope: !115, inlinedAt: !183)
!185 = !DILocation(line: 134, column: 5, scope: !2)
!186 = !DILocation(line: 135, column: 5, scope: !2)
!187 = !DILocation(line: 0, scope: !77)
!188 = !DILocation(line: 137, column: 57, scope: !189)
!189 = distinct !DILexicalBlock(scope: !77, file: !3, line: 136, column: 5)
!190 = !DILocation(line: 137, column: 69, scope: !189)
!191 = !DILocation(line: 137, column: 80, scope: !189)
!192 = !DILocation(line: 137, column: 9, scope: !189)
!193 = !DILocation(line: 139, column: 1, scope: !2)
!194 = !DILocation(line: 15, column: 20, scope: !121, inlinedAt: !183)
!195 = !DILocation(line: 0, scope: !121, inlinedAt: !183)
!196 = distinct !{!196, !184, !197, !141}
!197 = !DILocation(line: 18, column: 5, scope: !115, inlinedAt: !183)
!198 = !DILocation(line: 129, column: 13, scope: !173)
!199 = !DILocation(line: 28, column: 28, scope: !105, inlinedAt: !181)
!200 = !DILocation(line: 28, column: 43, scope: !105, inlinedAt: !181)
!201 = !DILocation(line: 129, column: 24, scope: !173)
!202 = !DILocation(line: 128, column: 32, scope: !173)
!203 = !DILocation(line: 131, column: 9, scope: !74)
!204 = !DILocation(line: 131, column: 17, scope: !74)
!205 = !DILocation(line: 0, scope: !105, inlinedAt: !206)
!206 = distinct !DILocation(line: 132, column: 20, scope: !74)
!207 = !DILocation(line: 0, scope: !115, inlinedAt: !208)
!208 = distinct !DILocation(line: 27, column: 14, scope: !105, inlinedAt: !206)
!209 = !DILocation(line: 0, scope: !121, inlinedAt: !208)
!210 = !DILocation(line: 132, column: 9, scope: !74)
!211 = !DILocation(line: 132, column: 20, scope: !74)
!212 = !DILocation(line: 126, column: 23, scope: !75)
!213 = distinct !{!213, !170, !214, !141}
!214 = !DILocation(line: 133, column: 5, scope: !71)
!215 = distinct !DISubprogram(name: "solve_double", scope: !3, file: !3, line: 37, type: !216, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !222)
!216 = !DISubroutineType(types: !217)
!217 = !{!6, !218, !221}
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 384, elements: !220)
!220 = !{!37}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!222 = !{!223, !224, !225, !227, !230, !232, !235, !238, !240, !243, !245, !248, !250, !253, !255}
!223 = !DILocalVariable(name: "a", arg: 1, scope: !215, file: !3, line: 37, type: !218)
!224 = !DILocalVariable(name: "x", arg: 2, scope: !215, file: !3, line: 37, type: !221)
!225 = !DILocalVariable(name: "c", scope: !226, file: !3, line: 38, type: !6)
!226 = distinct !DILexicalBlock(scope: !215, file: !3, line: 38, column: 5)
!227 = !DILocalVariable(name: "piv", scope: !228, file: !3, line: 39, type: !6)
!228 = distinct !DILexicalBlock(scope: !229, file: !3, line: 38, column: 33)
!229 = distinct !DILexicalBlock(scope: !226, file: !3, line: 38, column: 5)
!230 = !DILocalVariable(name: "r", scope: !231, file: !3, line: 40, type: !6)
!231 = distinct !DILexicalBlock(scope: !228, file: !3, line: 40, column: 9)
!232 = !DILocalVariable(name: "k", scope: !233, file: !3, line: 46, type: !6)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 46, column: 13)
!234 = distinct !DILexicalBlock(scope: !228, file: !3, line: 45, column: 13)
!235 = !DILocalVariable(name: "t", scope: !236, file: !3, line: 47, type: !9)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 46, column: 42)
!237 = distinct !DILexicalBlock(scope: !233, file: !3, line: 46, column: 13)
!238 = !DILocalVariable(name: "r", scope: !239, file: !3, line: 51, type: !6)
!239 = distinct !DILexicalBlock(scope: !228, file: !3, line: 51, column: 9)
!240 = !DILocalVariable(name: "f", scope: !241, file: !3, line: 52, type: !9)
!241 = distinct !DILexicalBlock(scope: !242, file: !3, line: 51, column: 41)
!242 = distinct !DILexicalBlock(scope: !239, file: !3, line: 51, column: 9)
!243 = !DILocalVariable(name: "k", scope: !244, file: !3, line: 53, type: !6)
!244 = distinct !DILexicalBlock(scope: !241, file: !3, line: 53, column: 13)
!245 = !DILocalVariable(name: "t", scope: !246, file: !3, line: 54, type: !9)
!246 = distinct !DILexicalBlock(scope: !247, file: !3, line: 53, column: 42)
!247 = distinct !DILexicalBlock(scope: !244, file: !3, line: 53, column: 13)
!248 = !DILocalVariable(name: "r", scope: !249, file: !3, line: 59, type: !6)
!249 = distinct !DILexicalBlock(scope: !215, file: !3, line: 59, column: 5)
!250 = !DILocalVariable(name: "s", scope: !251, file: !3, line: 60, type: !9)
!251 = distinct !DILexicalBlock(scope: !252, file: !3, line: 59, column: 38)
!252 = distinct !DILexicalBlock(scope: !249, file: !3, line: 59, column: 5)
!253 = !DILocalVariable(name: "k", scope: !254, file: !3, line: 61, type: !6)
!254 = distinct !DILexicalBlock(scope: !251, file: !3, line: 61, column: 9)
!255 = !DILocalVariable(name: "t", scope: !256, file: !3, line: 62, type: !9)
!256 = distinct !DILexicalBlock(scope: !257, file: !3, line: 61, column: 41)
!257 = distinct !DILexicalBlock(scope: !254, file: !3, line: 61, column: 9)
!258 = !DILocation(line: 0, scope: !215)
!259 = !DILocation(line: 0, scope: !226)
!260 = !DILocation(line: 38, column: 5, scope: !226)
!261 = !DILocation(line: 38, column: 23, scope: !229)
!262 = distinct !{!262, !260, !263, !141}
!263 = !DILocation(line: 58, column: 5, scope: !226)
!264 = !DILocation(line: 0, scope: !228)
!265 = !DILocation(line: 40, column: 24, scope: !231)
!266 = !DILocation(line: 0, scope: !231)
!267 = !DILocation(line: 40, column: 31, scope: !268)
!268 = distinct !DILexicalBlock(scope: !231, file: !3, line: 40, column: 9)
!269 = !DILocation(line: 40, column: 9, scope: !231)
!270 = !DILocation(line: 43, column: 13, scope: !271)
!271 = distinct !DILexicalBlock(scope: !228, file: !3, line: 43, column: 13)
!272 = !DILocation(line: 43, column: 23, scope: !271)
!273 = !DILocation(line: 43, column: 13, scope: !228)
!274 = !DILocation(line: 41, column: 22, scope: !275)
!275 = distinct !DILexicalBlock(scope: !268, file: !3, line: 41, column: 17)
!276 = !DILocalVariable(name: "x", arg: 1, scope: !277, file: !3, line: 35, type: !9)
!277 = distinct !DISubprogram(name: "dabs", scope: !3, file: !3, line: 35, type: !278, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !280)
!278 = !DISubroutineType(types: !279)
!279 = !{!9, !9}
!280 = !{!276}
!281 = !DILocation(line: 0, scope: !277, inlinedAt: !282)
!282 = distinct !DILocation(line: 41, column: 17, scope: !275)
!283 = !DILocation(line: 35, column: 41, scope: !277, inlinedAt: !282)
!284 = !DILocation(line: 35, column: 39, scope: !277, inlinedAt: !282)
!285 = !DILocation(line: 41, column: 38, scope: !275)
!286 = !DILocation(line: 0, scope: !277, inlinedAt: !287)
!287 = distinct !DILocation(line: 41, column: 33, scope: !275)
!288 = !DILocation(line: 35, column: 41, scope: !277, inlinedAt: !287)
!289 = !DILocation(line: 35, column: 39, scope: !277, inlinedAt: !287)
!290 = !DILocation(line: 41, column: 31, scope: !275)
!291 = !DILocation(line: 41, column: 17, scope: !268)
!292 = !DILocation(line: 40, column: 37, scope: !268)
!293 = distinct !{!293, !269, !294, !141}
!294 = !DILocation(line: 42, column: 23, scope: !231)
!295 = !DILocation(line: 45, column: 17, scope: !234)
!296 = !DILocation(line: 45, column: 13, scope: !228)
!297 = !DILocation(line: 0, scope: !233)
!298 = !DILocation(line: 47, column: 28, scope: !236)
!299 = !DILocation(line: 0, scope: !236)
!300 = !DILocation(line: 48, column: 27, scope: !236)
!301 = !DILocation(line: 48, column: 25, scope: !236)
!302 = !DILocation(line: 49, column: 27, scope: !236)
!303 = !DILocation(line: 51, column: 31, scope: !242)
!304 = !DILocation(line: 0, scope: !239)
!305 = !DILocation(line: 51, column: 9, scope: !239)
!306 = !DILocation(line: 52, column: 24, scope: !241)
!307 = !DILocation(line: 52, column: 34, scope: !241)
!308 = !DILocation(line: 52, column: 32, scope: !241)
!309 = !DILocation(line: 0, scope: !241)
!310 = !DILocation(line: 0, scope: !244)
!311 = !DILocation(line: 54, column: 32, scope: !246)
!312 = !DILocation(line: 54, column: 30, scope: !246)
!313 = !DILocation(line: 0, scope: !246)
!314 = !DILocation(line: 55, column: 17, scope: !246)
!315 = !DILocation(line: 55, column: 25, scope: !246)
!316 = !DILocation(line: 53, column: 13, scope: !244)
!317 = distinct !{!317, !316, !318, !141}
!318 = !DILocation(line: 56, column: 13, scope: !244)
!319 = !DILocation(line: 51, column: 37, scope: !242)
!320 = distinct !{!320, !305, !321, !141}
!321 = !DILocation(line: 57, column: 9, scope: !239)
!322 = !DILocation(line: 0, scope: !249)
!323 = !DILocation(line: 0, scope: !251)
!324 = !DILocation(line: 0, scope: !254)
!325 = !DILocation(line: 60, column: 20, scope: !251)
!326 = !DILocation(line: 65, column: 20, scope: !251)
!327 = !DILocation(line: 65, column: 18, scope: !251)
!328 = !DILocation(line: 65, column: 9, scope: !251)
!329 = !DILocation(line: 65, column: 14, scope: !251)
!330 = !DILocation(line: 0, scope: !256)
!331 = !DILocation(line: 62, column: 24, scope: !256)
!332 = !DILocation(line: 62, column: 32, scope: !256)
!333 = !DILocation(line: 63, column: 15, scope: !256)
!334 = !DILocation(line: 68, column: 1, scope: !215)
!335 = distinct !DISubprogram(name: "solve_exact", scope: !3, file: !3, line: 70, type: !336, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !341)
!336 = !DISubroutineType(types: !337)
!337 = !{null, !338, !340}
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64)
!339 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 768, elements: !220)
!340 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!341 = !{!342, !343, !344, !346, !349, !352, !355, !357, !360, !362, !364, !367}
!342 = !DILocalVariable(name: "a", arg: 1, scope: !335, file: !3, line: 70, type: !338)
!343 = !DILocalVariable(name: "x", arg: 2, scope: !335, file: !3, line: 70, type: !340)
!344 = !DILocalVariable(name: "c", scope: !345, file: !3, line: 71, type: !6)
!345 = distinct !DILexicalBlock(scope: !335, file: !3, line: 71, column: 5)
!346 = !DILocalVariable(name: "piv", scope: !347, file: !3, line: 72, type: !6)
!347 = distinct !DILexicalBlock(scope: !348, file: !3, line: 71, column: 33)
!348 = distinct !DILexicalBlock(scope: !345, file: !3, line: 71, column: 5)
!349 = !DILocalVariable(name: "k", scope: !350, file: !3, line: 76, type: !6)
!350 = distinct !DILexicalBlock(scope: !351, file: !3, line: 76, column: 13)
!351 = distinct !DILexicalBlock(scope: !347, file: !3, line: 75, column: 13)
!352 = !DILocalVariable(name: "t", scope: !353, file: !3, line: 77, type: !40)
!353 = distinct !DILexicalBlock(scope: !354, file: !3, line: 76, column: 42)
!354 = distinct !DILexicalBlock(scope: !350, file: !3, line: 76, column: 13)
!355 = !DILocalVariable(name: "r", scope: !356, file: !3, line: 81, type: !6)
!356 = distinct !DILexicalBlock(scope: !347, file: !3, line: 81, column: 9)
!357 = !DILocalVariable(name: "f", scope: !358, file: !3, line: 82, type: !40)
!358 = distinct !DILexicalBlock(scope: !359, file: !3, line: 81, column: 41)
!359 = distinct !DILexicalBlock(scope: !356, file: !3, line: 81, column: 9)
!360 = !DILocalVariable(name: "k", scope: !361, file: !3, line: 83, type: !6)
!361 = distinct !DILexicalBlock(scope: !358, file: !3, line: 83, column: 13)
!362 = !DILocalVariable(name: "r", scope: !363, file: !3, line: 87, type: !6)
!363 = distinct !DILexicalBlock(scope: !335, file: !3, line: 87, column: 5)
!364 = !DILocalVariable(name: "s", scope: !365, file: !3, line: 88, type: !40)
!365 = distinct !DILexicalBlock(scope: !366, file: !3, line: 87, column: 38)
!366 = distinct !DILexicalBlock(scope: !363, file: !3, line: 87, column: 5)
!367 = !DILocalVariable(name: "k", scope: !368, file: !3, line: 89, type: !6)
!368 = distinct !DILexicalBlock(scope: !365, file: !3, line: 89, column: 9)
!369 = distinct !DIAssignID()
!370 = !DILocation(line: 0, scope: !353)
!371 = !DILocation(line: 0, scope: !335)
!372 = !DILocation(line: 0, scope: !345)
!373 = !DILocation(line: 71, column: 5, scope: !345)
!374 = !DILocation(line: 71, column: 23, scope: !348)
!375 = distinct !{!375, !373, !376, !141}
!376 = !DILocation(line: 86, column: 5, scope: !345)
!377 = !DILocation(line: 73, column: 9, scope: !347)
!378 = !DILocation(line: 0, scope: !347)
!379 = !DILocation(line: 73, column: 16, scope: !347)
!380 = !DILocation(line: 73, column: 26, scope: !347)
!381 = !DILocation(line: 73, column: 30, scope: !347)
!382 = !DILocation(line: 74, column: 16, scope: !347)
!383 = distinct !{!383, !377, !382, !141}
!384 = !DILocation(line: 75, column: 17, scope: !351)
!385 = !DILocation(line: 75, column: 13, scope: !347)
!386 = !DILocation(line: 0, scope: !350)
!387 = !DILocation(line: 77, column: 17, scope: !353)
!388 = !DILocation(line: 77, column: 33, scope: !353)
!389 = !{i64 0, i64 8, !127, i64 8, i64 8, !127}
!390 = distinct !DIAssignID()
!391 = !DILocation(line: 78, column: 27, scope: !353)
!392 = !DILocation(line: 79, column: 29, scope: !353)
!393 = !DILocation(line: 80, column: 13, scope: !354)
!394 = !DILocation(line: 81, column: 24, scope: !356)
!395 = !DILocation(line: 0, scope: !356)
!396 = !DILocation(line: 81, column: 31, scope: !359)
!397 = !DILocation(line: 81, column: 9, scope: !356)
!398 = !DILocation(line: 82, column: 34, scope: !358)
!399 = !DILocation(line: 82, column: 29, scope: !358)
!400 = !DILocalVariable(name: "a", arg: 1, scope: !401, file: !3, line: 33, type: !40)
!401 = distinct !DISubprogram(name: "fdiv", scope: !3, file: !3, line: 33, type: !402, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !404)
!402 = !DISubroutineType(types: !403)
!403 = !{!40, !40, !40}
!404 = !{!400, !405}
!405 = !DILocalVariable(name: "b", arg: 2, scope: !401, file: !3, line: 33, type: !40)
!406 = !DILocation(line: 0, scope: !401, inlinedAt: !407)
!407 = distinct !DILocation(line: 82, column: 29, scope: !358)
!408 = !DILocation(line: 33, column: 73, scope: !401, inlinedAt: !407)
!409 = !DILocation(line: 33, column: 88, scope: !401, inlinedAt: !407)
!410 = !DILocation(line: 0, scope: !105, inlinedAt: !411)
!411 = distinct !DILocation(line: 33, column: 64, scope: !401, inlinedAt: !407)
!412 = !DILocation(line: 23, column: 11, scope: !413, inlinedAt: !411)
!413 = distinct !DILexicalBlock(scope: !105, file: !3, line: 23, column: 9)
!414 = !DILocation(line: 23, column: 9, scope: !105, inlinedAt: !411)
!415 = !DILocation(line: 0, scope: !115, inlinedAt: !416)
!416 = distinct !DILocation(line: 27, column: 14, scope: !105, inlinedAt: !411)
!417 = !DILocation(line: 12, column: 9, scope: !115, inlinedAt: !416)
!418 = !DILocation(line: 14, column: 5, scope: !115, inlinedAt: !416)
!419 = !DILocation(line: 15, column: 20, scope: !121, inlinedAt: !416)
!420 = !DILocation(line: 0, scope: !121, inlinedAt: !416)
!421 = distinct !{!421, !418, !422, !141}
!422 = !DILocation(line: 18, column: 5, scope: !115, inlinedAt: !416)
!423 = !DILocation(line: 28, column: 22, scope: !105, inlinedAt: !411)
!424 = !DILocation(line: 28, column: 28, scope: !105, inlinedAt: !411)
!425 = !DILocation(line: 28, column: 43, scope: !105, inlinedAt: !411)
!426 = !DILocation(line: 28, column: 37, scope: !105, inlinedAt: !411)
!427 = !DILocation(line: 0, scope: !358)
!428 = !DILocation(line: 0, scope: !361)
!429 = !DILocation(line: 83, column: 13, scope: !361)
!430 = !DILocation(line: 81, column: 37, scope: !359)
!431 = distinct !{!431, !397, !432, !141}
!432 = !DILocation(line: 85, column: 9, scope: !356)
!433 = !DILocation(line: 84, column: 17, scope: !434)
!434 = distinct !DILexicalBlock(scope: !361, file: !3, line: 83, column: 13)
!435 = !DILocation(line: 84, column: 49, scope: !434)
!436 = !DILocation(line: 84, column: 41, scope: !434)
!437 = !DILocalVariable(name: "a", arg: 1, scope: !438, file: !3, line: 32, type: !40)
!438 = distinct !DISubprogram(name: "fmul", scope: !3, file: !3, line: 32, type: !402, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !439)
!439 = !{!437, !440}
!440 = !DILocalVariable(name: "b", arg: 2, scope: !438, file: !3, line: 32, type: !40)
!441 = !DILocation(line: 0, scope: !438, inlinedAt: !442)
!442 = distinct !DILocation(line: 84, column: 41, scope: !434)
!443 = !DILocation(line: 32, column: 73, scope: !438, inlinedAt: !442)
!444 = !DILocation(line: 32, column: 88, scope: !438, inlinedAt: !442)
!445 = !DILocation(line: 0, scope: !105, inlinedAt: !446)
!446 = distinct !DILocation(line: 32, column: 64, scope: !438, inlinedAt: !442)
!447 = !DILocation(line: 23, column: 11, scope: !413, inlinedAt: !446)
!448 = !DILocation(line: 23, column: 9, scope: !105, inlinedAt: !446)
!449 = !DILocation(line: 0, scope: !115, inlinedAt: !450)
!450 = distinct !DILocation(line: 27, column: 14, scope: !105, inlinedAt: !446)
!451 = !DILocation(line: 12, column: 9, scope: !115, inlinedAt: !450)
!452 = !DILocation(line: 14, column: 5, scope: !115, inlinedAt: !450)
!453 = !DILocation(line: 15, column: 20, scope: !121, inlinedAt: !450)
!454 = !DILocation(line: 0, scope: !121, inlinedAt: !450)
!455 = distinct !{!455, !452, !456, !141}
!456 = !DILocation(line: 18, column: 5, scope: !115, inlinedAt: !450)
!457 = !DILocation(line: 28, column: 22, scope: !105, inlinedAt: !446)
!458 = !DILocation(line: 28, column: 28, scope: !105, inlinedAt: !446)
!459 = !DILocation(line: 28, column: 43, scope: !105, inlinedAt: !446)
!460 = !DILocation(line: 28, column: 37, scope: !105, inlinedAt: !446)
!461 = !DILocation(line: 84, column: 27, scope: !434)
!462 = !DILocalVariable(name: "a", arg: 1, scope: !463, file: !3, line: 31, type: !40)
!463 = distinct !DISubprogram(name: "fsub", scope: !3, file: !3, line: 31, type: !402, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !464)
!464 = !{!462, !465}
!465 = !DILocalVariable(name: "b", arg: 2, scope: !463, file: !3, line: 31, type: !40)
!466 = !DILocation(line: 0, scope: !463, inlinedAt: !467)
!467 = distinct !DILocation(line: 84, column: 27, scope: !434)
!468 = !DILocation(line: 31, column: 73, scope: !463, inlinedAt: !467)
!469 = !DILocation(line: 31, column: 89, scope: !463, inlinedAt: !467)
!470 = !DILocation(line: 31, column: 81, scope: !463, inlinedAt: !467)
!471 = !DILocation(line: 31, column: 104, scope: !463, inlinedAt: !467)
!472 = !DILocation(line: 0, scope: !105, inlinedAt: !473)
!473 = distinct !DILocation(line: 31, column: 64, scope: !463, inlinedAt: !467)
!474 = !DILocation(line: 23, column: 11, scope: !413, inlinedAt: !473)
!475 = !DILocation(line: 23, column: 9, scope: !105, inlinedAt: !473)
!476 = !DILocation(line: 0, scope: !115, inlinedAt: !477)
!477 = distinct !DILocation(line: 27, column: 14, scope: !105, inlinedAt: !473)
!478 = !DILocation(line: 12, column: 9, scope: !115, inlinedAt: !477)
!479 = !DILocation(line: 14, column: 5, scope: !115, inlinedAt: !477)
!480 = !DILocation(line: 15, column: 20, scope: !121, inlinedAt: !477)
!481 = !DILocation(line: 0, scope: !121, inlinedAt: !477)
!482 = distinct !{!482, !479, !483, !141}
!483 = !DILocation(line: 18, column: 5, scope: !115, inlinedAt: !477)
!484 = !DILocation(line: 28, column: 22, scope: !105, inlinedAt: !473)
!485 = !DILocation(line: 28, column: 28, scope: !105, inlinedAt: !473)
!486 = !DILocation(line: 28, column: 43, scope: !105, inlinedAt: !473)
!487 = !DILocation(line: 28, column: 37, scope: !105, inlinedAt: !473)
!488 = !DILocation(line: 83, column: 38, scope: !434)
!489 = !DILocation(line: 83, column: 31, scope: !434)
!490 = distinct !{!490, !429, !491, !141}
!491 = !DILocation(line: 84, column: 57, scope: !361)
!492 = !DILocation(line: 93, column: 1, scope: !335)
!493 = !DILocation(line: 0, scope: !363)
!494 = !DILocation(line: 88, column: 25, scope: !365)
!495 = !DILocation(line: 0, scope: !365)
!496 = !DILocation(line: 0, scope: !368)
!497 = !DILocation(line: 89, column: 31, scope: !498)
!498 = distinct !DILexicalBlock(scope: !368, file: !3, line: 89, column: 9)
!499 = !DILocation(line: 89, column: 9, scope: !368)
!500 = !DILocation(line: 91, column: 9, scope: !365)
!501 = !DILocation(line: 91, column: 24, scope: !365)
!502 = !DILocation(line: 91, column: 16, scope: !365)
!503 = !DILocation(line: 0, scope: !401, inlinedAt: !504)
!504 = distinct !DILocation(line: 91, column: 16, scope: !365)
!505 = !DILocation(line: 33, column: 73, scope: !401, inlinedAt: !504)
!506 = !DILocation(line: 33, column: 88, scope: !401, inlinedAt: !504)
!507 = !DILocation(line: 0, scope: !105, inlinedAt: !508)
!508 = distinct !DILocation(line: 33, column: 64, scope: !401, inlinedAt: !504)
!509 = !DILocation(line: 23, column: 11, scope: !413, inlinedAt: !508)
!510 = !DILocation(line: 23, column: 9, scope: !105, inlinedAt: !508)
!511 = !DILocation(line: 0, scope: !115, inlinedAt: !512)
!512 = distinct !DILocation(line: 27, column: 14, scope: !105, inlinedAt: !508)
!513 = !DILocation(line: 12, column: 9, scope: !115, inlinedAt: !512)
!514 = !DILocation(line: 14, column: 5, scope: !115, inlinedAt: !512)
!515 = !DILocation(line: 15, column: 20, scope: !121, inlinedAt: !512)
!516 = !DILocation(line: 0, scope: !121, inlinedAt: !512)
!517 = distinct !{!517, !514, !518, !141}
!518 = !DILocation(line: 18, column: 5, scope: !115, inlinedAt: !512)
!519 = !DILocation(line: 28, column: 22, scope: !105, inlinedAt: !508)
!520 = !DILocation(line: 28, column: 28, scope: !105, inlinedAt: !508)
!521 = !DILocation(line: 28, column: 43, scope: !105, inlinedAt: !508)
!522 = !DILocation(line: 28, column: 37, scope: !105, inlinedAt: !508)
!523 = !DILocation(line: 87, column: 34, scope: !366)
!524 = !DILocation(line: 87, column: 27, scope: !366)
!525 = !DILocation(line: 87, column: 5, scope: !363)
!526 = distinct !{!526, !525, !527, !141}
!527 = !DILocation(line: 92, column: 5, scope: !363)
!528 = !DILocation(line: 89, scope: !368)
!529 = !DILocation(line: 90, column: 30, scope: !498)
!530 = !DILocation(line: 90, column: 39, scope: !498)
!531 = !DILocation(line: 90, column: 25, scope: !498)
!532 = !DILocation(line: 0, scope: !438, inlinedAt: !533)
!533 = distinct !DILocation(line: 90, column: 25, scope: !498)
!534 = !DILocation(line: 32, column: 73, scope: !438, inlinedAt: !533)
!535 = !DILocation(line: 32, column: 88, scope: !438, inlinedAt: !533)
!536 = !DILocation(line: 0, scope: !105, inlinedAt: !537)
!537 = distinct !DILocation(line: 32, column: 64, scope: !438, inlinedAt: !533)
!538 = !DILocation(line: 23, column: 11, scope: !413, inlinedAt: !537)
!539 = !DILocation(line: 23, column: 9, scope: !105, inlinedAt: !537)
!540 = !DILocation(line: 0, scope: !115, inlinedAt: !541)
!541 = distinct !DILocation(line: 27, column: 14, scope: !105, inlinedAt: !537)
!542 = !DILocation(line: 12, column: 9, scope: !115, inlinedAt: !541)
!543 = !DILocation(line: 14, column: 5, scope: !115, inlinedAt: !541)
!544 = !DILocation(line: 15, column: 20, scope: !121, inlinedAt: !541)
!545 = !DILocation(line: 0, scope: !121, inlinedAt: !541)
!546 = distinct !{!546, !543, !547, !141}
!547 = !DILocation(line: 18, column: 5, scope: !115, inlinedAt: !541)
!548 = !DILocation(line: 28, column: 22, scope: !105, inlinedAt: !537)
!549 = !DILocation(line: 28, column: 28, scope: !105, inlinedAt: !537)
!550 = !DILocation(line: 28, column: 43, scope: !105, inlinedAt: !537)
!551 = !DILocation(line: 28, column: 37, scope: !105, inlinedAt: !537)
!552 = !DILocation(line: 0, scope: !463, inlinedAt: !553)
!553 = distinct !DILocation(line: 90, column: 17, scope: !498)
!554 = !DILocation(line: 31, column: 73, scope: !463, inlinedAt: !553)
!555 = !DILocation(line: 31, column: 89, scope: !463, inlinedAt: !553)
!556 = !DILocation(line: 31, column: 81, scope: !463, inlinedAt: !553)
!557 = !DILocation(line: 31, column: 104, scope: !463, inlinedAt: !553)
!558 = !DILocation(line: 0, scope: !105, inlinedAt: !559)
!559 = distinct !DILocation(line: 31, column: 64, scope: !463, inlinedAt: !553)
!560 = !DILocation(line: 23, column: 11, scope: !413, inlinedAt: !559)
!561 = !DILocation(line: 23, column: 9, scope: !105, inlinedAt: !559)
!562 = !DILocation(line: 0, scope: !115, inlinedAt: !563)
!563 = distinct !DILocation(line: 27, column: 14, scope: !105, inlinedAt: !559)
!564 = !DILocation(line: 12, column: 9, scope: !115, inlinedAt: !563)
!565 = !DILocation(line: 14, column: 5, scope: !115, inlinedAt: !563)
!566 = !DILocation(line: 15, column: 20, scope: !121, inlinedAt: !563)
!567 = !DILocation(line: 0, scope: !121, inlinedAt: !563)
!568 = distinct !{!568, !565, !569, !141}
!569 = !DILocation(line: 18, column: 5, scope: !115, inlinedAt: !563)
!570 = !DILocation(line: 28, column: 22, scope: !105, inlinedAt: !559)
!571 = !DILocation(line: 28, column: 28, scope: !105, inlinedAt: !559)
!572 = !DILocation(line: 28, column: 43, scope: !105, inlinedAt: !559)
!573 = !DILocation(line: 28, column: 37, scope: !105, inlinedAt: !559)
!574 = distinct !{!574, !499, !575, !141}
!575 = !DILocation(line: 90, column: 44, scope: !368)
!576 = !DISubprogram(name: "printf", scope: !577, file: !577, line: 356, type: !578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!577 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!578 = !DISubroutineType(types: !579)
!579 = !{!6, !580, null}
!580 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !581)
!581 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !582, size: 64)
!582 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
