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

7:                                                ; preds = %0, %12
  %8 = phi i64 [ 0, %0 ], [ %13, %12 ]
    #dbg_value(i64 %8, !45, !DIExpression(), !97)
    #dbg_value(i32 0, !47, !DIExpression(), !99)
  br label %15, !dbg !100

9:                                                ; preds = %12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #6, !dbg !101
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #6, !dbg !102
  %10 = call fastcc i32 @solve_double(ptr noundef nonnull %1, ptr noundef nonnull %3), !dbg !103
    #dbg_value(i32 %10, !55, !DIExpression(), !89)
  call fastcc void @solve_exact(ptr noundef nonnull %2, ptr noundef nonnull %4), !dbg !104
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10), !dbg !105
    #dbg_value(i32 0, !56, !DIExpression(), !106)
  br label %26, !dbg !107

12:                                               ; preds = %15
  %13 = add nuw nsw i64 %8, 1, !dbg !108
    #dbg_value(i64 %13, !45, !DIExpression(), !97)
  %14 = icmp eq i64 %13, 5, !dbg !109
  br i1 %14, label %9, label %7, !dbg !98, !llvm.loop !110

15:                                               ; preds = %7, %15
  %16 = phi i64 [ 0, %7 ], [ %24, %15 ]
    #dbg_value(i64 %16, !47, !DIExpression(), !99)
  %17 = getelementptr inbounds [5 x [6 x i32]], ptr @main.m, i64 0, i64 %8, i64 %16, !dbg !114
  %18 = load i32, ptr %17, align 4, !dbg !114, !tbaa !117
  %19 = sitofp i32 %18 to double, !dbg !114
  %20 = getelementptr inbounds [5 x [6 x double]], ptr %1, i64 0, i64 %8, i64 %16, !dbg !121
  store double %19, ptr %20, align 8, !dbg !122, !tbaa !123
  %21 = sext i32 %18 to i64, !dbg !125
    #dbg_value(i64 %21, !126, !DIExpression(), !134)
    #dbg_value(i64 1, !131, !DIExpression(), !134)
    #dbg_value(i64 %21, !126, !DIExpression(), !134)
    #dbg_value(i64 1, !131, !DIExpression(), !134)
    #dbg_value(i64 %21, !136, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !144)
    #dbg_value(i64 poison, !136, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !144)
    #dbg_value(i64 poison, !136, !DIExpression(), !144)
    #dbg_value(i64 1, !141, !DIExpression(), !144)
    #dbg_value(i64 0, !142, !DIExpression(), !146)
    #dbg_value(i64 1, !136, !DIExpression(), !144)
    #dbg_value(i64 0, !141, !DIExpression(), !144)
  %22 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %2, i64 0, i64 %8, i64 %16, !dbg !147
    #dbg_value(i64 1, !132, !DIExpression(), !134)
    #dbg_value(i64 %21, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(i64 1, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !134)
  store i64 %21, ptr %22, align 16, !dbg !148, !tbaa !149
  %23 = getelementptr inbounds i8, ptr %22, i64 8, !dbg !148
  store i64 1, ptr %23, align 8, !dbg !148, !tbaa !149
  %24 = add nuw nsw i64 %16, 1, !dbg !151
    #dbg_value(i64 %24, !47, !DIExpression(), !99)
  %25 = icmp eq i64 %24, 6, !dbg !152
  br i1 %25, label %12, label %15, !dbg !100, !llvm.loop !153

26:                                               ; preds = %9, %26
  %27 = phi i64 [ 0, %9 ], [ %39, %26 ]
    #dbg_value(i64 %27, !56, !DIExpression(), !106)
  %28 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %27, !dbg !155
  %29 = load double, ptr %28, align 8, !dbg !155, !tbaa !123
  %30 = getelementptr inbounds [5 x %struct.frac], ptr %4, i64 0, i64 %27, !dbg !157
  %31 = load i64, ptr %30, align 16, !dbg !158, !tbaa !159
  %32 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !161
  %33 = load i64, ptr %32, align 8, !dbg !161, !tbaa !162
  %34 = sitofp i64 %31 to double, !dbg !163
  %35 = sitofp i64 %33 to double, !dbg !164
  %36 = fdiv double %34, %35, !dbg !165
  %37 = trunc nuw nsw i64 %27 to i32, !dbg !166
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37, double noundef %29, i64 noundef %31, i64 noundef %33, double noundef %36), !dbg !166
  %39 = add nuw nsw i64 %27, 1, !dbg !167
    #dbg_value(i64 %39, !56, !DIExpression(), !106)
  %40 = icmp eq i64 %39, 5, !dbg !168
  br i1 %40, label %42, label %26, !dbg !107, !llvm.loop !169

41:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %5) #6, !dbg !171
  call void @llvm.lifetime.start.p0(i64 480, ptr nonnull %6) #6, !dbg !172
    #dbg_value(i32 0, !70, !DIExpression(), !173)
  br label %65, !dbg !174

42:                                               ; preds = %26, %48
  %43 = phi i64 [ %51, %48 ], [ 0, %26 ]
    #dbg_value(i64 %43, !58, !DIExpression(), !175)
  %44 = getelementptr inbounds [5 x [6 x i32]], ptr @main.m, i64 0, i64 %43, i64 5, !dbg !176
  %45 = load i32, ptr %44, align 4, !dbg !176, !tbaa !117
  %46 = sub nsw i32 0, %45, !dbg !177
  %47 = sitofp i32 %46 to double, !dbg !177
    #dbg_value(double %47, !60, !DIExpression(), !178)
    #dbg_value(i32 0, !63, !DIExpression(), !179)
  br label %53, !dbg !180

48:                                               ; preds = %53
  %49 = trunc nuw nsw i64 %43 to i32, !dbg !181
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %49, double noundef %62), !dbg !181
  %51 = add nuw nsw i64 %43, 1, !dbg !182
    #dbg_value(i64 %51, !58, !DIExpression(), !175)
  %52 = icmp eq i64 %51, 5, !dbg !183
  br i1 %52, label %41, label %42, !dbg !184, !llvm.loop !185

53:                                               ; preds = %42, %53
  %54 = phi i64 [ 0, %42 ], [ %63, %53 ]
  %55 = phi double [ %47, %42 ], [ %62, %53 ]
    #dbg_value(i64 %54, !63, !DIExpression(), !179)
    #dbg_value(double %55, !60, !DIExpression(), !178)
  %56 = getelementptr inbounds [5 x [6 x i32]], ptr @main.m, i64 0, i64 %43, i64 %54, !dbg !187
  %57 = load i32, ptr %56, align 4, !dbg !187, !tbaa !117
  %58 = sitofp i32 %57 to double, !dbg !187
  %59 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %54, !dbg !188
  %60 = load double, ptr %59, align 8, !dbg !188, !tbaa !123
  %61 = fmul double %60, %58, !dbg !189
    #dbg_value(double %61, !65, !DIExpression(), !190)
  %62 = fadd double %55, %61, !dbg !191
    #dbg_value(double %62, !60, !DIExpression(), !178)
  %63 = add nuw nsw i64 %54, 1, !dbg !192
    #dbg_value(i64 %63, !63, !DIExpression(), !179)
  %64 = icmp eq i64 %63, 5, !dbg !193
  br i1 %64, label %48, label %53, !dbg !180, !llvm.loop !194

65:                                               ; preds = %41, %69
  %66 = phi i64 [ 0, %41 ], [ %73, %69 ]
    #dbg_value(i64 %66, !70, !DIExpression(), !173)
    #dbg_value(i32 0, !72, !DIExpression(), !196)
  br label %75, !dbg !197

67:                                               ; preds = %69
  %68 = call fastcc i32 @solve_double(ptr noundef nonnull %5, ptr noundef nonnull %3), !dbg !198
  call fastcc void @solve_exact(ptr noundef nonnull %6, ptr noundef nonnull %4), !dbg !199
    #dbg_value(i32 0, !76, !DIExpression(), !200)
  br label %99, !dbg !201

69:                                               ; preds = %90
  %70 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %66, i64 5, !dbg !202
  store double 1.000000e+00, ptr %70, align 8, !dbg !203, !tbaa !123
    #dbg_value(i64 1, !126, !DIExpression(), !204)
    #dbg_value(i64 1, !131, !DIExpression(), !204)
    #dbg_value(i64 1, !126, !DIExpression(), !204)
    #dbg_value(i64 1, !131, !DIExpression(), !204)
    #dbg_value(i64 1, !136, !DIExpression(), !206)
    #dbg_value(i64 1, !141, !DIExpression(), !206)
    #dbg_value(i64 1, !136, !DIExpression(), !206)
    #dbg_value(i64 1, !141, !DIExpression(), !206)
    #dbg_value(i64 1, !136, !DIExpression(), !206)
    #dbg_value(i64 1, !141, !DIExpression(), !206)
    #dbg_value(i64 0, !142, !DIExpression(), !208)
    #dbg_value(i64 1, !136, !DIExpression(), !206)
    #dbg_value(i64 0, !141, !DIExpression(), !206)
  %71 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %66, i64 5, !dbg !209
    #dbg_value(i64 1, !132, !DIExpression(), !204)
    #dbg_value(i64 1, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !204)
    #dbg_value(i64 1, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !204)
  store i64 1, ptr %71, align 16, !dbg !210, !tbaa !149
  %72 = getelementptr inbounds i8, ptr %71, i64 8, !dbg !210
  store i64 1, ptr %72, align 8, !dbg !210, !tbaa !149
  %73 = add nuw nsw i64 %66, 1, !dbg !211
    #dbg_value(i64 %73, !70, !DIExpression(), !173)
  %74 = icmp eq i64 %73, 5, !dbg !212
  br i1 %74, label %67, label %65, !dbg !174, !llvm.loop !213

75:                                               ; preds = %65, %90
  %76 = phi i64 [ 0, %65 ], [ %96, %90 ]
    #dbg_value(i64 %76, !72, !DIExpression(), !196)
  %77 = add nuw nsw i64 %76, %66, !dbg !215
  %78 = freeze i64 %77, !dbg !218
  %79 = trunc i64 %78 to i32, !dbg !218
  %80 = add i32 %79, 1, !dbg !218
  %81 = uitofp nneg i32 %80 to double, !dbg !219
  %82 = fdiv double 1.000000e+00, %81, !dbg !220
  %83 = getelementptr inbounds [5 x [6 x double]], ptr %5, i64 0, i64 %66, i64 %76, !dbg !221
  store double %82, ptr %83, align 8, !dbg !222, !tbaa !123
  %84 = zext i32 %80 to i64, !dbg !223
    #dbg_value(i64 1, !126, !DIExpression(), !224)
    #dbg_value(i64 %84, !131, !DIExpression(), !224)
    #dbg_value(i64 1, !126, !DIExpression(), !224)
    #dbg_value(i64 %84, !131, !DIExpression(), !224)
    #dbg_value(i64 1, !136, !DIExpression(), !226)
    #dbg_value(i64 %84, !141, !DIExpression(), !226)
    #dbg_value(i64 1, !136, !DIExpression(), !226)
    #dbg_value(i64 %84, !141, !DIExpression(), !226)
  br label %85, !dbg !228

85:                                               ; preds = %75, %85
  %86 = phi i64 [ %87, %85 ], [ 1, %75 ]
  %87 = phi i64 [ %88, %85 ], [ %84, %75 ]
    #dbg_value(i64 %86, !136, !DIExpression(), !226)
    #dbg_value(i64 %87, !141, !DIExpression(), !226)
  %88 = urem i64 %86, %87, !dbg !229
    #dbg_value(i64 %88, !142, !DIExpression(), !230)
    #dbg_value(i64 %87, !136, !DIExpression(), !226)
    #dbg_value(i64 %88, !141, !DIExpression(), !226)
  %89 = icmp eq i64 %88, 0, !dbg !228
  br i1 %89, label %90, label %85, !dbg !228, !llvm.loop !231

90:                                               ; preds = %85
  %91 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %6, i64 0, i64 %66, i64 %76, !dbg !233
    #dbg_value(i64 %87, !132, !DIExpression(), !224)
  %92 = icmp ult i64 %87, 2, !dbg !234
  %93 = select i1 %92, i64 %87, i64 0, !dbg !234
    #dbg_value(i64 %93, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !224)
  %94 = udiv i64 %84, %87, !dbg !235
    #dbg_value(i64 %94, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !224)
  store i64 %93, ptr %91, align 16, !dbg !236, !tbaa !149
  %95 = getelementptr inbounds i8, ptr %91, i64 8, !dbg !236
  store i64 %94, ptr %95, align 8, !dbg !236, !tbaa !149
  %96 = add nuw nsw i64 %76, 1, !dbg !237
    #dbg_value(i64 %96, !72, !DIExpression(), !196)
  %97 = icmp eq i64 %96, 5, !dbg !238
  br i1 %97, label %69, label %75, !dbg !197, !llvm.loop !239

98:                                               ; preds = %99
  call void @llvm.lifetime.end.p0(i64 480, ptr nonnull %6) #6, !dbg !241
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %5) #6, !dbg !241
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #6, !dbg !241
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #6, !dbg !241
  call void @llvm.lifetime.end.p0(i64 480, ptr nonnull %2) #6, !dbg !241
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %1) #6, !dbg !241
  ret i32 0, !dbg !241

99:                                               ; preds = %67, %99
  %100 = phi i64 [ 0, %67 ], [ %109, %99 ]
    #dbg_value(i64 %100, !76, !DIExpression(), !200)
  %101 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %100, !dbg !242
  %102 = load double, ptr %101, align 8, !dbg !242, !tbaa !123
  %103 = getelementptr inbounds [5 x %struct.frac], ptr %4, i64 0, i64 %100, !dbg !244
  %104 = load i64, ptr %103, align 16, !dbg !245, !tbaa !159
  %105 = getelementptr inbounds i8, ptr %103, i64 8, !dbg !246
  %106 = load i64, ptr %105, align 8, !dbg !246, !tbaa !162
  %107 = trunc nuw nsw i64 %100 to i32, !dbg !247
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %107, double noundef %102, i64 noundef %104, i64 noundef %106), !dbg !247
  %109 = add nuw nsw i64 %100, 1, !dbg !248
    #dbg_value(i64 %109, !76, !DIExpression(), !200)
  %110 = icmp eq i64 %109, 5, !dbg !249
  br i1 %110, label %98, label %99, !dbg !201, !llvm.loop !250
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc noundef i32 @solve_double(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #3 !dbg !252 {
    #dbg_value(ptr %0, !260, !DIExpression(), !295)
    #dbg_value(ptr %1, !261, !DIExpression(), !295)
    #dbg_value(i32 0, !262, !DIExpression(), !296)
  br label %7, !dbg !297

3:                                                ; preds = %62, %52
    #dbg_value(i64 %11, !262, !DIExpression(), !296)
  %4 = icmp ugt i64 %8, 3, !dbg !298
  %5 = add nuw nsw i64 %9, 1, !dbg !297
  %6 = icmp eq i64 %11, 5, !dbg !298
  br i1 %6, label %76, label %7, !dbg !297, !llvm.loop !299

7:                                                ; preds = %2, %3
  %8 = phi i64 [ 0, %2 ], [ %11, %3 ]
  %9 = phi i64 [ 1, %2 ], [ %5, %3 ]
  %10 = phi i1 [ false, %2 ], [ %4, %3 ]
    #dbg_value(i64 %8, !262, !DIExpression(), !296)
    #dbg_value(i64 %8, !264, !DIExpression(), !301)
  %11 = add nuw nsw i64 %8, 1, !dbg !302
    #dbg_value(i64 %11, !267, !DIExpression(), !303)
    #dbg_value(i64 %8, !264, !DIExpression(), !301)
  %12 = icmp ult i64 %8, 4, !dbg !304
  %13 = trunc nuw nsw i64 %8 to i32, !dbg !306
  br i1 %12, label %14, label %16, !dbg !306

14:                                               ; preds = %7
  %15 = trunc nuw nsw i64 %8 to i32, !dbg !306
  br label %22, !dbg !306

16:                                               ; preds = %22, %7
  %17 = phi i32 [ %13, %7 ], [ %38, %22 ], !dbg !301
  %18 = sext i32 %17 to i64, !dbg !307
  %19 = getelementptr inbounds [6 x double], ptr %0, i64 %18, i64 %8, !dbg !307
  %20 = load double, ptr %19, align 8, !dbg !307, !tbaa !123
  %21 = fcmp une double %20, 0.000000e+00, !dbg !309
  br i1 %21, label %41, label %75, !dbg !310

22:                                               ; preds = %14, %22
  %23 = phi i64 [ %9, %14 ], [ %39, %22 ]
  %24 = phi i32 [ %15, %14 ], [ %38, %22 ]
    #dbg_value(i32 %24, !264, !DIExpression(), !301)
    #dbg_value(i64 %23, !267, !DIExpression(), !303)
  %25 = getelementptr inbounds [6 x double], ptr %0, i64 %23, i64 %8, !dbg !311
  %26 = load double, ptr %25, align 8, !dbg !311, !tbaa !123
    #dbg_value(double %26, !313, !DIExpression(), !318)
  %27 = fcmp olt double %26, 0.000000e+00, !dbg !320
  %28 = fneg double %26, !dbg !321
  %29 = select i1 %27, double %28, double %26, !dbg !321
  %30 = sext i32 %24 to i64, !dbg !322
  %31 = getelementptr inbounds [6 x double], ptr %0, i64 %30, i64 %8, !dbg !322
  %32 = load double, ptr %31, align 8, !dbg !322, !tbaa !123
    #dbg_value(double %32, !313, !DIExpression(), !323)
  %33 = fcmp olt double %32, 0.000000e+00, !dbg !325
  %34 = fneg double %32, !dbg !326
  %35 = select i1 %33, double %34, double %32, !dbg !326
  %36 = fcmp ogt double %29, %35, !dbg !327
  %37 = trunc nuw nsw i64 %23 to i32, !dbg !328
  %38 = select i1 %36, i32 %37, i32 %24, !dbg !328
    #dbg_value(i32 %38, !264, !DIExpression(), !301)
  %39 = add nuw nsw i64 %23, 1, !dbg !329
    #dbg_value(i64 %39, !267, !DIExpression(), !303)
  %40 = icmp eq i64 %39, 5, !dbg !304
  br i1 %40, label %16, label %22, !dbg !306, !llvm.loop !330

41:                                               ; preds = %16
  %42 = zext i32 %17 to i64, !dbg !332
  %43 = icmp eq i64 %8, %42, !dbg !332
  br i1 %43, label %52, label %44, !dbg !333

44:                                               ; preds = %41, %44
  %45 = phi i64 [ %50, %44 ], [ 0, %41 ]
    #dbg_value(i64 %45, !269, !DIExpression(), !334)
  %46 = getelementptr inbounds [6 x double], ptr %0, i64 %8, i64 %45, !dbg !335
  %47 = load double, ptr %46, align 8, !dbg !335, !tbaa !123
    #dbg_value(double %47, !272, !DIExpression(), !336)
  %48 = getelementptr inbounds [6 x double], ptr %0, i64 %18, i64 %45, !dbg !337
  %49 = load double, ptr %48, align 8, !dbg !337, !tbaa !123
  store double %49, ptr %46, align 8, !dbg !338, !tbaa !123
  store double %47, ptr %48, align 8, !dbg !339, !tbaa !123
  %50 = add nuw nsw i64 %45, 1, !dbg !340
    #dbg_value(i64 %50, !269, !DIExpression(), !334)
  %51 = icmp eq i64 %50, 6, !dbg !341
  br i1 %51, label %52, label %44, !dbg !342, !llvm.loop !343

52:                                               ; preds = %44, %41
    #dbg_value(i64 %11, !275, !DIExpression(), !345)
  %53 = icmp ult i64 %8, 4, !dbg !346
  br i1 %53, label %54, label %3, !dbg !347

54:                                               ; preds = %52
  %55 = getelementptr inbounds [6 x double], ptr %0, i64 %8, i64 %8
  br label %56, !dbg !347

56:                                               ; preds = %54, %62
  %57 = phi i64 [ %9, %54 ], [ %63, %62 ]
    #dbg_value(i64 %57, !275, !DIExpression(), !345)
  %58 = getelementptr inbounds [6 x double], ptr %0, i64 %57, i64 %8, !dbg !348
  %59 = load double, ptr %58, align 8, !dbg !348, !tbaa !123
  %60 = load double, ptr %55, align 8, !dbg !349, !tbaa !123
  %61 = fdiv double %59, %60, !dbg !350
    #dbg_value(double %61, !277, !DIExpression(), !351)
    #dbg_value(i64 %8, !280, !DIExpression(), !352)
  br label %65, !dbg !353

62:                                               ; preds = %65
  %63 = add nuw nsw i64 %57, 1, !dbg !354
    #dbg_value(i64 %63, !275, !DIExpression(), !345)
  %64 = icmp eq i64 %63, 5, !dbg !346
  br i1 %64, label %3, label %56, !dbg !347, !llvm.loop !355

65:                                               ; preds = %56, %65
  %66 = phi i64 [ %8, %56 ], [ %73, %65 ]
    #dbg_value(i64 %66, !280, !DIExpression(), !352)
  %67 = getelementptr inbounds [6 x double], ptr %0, i64 %8, i64 %66, !dbg !357
  %68 = load double, ptr %67, align 8, !dbg !357, !tbaa !123
  %69 = fmul double %61, %68, !dbg !358
    #dbg_value(double %69, !282, !DIExpression(), !359)
  %70 = getelementptr inbounds [6 x double], ptr %0, i64 %57, i64 %66, !dbg !360
  %71 = load double, ptr %70, align 8, !dbg !361, !tbaa !123
  %72 = fsub double %71, %69, !dbg !361
  store double %72, ptr %70, align 8, !dbg !361, !tbaa !123
  %73 = add nuw nsw i64 %66, 1, !dbg !362
    #dbg_value(i64 %73, !280, !DIExpression(), !352)
  %74 = icmp eq i64 %73, 6, !dbg !363
  br i1 %74, label %62, label %65, !dbg !353, !llvm.loop !364

75:                                               ; preds = %16
  br i1 %10, label %76, label %101

76:                                               ; preds = %3, %75
  br label %77, !dbg !366

77:                                               ; preds = %76, %82
  %78 = phi i64 [ %88, %82 ], [ 4, %76 ]
    #dbg_value(i64 %78, !285, !DIExpression(), !367)
  %79 = getelementptr inbounds [6 x double], ptr %0, i64 %78, i64 5, !dbg !368
  %80 = load double, ptr %79, align 8, !dbg !368, !tbaa !123
    #dbg_value(double %80, !287, !DIExpression(), !369)
    #dbg_value(i64 %78, !290, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !370)
  %81 = icmp ult i64 %78, 4, !dbg !371
  br i1 %81, label %90, label %82, !dbg !372

82:                                               ; preds = %90, %77
  %83 = phi double [ %80, %77 ], [ %99, %90 ], !dbg !369
  %84 = getelementptr inbounds [6 x double], ptr %0, i64 %78, i64 %78, !dbg !373
  %85 = load double, ptr %84, align 8, !dbg !373, !tbaa !123
  %86 = fdiv double %83, %85, !dbg !374
  %87 = getelementptr inbounds double, ptr %1, i64 %78, !dbg !375
  store double %86, ptr %87, align 8, !dbg !376, !tbaa !123
  %88 = add nsw i64 %78, -1, !dbg !377
    #dbg_value(i64 %88, !285, !DIExpression(), !367)
  %89 = icmp eq i64 %78, 0, !dbg !378
  br i1 %89, label %101, label %77, !dbg !366, !llvm.loop !379

90:                                               ; preds = %77, %90
  %91 = phi i64 [ %93, %90 ], [ %78, %77 ]
  %92 = phi double [ %99, %90 ], [ %80, %77 ]
    #dbg_value(i64 %91, !290, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !370)
    #dbg_value(double %92, !287, !DIExpression(), !369)
  %93 = add nuw nsw i64 %91, 1, !dbg !381
    #dbg_value(i64 %93, !290, !DIExpression(), !370)
  %94 = getelementptr inbounds [6 x double], ptr %0, i64 %78, i64 %93, !dbg !382
  %95 = load double, ptr %94, align 8, !dbg !382, !tbaa !123
  %96 = getelementptr inbounds double, ptr %1, i64 %93, !dbg !383
  %97 = load double, ptr %96, align 8, !dbg !383, !tbaa !123
  %98 = fmul double %95, %97, !dbg !384
    #dbg_value(double %98, !292, !DIExpression(), !385)
  %99 = fsub double %92, %98, !dbg !386
    #dbg_value(i64 %93, !290, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !370)
    #dbg_value(double %99, !287, !DIExpression(), !369)
  %100 = icmp eq i64 %93, 4, !dbg !371
  br i1 %100, label %82, label %90, !dbg !372, !llvm.loop !387

101:                                              ; preds = %82, %75
  %102 = phi i32 [ 0, %75 ], [ 1, %82 ], !dbg !295
  ret i32 %102, !dbg !389
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @solve_exact(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #3 !dbg !390 {
  %3 = alloca %struct.frac, align 8, !DIAssignID !424
    #dbg_assign(i1 undef, !407, !DIExpression(), !424, ptr %3, !DIExpression(), !425)
    #dbg_value(ptr %0, !397, !DIExpression(), !426)
    #dbg_value(ptr %1, !398, !DIExpression(), !426)
    #dbg_value(i32 0, !399, !DIExpression(), !427)
  br label %7, !dbg !428

4:                                                ; preds = %63, %25
    #dbg_value(i64 %26, !399, !DIExpression(), !427)
  %5 = add nuw nsw i64 %8, 1, !dbg !428
  %6 = icmp eq i64 %26, 5, !dbg !429
  br i1 %6, label %129, label %7, !dbg !428, !llvm.loop !430

7:                                                ; preds = %2, %4
  %8 = phi i64 [ 1, %2 ], [ %5, %4 ]
  %9 = phi i64 [ 0, %2 ], [ %26, %4 ]
    #dbg_value(i64 %9, !399, !DIExpression(), !427)
  br label %10, !dbg !432

10:                                               ; preds = %10, %7
  %11 = phi i64 [ %15, %10 ], [ %9, %7 ], !dbg !433
    #dbg_value(i64 %11, !401, !DIExpression(), !433)
  %12 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 %9, !dbg !434
  %13 = load i64, ptr %12, align 8, !dbg !435, !tbaa !159
  %14 = icmp eq i64 %13, 0, !dbg !436
  %15 = add nuw nsw i64 %11, 1, !dbg !437
    #dbg_value(i64 %15, !401, !DIExpression(), !433)
  br i1 %14, label %10, label %16, !dbg !432, !llvm.loop !438

16:                                               ; preds = %10
  %17 = and i64 %11, 4294967295, !dbg !439
  %18 = icmp eq i64 %17, %9, !dbg !439
  br i1 %18, label %25, label %19, !dbg !440

19:                                               ; preds = %16, %19
  %20 = phi i64 [ %23, %19 ], [ 0, %16 ]
    #dbg_value(i64 %20, !404, !DIExpression(), !441)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !442
  %21 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 %20, !dbg !443
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %21, i64 16, i1 false), !dbg !443, !tbaa.struct !444, !DIAssignID !445
    #dbg_assign(i1 undef, !407, !DIExpression(), !445, ptr %3, !DIExpression(), !425)
  %22 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %11, i64 %20, !dbg !446
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false), !dbg !446, !tbaa.struct !444
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !447, !tbaa.struct !444
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !448
  %23 = add nuw nsw i64 %20, 1, !dbg !449
    #dbg_value(i64 %23, !404, !DIExpression(), !441)
  %24 = icmp eq i64 %23, 6, !dbg !450
  br i1 %24, label %25, label %19, !dbg !451, !llvm.loop !452

25:                                               ; preds = %19, %16
  %26 = add nuw nsw i64 %9, 1, !dbg !454
    #dbg_value(i64 %26, !410, !DIExpression(), !455)
  %27 = icmp ult i64 %9, 4, !dbg !456
  br i1 %27, label %28, label %4, !dbg !457

28:                                               ; preds = %25
  %29 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 %9
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  br label %31, !dbg !457

31:                                               ; preds = %28, %63
  %32 = phi i64 [ %8, %28 ], [ %64, %63 ]
    #dbg_value(i64 %32, !410, !DIExpression(), !455)
  %33 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %32, i64 %9, !dbg !458
  %34 = load i64, ptr %33, align 8, !dbg !459
  %35 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !459
  %36 = load i64, ptr %35, align 8, !dbg !459
  %37 = load i64, ptr %29, align 8, !dbg !459
  %38 = load i64, ptr %30, align 8, !dbg !459
    #dbg_value(i64 %34, !460, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !466)
    #dbg_value(i64 %36, !460, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !466)
    #dbg_value(i64 %37, !465, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !466)
    #dbg_value(i64 %38, !465, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !466)
  %39 = mul nsw i64 %38, %34, !dbg !468
  %40 = mul nsw i64 %37, %36, !dbg !469
    #dbg_value(i64 %39, !126, !DIExpression(), !470)
    #dbg_value(i64 %40, !131, !DIExpression(), !470)
  %41 = icmp slt i64 %40, 0, !dbg !472
  %42 = sub nsw i64 0, %39, !dbg !474
  %43 = tail call i64 @llvm.abs.i64(i64 %40, i1 true), !dbg !474
  %44 = select i1 %41, i64 %42, i64 %39, !dbg !474
    #dbg_value(i64 %44, !126, !DIExpression(), !470)
    #dbg_value(i64 %43, !131, !DIExpression(), !470)
    #dbg_value(i64 %44, !136, !DIExpression(), !475)
    #dbg_value(i64 %43, !141, !DIExpression(), !475)
  %45 = tail call i64 @llvm.abs.i64(i64 %39, i1 true), !dbg !477
    #dbg_value(i64 %45, !136, !DIExpression(), !475)
  %46 = icmp eq i64 %40, 0, !dbg !478
  br i1 %46, label %52, label %47, !dbg !478

47:                                               ; preds = %31, %47
  %48 = phi i64 [ %49, %47 ], [ %45, %31 ]
  %49 = phi i64 [ %50, %47 ], [ %43, %31 ]
    #dbg_value(i64 %48, !136, !DIExpression(), !475)
    #dbg_value(i64 %49, !141, !DIExpression(), !475)
  %50 = urem i64 %48, %49, !dbg !479
    #dbg_value(i64 %50, !142, !DIExpression(), !480)
    #dbg_value(i64 %49, !136, !DIExpression(), !475)
    #dbg_value(i64 %50, !141, !DIExpression(), !475)
  %51 = icmp eq i64 %50, 0, !dbg !478
  br i1 %51, label %52, label %47, !dbg !478, !llvm.loop !481

52:                                               ; preds = %47, %31
  %53 = phi i64 [ %45, %31 ], [ %49, %47 ], !dbg !475
    #dbg_value(i64 %53, !132, !DIExpression(), !470)
  %54 = icmp eq i64 %53, 0, !dbg !483
  br i1 %54, label %57, label %55, !dbg !483

55:                                               ; preds = %52
  %56 = sdiv i64 %44, %53, !dbg !484
  br label %57, !dbg !483

57:                                               ; preds = %55, %52
  %58 = phi i64 [ %56, %55 ], [ 0, %52 ], !dbg !483
    #dbg_value(i64 %58, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !470)
  br i1 %54, label %61, label %59, !dbg !485

59:                                               ; preds = %57
  %60 = udiv i64 %43, %53, !dbg !486
  br label %61, !dbg !485

61:                                               ; preds = %59, %57
  %62 = phi i64 [ %60, %59 ], [ 1, %57 ], !dbg !485
    #dbg_value(i64 %62, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !470)
    #dbg_value(i64 %58, !412, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !487)
    #dbg_value(i64 %62, !412, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !487)
    #dbg_value(i64 %9, !415, !DIExpression(), !488)
  br label %66, !dbg !489

63:                                               ; preds = %124
  %64 = add nuw nsw i64 %32, 1, !dbg !490
    #dbg_value(i64 %64, !410, !DIExpression(), !455)
  %65 = icmp eq i64 %64, 5, !dbg !456
  br i1 %65, label %4, label %31, !dbg !457, !llvm.loop !491

66:                                               ; preds = %61, %124
  %67 = phi i64 [ %9, %61 ], [ %126, %124 ]
    #dbg_value(i64 %67, !415, !DIExpression(), !488)
  %68 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %32, i64 %67, !dbg !493
  %69 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %9, i64 %67, !dbg !495
  %70 = load i64, ptr %69, align 8, !dbg !496
  %71 = getelementptr inbounds i8, ptr %69, i64 8, !dbg !496
  %72 = load i64, ptr %71, align 8, !dbg !496
    #dbg_value(i64 %58, !497, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !501)
    #dbg_value(i64 %62, !497, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !501)
    #dbg_value(i64 %70, !500, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !501)
    #dbg_value(i64 %72, !500, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !501)
  %73 = mul nsw i64 %70, %58, !dbg !503
  %74 = mul nsw i64 %72, %62, !dbg !504
    #dbg_value(i64 %73, !126, !DIExpression(), !505)
    #dbg_value(i64 %74, !131, !DIExpression(), !505)
  %75 = icmp slt i64 %74, 0, !dbg !507
  %76 = sub nsw i64 0, %73, !dbg !508
  %77 = tail call i64 @llvm.abs.i64(i64 %74, i1 true), !dbg !508
  %78 = select i1 %75, i64 %76, i64 %73, !dbg !508
    #dbg_value(i64 %78, !126, !DIExpression(), !505)
    #dbg_value(i64 %77, !131, !DIExpression(), !505)
    #dbg_value(i64 %78, !136, !DIExpression(), !509)
    #dbg_value(i64 %77, !141, !DIExpression(), !509)
  %79 = tail call i64 @llvm.abs.i64(i64 %73, i1 true), !dbg !511
    #dbg_value(i64 %79, !136, !DIExpression(), !509)
  %80 = icmp eq i64 %74, 0, !dbg !512
  br i1 %80, label %86, label %81, !dbg !512

81:                                               ; preds = %66, %81
  %82 = phi i64 [ %83, %81 ], [ %79, %66 ]
  %83 = phi i64 [ %84, %81 ], [ %77, %66 ]
    #dbg_value(i64 %82, !136, !DIExpression(), !509)
    #dbg_value(i64 %83, !141, !DIExpression(), !509)
  %84 = urem i64 %82, %83, !dbg !513
    #dbg_value(i64 %84, !142, !DIExpression(), !514)
    #dbg_value(i64 %83, !136, !DIExpression(), !509)
    #dbg_value(i64 %84, !141, !DIExpression(), !509)
  %85 = icmp eq i64 %84, 0, !dbg !512
  br i1 %85, label %86, label %81, !dbg !512, !llvm.loop !515

86:                                               ; preds = %81, %66
  %87 = phi i64 [ %79, %66 ], [ %83, %81 ], !dbg !509
    #dbg_value(i64 %87, !132, !DIExpression(), !505)
  %88 = icmp eq i64 %87, 0, !dbg !517
  br i1 %88, label %91, label %89, !dbg !517

89:                                               ; preds = %86
  %90 = sdiv i64 %78, %87, !dbg !518
  br label %91, !dbg !517

91:                                               ; preds = %89, %86
  %92 = phi i64 [ %90, %89 ], [ 0, %86 ], !dbg !517
    #dbg_value(i64 %92, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !505)
  br i1 %88, label %95, label %93, !dbg !519

93:                                               ; preds = %91
  %94 = udiv i64 %77, %87, !dbg !520
  br label %95, !dbg !519

95:                                               ; preds = %91, %93
  %96 = phi i64 [ %94, %93 ], [ 1, %91 ], !dbg !519
    #dbg_value(i64 %96, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !505)
  %97 = load i64, ptr %68, align 8, !dbg !521
  %98 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !521
  %99 = load i64, ptr %98, align 8, !dbg !521
    #dbg_value(i64 %97, !522, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !526)
    #dbg_value(i64 %99, !522, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !526)
    #dbg_value(i64 %92, !525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !526)
    #dbg_value(i64 %96, !525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !526)
  %100 = mul nsw i64 %97, %96, !dbg !528
  %101 = mul nsw i64 %99, %92, !dbg !529
  %102 = sub nsw i64 %100, %101, !dbg !530
  %103 = mul nsw i64 %99, %96, !dbg !531
    #dbg_value(i64 %102, !126, !DIExpression(), !532)
    #dbg_value(i64 %103, !131, !DIExpression(), !532)
  %104 = icmp slt i64 %103, 0, !dbg !534
  %105 = sub nsw i64 0, %102, !dbg !535
  %106 = tail call i64 @llvm.abs.i64(i64 %103, i1 true), !dbg !535
  %107 = select i1 %104, i64 %105, i64 %102, !dbg !535
    #dbg_value(i64 %107, !126, !DIExpression(), !532)
    #dbg_value(i64 %106, !131, !DIExpression(), !532)
    #dbg_value(i64 %107, !136, !DIExpression(), !536)
    #dbg_value(i64 %106, !141, !DIExpression(), !536)
  %108 = tail call i64 @llvm.abs.i64(i64 %102, i1 true), !dbg !538
    #dbg_value(i64 %108, !136, !DIExpression(), !536)
  %109 = icmp eq i64 %103, 0, !dbg !539
  br i1 %109, label %115, label %110, !dbg !539

110:                                              ; preds = %95, %110
  %111 = phi i64 [ %112, %110 ], [ %108, %95 ]
  %112 = phi i64 [ %113, %110 ], [ %106, %95 ]
    #dbg_value(i64 %111, !136, !DIExpression(), !536)
    #dbg_value(i64 %112, !141, !DIExpression(), !536)
  %113 = urem i64 %111, %112, !dbg !540
    #dbg_value(i64 %113, !142, !DIExpression(), !541)
    #dbg_value(i64 %112, !136, !DIExpression(), !536)
    #dbg_value(i64 %113, !141, !DIExpression(), !536)
  %114 = icmp eq i64 %113, 0, !dbg !539
  br i1 %114, label %115, label %110, !dbg !539, !llvm.loop !542

115:                                              ; preds = %110, %95
  %116 = phi i64 [ %108, %95 ], [ %112, %110 ], !dbg !536
    #dbg_value(i64 %116, !132, !DIExpression(), !532)
  %117 = icmp eq i64 %116, 0, !dbg !544
  br i1 %117, label %120, label %118, !dbg !544

118:                                              ; preds = %115
  %119 = sdiv i64 %107, %116, !dbg !545
  br label %120, !dbg !544

120:                                              ; preds = %118, %115
  %121 = phi i64 [ %119, %118 ], [ 0, %115 ], !dbg !544
    #dbg_value(i64 %121, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !532)
  br i1 %117, label %124, label %122, !dbg !546

122:                                              ; preds = %120
  %123 = udiv i64 %106, %116, !dbg !547
  br label %124, !dbg !546

124:                                              ; preds = %120, %122
  %125 = phi i64 [ %123, %122 ], [ 1, %120 ], !dbg !546
    #dbg_value(i64 %125, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !532)
  store i64 %121, ptr %68, align 8, !dbg !521, !tbaa !149
  store i64 %125, ptr %98, align 8, !dbg !521, !tbaa !149
  %126 = add nuw nsw i64 %67, 1, !dbg !548
    #dbg_value(i64 %126, !415, !DIExpression(), !488)
  %127 = icmp eq i64 %126, 6, !dbg !549
  br i1 %127, label %63, label %66, !dbg !489, !llvm.loop !550

128:                                              ; preds = %167
  ret void, !dbg !552

129:                                              ; preds = %4, %167
  %130 = phi i64 [ %170, %167 ], [ 4, %4 ]
    #dbg_value(i64 %130, !417, !DIExpression(), !553)
  %131 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %130, !dbg !554
  %132 = getelementptr inbounds i8, ptr %131, i64 80, !dbg !554
  %133 = load i64, ptr %132, align 8, !dbg !554, !tbaa !149
  %134 = getelementptr inbounds i8, ptr %131, i64 88, !dbg !554
  %135 = load i64, ptr %134, align 8, !dbg !554, !tbaa !149
    #dbg_value(i64 %133, !419, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 %135, !419, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
    #dbg_value(i64 %130, !422, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !556)
  %136 = icmp ult i64 %130, 4, !dbg !557
  br i1 %136, label %172, label %137, !dbg !559

137:                                              ; preds = %233, %129
  %138 = phi i64 [ %135, %129 ], [ %234, %233 ], !dbg !555
  %139 = phi i64 [ %133, %129 ], [ %230, %233 ], !dbg !555
  %140 = getelementptr inbounds %struct.frac, ptr %1, i64 %130, !dbg !560
  %141 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %130, i64 %130, !dbg !561
  %142 = load i64, ptr %141, align 8, !dbg !562
  %143 = getelementptr inbounds i8, ptr %141, i64 8, !dbg !562
  %144 = load i64, ptr %143, align 8, !dbg !562
    #dbg_value(i64 %139, !460, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !563)
    #dbg_value(i64 %138, !460, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !563)
    #dbg_value(i64 %142, !465, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !563)
    #dbg_value(i64 %144, !465, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !563)
  %145 = mul nsw i64 %144, %139, !dbg !565
  %146 = mul nsw i64 %142, %138, !dbg !566
    #dbg_value(i64 %145, !126, !DIExpression(), !567)
    #dbg_value(i64 %146, !131, !DIExpression(), !567)
  %147 = icmp slt i64 %146, 0, !dbg !569
  %148 = sub nsw i64 0, %145, !dbg !570
  %149 = tail call i64 @llvm.abs.i64(i64 %146, i1 true), !dbg !570
  %150 = select i1 %147, i64 %148, i64 %145, !dbg !570
    #dbg_value(i64 %150, !126, !DIExpression(), !567)
    #dbg_value(i64 %149, !131, !DIExpression(), !567)
    #dbg_value(i64 %150, !136, !DIExpression(), !571)
    #dbg_value(i64 %149, !141, !DIExpression(), !571)
  %151 = tail call i64 @llvm.abs.i64(i64 %145, i1 true), !dbg !573
    #dbg_value(i64 %151, !136, !DIExpression(), !571)
  %152 = icmp eq i64 %146, 0, !dbg !574
  br i1 %152, label %158, label %153, !dbg !574

153:                                              ; preds = %137, %153
  %154 = phi i64 [ %155, %153 ], [ %151, %137 ]
  %155 = phi i64 [ %156, %153 ], [ %149, %137 ]
    #dbg_value(i64 %154, !136, !DIExpression(), !571)
    #dbg_value(i64 %155, !141, !DIExpression(), !571)
  %156 = urem i64 %154, %155, !dbg !575
    #dbg_value(i64 %156, !142, !DIExpression(), !576)
    #dbg_value(i64 %155, !136, !DIExpression(), !571)
    #dbg_value(i64 %156, !141, !DIExpression(), !571)
  %157 = icmp eq i64 %156, 0, !dbg !574
  br i1 %157, label %158, label %153, !dbg !574, !llvm.loop !577

158:                                              ; preds = %153, %137
  %159 = phi i64 [ %151, %137 ], [ %155, %153 ], !dbg !571
    #dbg_value(i64 %159, !132, !DIExpression(), !567)
  %160 = icmp eq i64 %159, 0, !dbg !579
  br i1 %160, label %163, label %161, !dbg !579

161:                                              ; preds = %158
  %162 = sdiv i64 %150, %159, !dbg !580
  br label %163, !dbg !579

163:                                              ; preds = %161, %158
  %164 = phi i64 [ %162, %161 ], [ 0, %158 ], !dbg !579
    #dbg_value(i64 %164, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !567)
  br i1 %160, label %167, label %165, !dbg !581

165:                                              ; preds = %163
  %166 = udiv i64 %149, %159, !dbg !582
  br label %167, !dbg !581

167:                                              ; preds = %163, %165
  %168 = phi i64 [ %166, %165 ], [ 1, %163 ], !dbg !581
    #dbg_value(i64 %168, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !567)
  store i64 %164, ptr %140, align 8, !dbg !562, !tbaa !149
  %169 = getelementptr inbounds i8, ptr %140, i64 8, !dbg !562
  store i64 %168, ptr %169, align 8, !dbg !562, !tbaa !149
  %170 = add nsw i64 %130, -1, !dbg !583
    #dbg_value(i64 %170, !417, !DIExpression(), !553)
  %171 = icmp eq i64 %130, 0, !dbg !584
  br i1 %171, label %128, label %129, !dbg !585, !llvm.loop !586

172:                                              ; preds = %129, %233
  %173 = phi i64 [ %176, %233 ], [ %130, %129 ]
  %174 = phi i64 [ %230, %233 ], [ %133, %129 ]
  %175 = phi i64 [ %234, %233 ], [ %135, %129 ]
    #dbg_value(i64 %173, !422, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !556)
    #dbg_value(i64 %174, !419, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 %175, !419, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
  %176 = add nuw nsw i64 %173, 1, !dbg !588
    #dbg_value(i64 %176, !422, !DIExpression(), !556)
  %177 = getelementptr inbounds [6 x %struct.frac], ptr %0, i64 %130, i64 %176, !dbg !589
  %178 = getelementptr inbounds %struct.frac, ptr %1, i64 %176, !dbg !590
  %179 = load i64, ptr %177, align 8, !dbg !591
  %180 = getelementptr inbounds i8, ptr %177, i64 8, !dbg !591
  %181 = load i64, ptr %180, align 8, !dbg !591
  %182 = load i64, ptr %178, align 8, !dbg !591
  %183 = getelementptr inbounds i8, ptr %178, i64 8, !dbg !591
  %184 = load i64, ptr %183, align 8, !dbg !591
    #dbg_value(i64 %179, !497, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !592)
    #dbg_value(i64 %181, !497, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !592)
    #dbg_value(i64 %182, !500, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !592)
    #dbg_value(i64 %184, !500, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !592)
  %185 = mul nsw i64 %182, %179, !dbg !594
  %186 = mul nsw i64 %184, %181, !dbg !595
    #dbg_value(i64 %185, !126, !DIExpression(), !596)
    #dbg_value(i64 %186, !131, !DIExpression(), !596)
  %187 = icmp slt i64 %186, 0, !dbg !598
  %188 = sub nsw i64 0, %185, !dbg !599
  %189 = tail call i64 @llvm.abs.i64(i64 %186, i1 true), !dbg !599
  %190 = select i1 %187, i64 %188, i64 %185, !dbg !599
    #dbg_value(i64 %190, !126, !DIExpression(), !596)
    #dbg_value(i64 %189, !131, !DIExpression(), !596)
    #dbg_value(i64 %190, !136, !DIExpression(), !600)
    #dbg_value(i64 %189, !141, !DIExpression(), !600)
  %191 = tail call i64 @llvm.abs.i64(i64 %185, i1 true), !dbg !602
    #dbg_value(i64 %191, !136, !DIExpression(), !600)
  %192 = icmp eq i64 %186, 0, !dbg !603
  br i1 %192, label %198, label %193, !dbg !603

193:                                              ; preds = %172, %193
  %194 = phi i64 [ %195, %193 ], [ %191, %172 ]
  %195 = phi i64 [ %196, %193 ], [ %189, %172 ]
    #dbg_value(i64 %194, !136, !DIExpression(), !600)
    #dbg_value(i64 %195, !141, !DIExpression(), !600)
  %196 = urem i64 %194, %195, !dbg !604
    #dbg_value(i64 %196, !142, !DIExpression(), !605)
    #dbg_value(i64 %195, !136, !DIExpression(), !600)
    #dbg_value(i64 %196, !141, !DIExpression(), !600)
  %197 = icmp eq i64 %196, 0, !dbg !603
  br i1 %197, label %198, label %193, !dbg !603, !llvm.loop !606

198:                                              ; preds = %193, %172
  %199 = phi i64 [ %191, %172 ], [ %195, %193 ], !dbg !600
    #dbg_value(i64 %199, !132, !DIExpression(), !596)
  %200 = icmp eq i64 %199, 0, !dbg !608
  br i1 %200, label %203, label %201, !dbg !608

201:                                              ; preds = %198
  %202 = sdiv i64 %190, %199, !dbg !609
  br label %203, !dbg !608

203:                                              ; preds = %201, %198
  %204 = phi i64 [ %202, %201 ], [ 0, %198 ], !dbg !608
    #dbg_value(i64 %204, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !596)
  br i1 %200, label %207, label %205, !dbg !610

205:                                              ; preds = %203
  %206 = udiv i64 %189, %199, !dbg !611
  br label %207, !dbg !610

207:                                              ; preds = %203, %205
  %208 = phi i64 [ %206, %205 ], [ 1, %203 ], !dbg !610
    #dbg_value(i64 %208, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !596)
    #dbg_value(i64 %174, !522, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !612)
    #dbg_value(i64 %175, !522, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !612)
    #dbg_value(i64 %204, !525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !612)
    #dbg_value(i64 %208, !525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !612)
  %209 = mul nsw i64 %208, %174, !dbg !614
  %210 = mul nsw i64 %204, %175, !dbg !615
  %211 = sub nsw i64 %209, %210, !dbg !616
  %212 = mul nsw i64 %208, %175, !dbg !617
    #dbg_value(i64 %211, !126, !DIExpression(), !618)
    #dbg_value(i64 %212, !131, !DIExpression(), !618)
  %213 = icmp slt i64 %212, 0, !dbg !620
  %214 = sub nsw i64 0, %211, !dbg !621
  %215 = tail call i64 @llvm.abs.i64(i64 %212, i1 true), !dbg !621
  %216 = select i1 %213, i64 %214, i64 %211, !dbg !621
    #dbg_value(i64 %216, !126, !DIExpression(), !618)
    #dbg_value(i64 %215, !131, !DIExpression(), !618)
    #dbg_value(i64 %216, !136, !DIExpression(), !622)
    #dbg_value(i64 %215, !141, !DIExpression(), !622)
  %217 = tail call i64 @llvm.abs.i64(i64 %211, i1 true), !dbg !624
    #dbg_value(i64 %217, !136, !DIExpression(), !622)
  %218 = icmp eq i64 %212, 0, !dbg !625
  br i1 %218, label %224, label %219, !dbg !625

219:                                              ; preds = %207, %219
  %220 = phi i64 [ %221, %219 ], [ %217, %207 ]
  %221 = phi i64 [ %222, %219 ], [ %215, %207 ]
    #dbg_value(i64 %220, !136, !DIExpression(), !622)
    #dbg_value(i64 %221, !141, !DIExpression(), !622)
  %222 = urem i64 %220, %221, !dbg !626
    #dbg_value(i64 %222, !142, !DIExpression(), !627)
    #dbg_value(i64 %221, !136, !DIExpression(), !622)
    #dbg_value(i64 %222, !141, !DIExpression(), !622)
  %223 = icmp eq i64 %222, 0, !dbg !625
  br i1 %223, label %224, label %219, !dbg !625, !llvm.loop !628

224:                                              ; preds = %219, %207
  %225 = phi i64 [ %217, %207 ], [ %221, %219 ], !dbg !622
    #dbg_value(i64 %225, !132, !DIExpression(), !618)
  %226 = icmp eq i64 %225, 0, !dbg !630
  br i1 %226, label %229, label %227, !dbg !630

227:                                              ; preds = %224
  %228 = sdiv i64 %216, %225, !dbg !631
  br label %229, !dbg !630

229:                                              ; preds = %227, %224
  %230 = phi i64 [ %228, %227 ], [ 0, %224 ], !dbg !630
    #dbg_value(i64 %230, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !618)
  br i1 %226, label %233, label %231, !dbg !632

231:                                              ; preds = %229
  %232 = udiv i64 %215, %225, !dbg !633
  br label %233, !dbg !632

233:                                              ; preds = %229, %231
  %234 = phi i64 [ %232, %231 ], [ 1, %229 ], !dbg !632
    #dbg_value(i64 %234, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !618)
    #dbg_value(i64 %176, !422, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !556)
    #dbg_value(i64 %230, !419, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 %234, !419, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
  %235 = icmp eq i64 %176, 4, !dbg !557
  br i1 %235, label %137, label %172, !dbg !559, !llvm.loop !634
}

; Function Attrs: nofree nounwind
declare !dbg !636 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

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
!100 = !DILocation(line: 102, column: 9, scope: !48)
!101 = !DILocation(line: 106, column: 5, scope: !2)
!102 = !DILocation(line: 107, column: 5, scope: !2)
!103 = !DILocation(line: 108, column: 14, scope: !2)
!104 = !DILocation(line: 109, column: 5, scope: !2)
!105 = !DILocation(line: 110, column: 5, scope: !2)
!106 = !DILocation(line: 0, scope: !57)
!107 = !DILocation(line: 111, column: 5, scope: !57)
!108 = !DILocation(line: 101, column: 29, scope: !49)
!109 = !DILocation(line: 101, column: 23, scope: !49)
!110 = distinct !{!110, !98, !111, !112, !113}
!111 = !DILocation(line: 105, column: 9, scope: !46)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !{!"llvm.loop.unroll.disable"}
!114 = !DILocation(line: 103, column: 23, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 102, column: 38)
!116 = distinct !DILexicalBlock(scope: !48, file: !3, line: 102, column: 9)
!117 = !{!118, !118, i64 0}
!118 = !{!"int", !119, i64 0}
!119 = !{!"omnipotent char", !120, i64 0}
!120 = !{!"Simple C/C++ TBAA"}
!121 = !DILocation(line: 103, column: 13, scope: !115)
!122 = !DILocation(line: 103, column: 21, scope: !115)
!123 = !{!124, !124, i64 0}
!124 = !{!"double", !119, i64 0}
!125 = !DILocation(line: 104, column: 27, scope: !115)
!126 = !DILocalVariable(name: "n", arg: 1, scope: !127, file: !3, line: 22, type: !43)
!127 = distinct !DISubprogram(name: "mk", scope: !3, file: !3, line: 22, type: !128, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!40, !43, !43}
!130 = !{!126, !131, !132, !133}
!131 = !DILocalVariable(name: "d", arg: 2, scope: !127, file: !3, line: 22, type: !43)
!132 = !DILocalVariable(name: "g", scope: !127, file: !3, line: 27, type: !43)
!133 = !DILocalVariable(name: "f", scope: !127, file: !3, line: 28, type: !40)
!134 = !DILocation(line: 0, scope: !127, inlinedAt: !135)
!135 = distinct !DILocation(line: 104, column: 24, scope: !115)
!136 = !DILocalVariable(name: "a", arg: 1, scope: !137, file: !3, line: 11, type: !43)
!137 = distinct !DISubprogram(name: "gcdl", scope: !3, file: !3, line: 11, type: !138, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !140)
!138 = !DISubroutineType(types: !139)
!139 = !{!43, !43, !43}
!140 = !{!136, !141, !142}
!141 = !DILocalVariable(name: "b", arg: 2, scope: !137, file: !3, line: 11, type: !43)
!142 = !DILocalVariable(name: "t", scope: !143, file: !3, line: 15, type: !43)
!143 = distinct !DILexicalBlock(scope: !137, file: !3, line: 14, column: 15)
!144 = !DILocation(line: 0, scope: !137, inlinedAt: !145)
!145 = distinct !DILocation(line: 27, column: 14, scope: !127, inlinedAt: !135)
!146 = !DILocation(line: 0, scope: !143, inlinedAt: !145)
!147 = !DILocation(line: 104, column: 13, scope: !115)
!148 = !DILocation(line: 104, column: 24, scope: !115)
!149 = !{!150, !150, i64 0}
!150 = !{!"long", !119, i64 0}
!151 = !DILocation(line: 102, column: 34, scope: !116)
!152 = !DILocation(line: 102, column: 27, scope: !116)
!153 = distinct !{!153, !100, !154, !112, !113}
!154 = !DILocation(line: 105, column: 9, scope: !48)
!155 = !DILocation(line: 112, column: 59, scope: !156)
!156 = distinct !DILexicalBlock(scope: !57, file: !3, line: 111, column: 5)
!157 = !DILocation(line: 112, column: 65, scope: !156)
!158 = !DILocation(line: 112, column: 71, scope: !156)
!159 = !{!160, !150, i64 0}
!160 = !{!"frac", !150, i64 0, !150, i64 8}
!161 = !DILocation(line: 112, column: 82, scope: !156)
!162 = !{!160, !150, i64 8}
!163 = !DILocation(line: 113, column: 16, scope: !156)
!164 = !DILocation(line: 113, column: 36, scope: !156)
!165 = !DILocation(line: 113, column: 34, scope: !156)
!166 = !DILocation(line: 112, column: 9, scope: !156)
!167 = !DILocation(line: 111, column: 29, scope: !156)
!168 = !DILocation(line: 111, column: 23, scope: !156)
!169 = distinct !{!169, !107, !170, !112, !113}
!170 = !DILocation(line: 113, column: 53, scope: !57)
!171 = !DILocation(line: 124, column: 5, scope: !2)
!172 = !DILocation(line: 125, column: 5, scope: !2)
!173 = !DILocation(line: 0, scope: !71)
!174 = !DILocation(line: 126, column: 5, scope: !71)
!175 = !DILocation(line: 0, scope: !59)
!176 = !DILocation(line: 116, column: 21, scope: !61)
!177 = !DILocation(line: 116, column: 20, scope: !61)
!178 = !DILocation(line: 0, scope: !61)
!179 = !DILocation(line: 0, scope: !64)
!180 = !DILocation(line: 117, column: 9, scope: !64)
!181 = !DILocation(line: 121, column: 9, scope: !61)
!182 = !DILocation(line: 115, column: 29, scope: !62)
!183 = !DILocation(line: 115, column: 23, scope: !62)
!184 = !DILocation(line: 115, column: 5, scope: !59)
!185 = distinct !{!185, !184, !186, !112, !113}
!186 = !DILocation(line: 122, column: 5, scope: !59)
!187 = !DILocation(line: 118, column: 24, scope: !66)
!188 = !DILocation(line: 118, column: 34, scope: !66)
!189 = !DILocation(line: 118, column: 32, scope: !66)
!190 = !DILocation(line: 0, scope: !66)
!191 = !DILocation(line: 119, column: 15, scope: !66)
!192 = !DILocation(line: 117, column: 33, scope: !67)
!193 = !DILocation(line: 117, column: 27, scope: !67)
!194 = distinct !{!194, !180, !195, !112, !113}
!195 = !DILocation(line: 120, column: 9, scope: !64)
!196 = !DILocation(line: 0, scope: !73)
!197 = !DILocation(line: 127, column: 9, scope: !73)
!198 = !DILocation(line: 134, column: 5, scope: !2)
!199 = !DILocation(line: 135, column: 5, scope: !2)
!200 = !DILocation(line: 0, scope: !77)
!201 = !DILocation(line: 136, column: 5, scope: !77)
!202 = !DILocation(line: 131, column: 9, scope: !74)
!203 = !DILocation(line: 131, column: 17, scope: !74)
!204 = !DILocation(line: 0, scope: !127, inlinedAt: !205)
!205 = distinct !DILocation(line: 132, column: 20, scope: !74)
!206 = !DILocation(line: 0, scope: !137, inlinedAt: !207)
!207 = distinct !DILocation(line: 27, column: 14, scope: !127, inlinedAt: !205)
!208 = !DILocation(line: 0, scope: !143, inlinedAt: !207)
!209 = !DILocation(line: 132, column: 9, scope: !74)
!210 = !DILocation(line: 132, column: 20, scope: !74)
!211 = !DILocation(line: 126, column: 29, scope: !75)
!212 = !DILocation(line: 126, column: 23, scope: !75)
!213 = distinct !{!213, !174, !214, !112, !113}
!214 = !DILocation(line: 133, column: 5, scope: !71)
!215 = !DILocation(line: 128, column: 32, scope: !216)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 127, column: 37)
!217 = distinct !DILexicalBlock(scope: !73, file: !3, line: 127, column: 9)
!218 = !DILocation(line: 128, column: 36, scope: !216)
!219 = !DILocation(line: 128, column: 29, scope: !216)
!220 = !DILocation(line: 128, column: 27, scope: !216)
!221 = !DILocation(line: 128, column: 13, scope: !216)
!222 = !DILocation(line: 128, column: 21, scope: !216)
!223 = !DILocation(line: 129, column: 30, scope: !216)
!224 = !DILocation(line: 0, scope: !127, inlinedAt: !225)
!225 = distinct !DILocation(line: 129, column: 24, scope: !216)
!226 = !DILocation(line: 0, scope: !137, inlinedAt: !227)
!227 = distinct !DILocation(line: 27, column: 14, scope: !127, inlinedAt: !225)
!228 = !DILocation(line: 14, column: 5, scope: !137, inlinedAt: !227)
!229 = !DILocation(line: 15, column: 20, scope: !143, inlinedAt: !227)
!230 = !DILocation(line: 0, scope: !143, inlinedAt: !227)
!231 = distinct !{!231, !228, !232, !112, !113}
!232 = !DILocation(line: 18, column: 5, scope: !137, inlinedAt: !227)
!233 = !DILocation(line: 129, column: 13, scope: !216)
!234 = !DILocation(line: 28, column: 28, scope: !127, inlinedAt: !225)
!235 = !DILocation(line: 28, column: 43, scope: !127, inlinedAt: !225)
!236 = !DILocation(line: 129, column: 24, scope: !216)
!237 = !DILocation(line: 127, column: 33, scope: !217)
!238 = !DILocation(line: 127, column: 27, scope: !217)
!239 = distinct !{!239, !197, !240, !112, !113}
!240 = !DILocation(line: 130, column: 9, scope: !73)
!241 = !DILocation(line: 139, column: 1, scope: !2)
!242 = !DILocation(line: 137, column: 57, scope: !243)
!243 = distinct !DILexicalBlock(scope: !77, file: !3, line: 136, column: 5)
!244 = !DILocation(line: 137, column: 63, scope: !243)
!245 = !DILocation(line: 137, column: 69, scope: !243)
!246 = !DILocation(line: 137, column: 80, scope: !243)
!247 = !DILocation(line: 137, column: 9, scope: !243)
!248 = !DILocation(line: 136, column: 29, scope: !243)
!249 = !DILocation(line: 136, column: 23, scope: !243)
!250 = distinct !{!250, !201, !251, !112, !113}
!251 = !DILocation(line: 137, column: 83, scope: !77)
!252 = distinct !DISubprogram(name: "solve_double", scope: !3, file: !3, line: 37, type: !253, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !259)
!253 = !DISubroutineType(types: !254)
!254 = !{!6, !255, !258}
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64)
!256 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 384, elements: !257)
!257 = !{!37}
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!259 = !{!260, !261, !262, !264, !267, !269, !272, !275, !277, !280, !282, !285, !287, !290, !292}
!260 = !DILocalVariable(name: "a", arg: 1, scope: !252, file: !3, line: 37, type: !255)
!261 = !DILocalVariable(name: "x", arg: 2, scope: !252, file: !3, line: 37, type: !258)
!262 = !DILocalVariable(name: "c", scope: !263, file: !3, line: 38, type: !6)
!263 = distinct !DILexicalBlock(scope: !252, file: !3, line: 38, column: 5)
!264 = !DILocalVariable(name: "piv", scope: !265, file: !3, line: 39, type: !6)
!265 = distinct !DILexicalBlock(scope: !266, file: !3, line: 38, column: 33)
!266 = distinct !DILexicalBlock(scope: !263, file: !3, line: 38, column: 5)
!267 = !DILocalVariable(name: "r", scope: !268, file: !3, line: 40, type: !6)
!268 = distinct !DILexicalBlock(scope: !265, file: !3, line: 40, column: 9)
!269 = !DILocalVariable(name: "k", scope: !270, file: !3, line: 46, type: !6)
!270 = distinct !DILexicalBlock(scope: !271, file: !3, line: 46, column: 13)
!271 = distinct !DILexicalBlock(scope: !265, file: !3, line: 45, column: 13)
!272 = !DILocalVariable(name: "t", scope: !273, file: !3, line: 47, type: !9)
!273 = distinct !DILexicalBlock(scope: !274, file: !3, line: 46, column: 42)
!274 = distinct !DILexicalBlock(scope: !270, file: !3, line: 46, column: 13)
!275 = !DILocalVariable(name: "r", scope: !276, file: !3, line: 51, type: !6)
!276 = distinct !DILexicalBlock(scope: !265, file: !3, line: 51, column: 9)
!277 = !DILocalVariable(name: "f", scope: !278, file: !3, line: 52, type: !9)
!278 = distinct !DILexicalBlock(scope: !279, file: !3, line: 51, column: 41)
!279 = distinct !DILexicalBlock(scope: !276, file: !3, line: 51, column: 9)
!280 = !DILocalVariable(name: "k", scope: !281, file: !3, line: 53, type: !6)
!281 = distinct !DILexicalBlock(scope: !278, file: !3, line: 53, column: 13)
!282 = !DILocalVariable(name: "t", scope: !283, file: !3, line: 54, type: !9)
!283 = distinct !DILexicalBlock(scope: !284, file: !3, line: 53, column: 42)
!284 = distinct !DILexicalBlock(scope: !281, file: !3, line: 53, column: 13)
!285 = !DILocalVariable(name: "r", scope: !286, file: !3, line: 59, type: !6)
!286 = distinct !DILexicalBlock(scope: !252, file: !3, line: 59, column: 5)
!287 = !DILocalVariable(name: "s", scope: !288, file: !3, line: 60, type: !9)
!288 = distinct !DILexicalBlock(scope: !289, file: !3, line: 59, column: 38)
!289 = distinct !DILexicalBlock(scope: !286, file: !3, line: 59, column: 5)
!290 = !DILocalVariable(name: "k", scope: !291, file: !3, line: 61, type: !6)
!291 = distinct !DILexicalBlock(scope: !288, file: !3, line: 61, column: 9)
!292 = !DILocalVariable(name: "t", scope: !293, file: !3, line: 62, type: !9)
!293 = distinct !DILexicalBlock(scope: !294, file: !3, line: 61, column: 41)
!294 = distinct !DILexicalBlock(scope: !291, file: !3, line: 61, column: 9)
!295 = !DILocation(line: 0, scope: !252)
!296 = !DILocation(line: 0, scope: !263)
!297 = !DILocation(line: 38, column: 5, scope: !263)
!298 = !DILocation(line: 38, column: 23, scope: !266)
!299 = distinct !{!299, !297, !300, !112, !113}
!300 = !DILocation(line: 58, column: 5, scope: !263)
!301 = !DILocation(line: 0, scope: !265)
!302 = !DILocation(line: 40, column: 24, scope: !268)
!303 = !DILocation(line: 0, scope: !268)
!304 = !DILocation(line: 40, column: 31, scope: !305)
!305 = distinct !DILexicalBlock(scope: !268, file: !3, line: 40, column: 9)
!306 = !DILocation(line: 40, column: 9, scope: !268)
!307 = !DILocation(line: 43, column: 13, scope: !308)
!308 = distinct !DILexicalBlock(scope: !265, file: !3, line: 43, column: 13)
!309 = !DILocation(line: 43, column: 23, scope: !308)
!310 = !DILocation(line: 43, column: 13, scope: !265)
!311 = !DILocation(line: 41, column: 22, scope: !312)
!312 = distinct !DILexicalBlock(scope: !305, file: !3, line: 41, column: 17)
!313 = !DILocalVariable(name: "x", arg: 1, scope: !314, file: !3, line: 35, type: !9)
!314 = distinct !DISubprogram(name: "dabs", scope: !3, file: !3, line: 35, type: !315, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !317)
!315 = !DISubroutineType(types: !316)
!316 = !{!9, !9}
!317 = !{!313}
!318 = !DILocation(line: 0, scope: !314, inlinedAt: !319)
!319 = distinct !DILocation(line: 41, column: 17, scope: !312)
!320 = !DILocation(line: 35, column: 41, scope: !314, inlinedAt: !319)
!321 = !DILocation(line: 35, column: 39, scope: !314, inlinedAt: !319)
!322 = !DILocation(line: 41, column: 38, scope: !312)
!323 = !DILocation(line: 0, scope: !314, inlinedAt: !324)
!324 = distinct !DILocation(line: 41, column: 33, scope: !312)
!325 = !DILocation(line: 35, column: 41, scope: !314, inlinedAt: !324)
!326 = !DILocation(line: 35, column: 39, scope: !314, inlinedAt: !324)
!327 = !DILocation(line: 41, column: 31, scope: !312)
!328 = !DILocation(line: 41, column: 17, scope: !305)
!329 = !DILocation(line: 40, column: 37, scope: !305)
!330 = distinct !{!330, !306, !331, !112, !113}
!331 = !DILocation(line: 42, column: 23, scope: !268)
!332 = !DILocation(line: 45, column: 17, scope: !271)
!333 = !DILocation(line: 45, column: 13, scope: !265)
!334 = !DILocation(line: 0, scope: !270)
!335 = !DILocation(line: 47, column: 28, scope: !273)
!336 = !DILocation(line: 0, scope: !273)
!337 = !DILocation(line: 48, column: 27, scope: !273)
!338 = !DILocation(line: 48, column: 25, scope: !273)
!339 = !DILocation(line: 49, column: 27, scope: !273)
!340 = !DILocation(line: 46, column: 38, scope: !274)
!341 = !DILocation(line: 46, column: 31, scope: !274)
!342 = !DILocation(line: 46, column: 13, scope: !270)
!343 = distinct !{!343, !342, !344, !112, !113}
!344 = !DILocation(line: 50, column: 13, scope: !270)
!345 = !DILocation(line: 0, scope: !276)
!346 = !DILocation(line: 51, column: 31, scope: !279)
!347 = !DILocation(line: 51, column: 9, scope: !276)
!348 = !DILocation(line: 52, column: 24, scope: !278)
!349 = !DILocation(line: 52, column: 34, scope: !278)
!350 = !DILocation(line: 52, column: 32, scope: !278)
!351 = !DILocation(line: 0, scope: !278)
!352 = !DILocation(line: 0, scope: !281)
!353 = !DILocation(line: 53, column: 13, scope: !281)
!354 = !DILocation(line: 51, column: 37, scope: !279)
!355 = distinct !{!355, !347, !356, !112, !113}
!356 = !DILocation(line: 57, column: 9, scope: !276)
!357 = !DILocation(line: 54, column: 32, scope: !283)
!358 = !DILocation(line: 54, column: 30, scope: !283)
!359 = !DILocation(line: 0, scope: !283)
!360 = !DILocation(line: 55, column: 17, scope: !283)
!361 = !DILocation(line: 55, column: 25, scope: !283)
!362 = !DILocation(line: 53, column: 38, scope: !284)
!363 = !DILocation(line: 53, column: 31, scope: !284)
!364 = distinct !{!364, !353, !365, !112, !113}
!365 = !DILocation(line: 56, column: 13, scope: !281)
!366 = !DILocation(line: 59, column: 5, scope: !286)
!367 = !DILocation(line: 0, scope: !286)
!368 = !DILocation(line: 60, column: 20, scope: !288)
!369 = !DILocation(line: 0, scope: !288)
!370 = !DILocation(line: 0, scope: !291)
!371 = !DILocation(line: 61, column: 31, scope: !294)
!372 = !DILocation(line: 61, column: 9, scope: !291)
!373 = !DILocation(line: 65, column: 20, scope: !288)
!374 = !DILocation(line: 65, column: 18, scope: !288)
!375 = !DILocation(line: 65, column: 9, scope: !288)
!376 = !DILocation(line: 65, column: 14, scope: !288)
!377 = !DILocation(line: 59, column: 34, scope: !289)
!378 = !DILocation(line: 59, column: 27, scope: !289)
!379 = distinct !{!379, !366, !380, !112, !113}
!380 = !DILocation(line: 66, column: 5, scope: !286)
!381 = !DILocation(line: 61, scope: !291)
!382 = !DILocation(line: 62, column: 24, scope: !293)
!383 = !DILocation(line: 62, column: 34, scope: !293)
!384 = !DILocation(line: 62, column: 32, scope: !293)
!385 = !DILocation(line: 0, scope: !293)
!386 = !DILocation(line: 63, column: 15, scope: !293)
!387 = distinct !{!387, !372, !388, !112, !113}
!388 = !DILocation(line: 64, column: 9, scope: !291)
!389 = !DILocation(line: 68, column: 1, scope: !252)
!390 = distinct !DISubprogram(name: "solve_exact", scope: !3, file: !3, line: 70, type: !391, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !396)
!391 = !DISubroutineType(types: !392)
!392 = !{null, !393, !395}
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 64)
!394 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 768, elements: !257)
!395 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!396 = !{!397, !398, !399, !401, !404, !407, !410, !412, !415, !417, !419, !422}
!397 = !DILocalVariable(name: "a", arg: 1, scope: !390, file: !3, line: 70, type: !393)
!398 = !DILocalVariable(name: "x", arg: 2, scope: !390, file: !3, line: 70, type: !395)
!399 = !DILocalVariable(name: "c", scope: !400, file: !3, line: 71, type: !6)
!400 = distinct !DILexicalBlock(scope: !390, file: !3, line: 71, column: 5)
!401 = !DILocalVariable(name: "piv", scope: !402, file: !3, line: 72, type: !6)
!402 = distinct !DILexicalBlock(scope: !403, file: !3, line: 71, column: 33)
!403 = distinct !DILexicalBlock(scope: !400, file: !3, line: 71, column: 5)
!404 = !DILocalVariable(name: "k", scope: !405, file: !3, line: 76, type: !6)
!405 = distinct !DILexicalBlock(scope: !406, file: !3, line: 76, column: 13)
!406 = distinct !DILexicalBlock(scope: !402, file: !3, line: 75, column: 13)
!407 = !DILocalVariable(name: "t", scope: !408, file: !3, line: 77, type: !40)
!408 = distinct !DILexicalBlock(scope: !409, file: !3, line: 76, column: 42)
!409 = distinct !DILexicalBlock(scope: !405, file: !3, line: 76, column: 13)
!410 = !DILocalVariable(name: "r", scope: !411, file: !3, line: 81, type: !6)
!411 = distinct !DILexicalBlock(scope: !402, file: !3, line: 81, column: 9)
!412 = !DILocalVariable(name: "f", scope: !413, file: !3, line: 82, type: !40)
!413 = distinct !DILexicalBlock(scope: !414, file: !3, line: 81, column: 41)
!414 = distinct !DILexicalBlock(scope: !411, file: !3, line: 81, column: 9)
!415 = !DILocalVariable(name: "k", scope: !416, file: !3, line: 83, type: !6)
!416 = distinct !DILexicalBlock(scope: !413, file: !3, line: 83, column: 13)
!417 = !DILocalVariable(name: "r", scope: !418, file: !3, line: 87, type: !6)
!418 = distinct !DILexicalBlock(scope: !390, file: !3, line: 87, column: 5)
!419 = !DILocalVariable(name: "s", scope: !420, file: !3, line: 88, type: !40)
!420 = distinct !DILexicalBlock(scope: !421, file: !3, line: 87, column: 38)
!421 = distinct !DILexicalBlock(scope: !418, file: !3, line: 87, column: 5)
!422 = !DILocalVariable(name: "k", scope: !423, file: !3, line: 89, type: !6)
!423 = distinct !DILexicalBlock(scope: !420, file: !3, line: 89, column: 9)
!424 = distinct !DIAssignID()
!425 = !DILocation(line: 0, scope: !408)
!426 = !DILocation(line: 0, scope: !390)
!427 = !DILocation(line: 0, scope: !400)
!428 = !DILocation(line: 71, column: 5, scope: !400)
!429 = !DILocation(line: 71, column: 23, scope: !403)
!430 = distinct !{!430, !428, !431, !112, !113}
!431 = !DILocation(line: 86, column: 5, scope: !400)
!432 = !DILocation(line: 73, column: 9, scope: !402)
!433 = !DILocation(line: 0, scope: !402)
!434 = !DILocation(line: 73, column: 16, scope: !402)
!435 = !DILocation(line: 73, column: 26, scope: !402)
!436 = !DILocation(line: 73, column: 30, scope: !402)
!437 = !DILocation(line: 74, column: 16, scope: !402)
!438 = distinct !{!438, !432, !437, !112, !113}
!439 = !DILocation(line: 75, column: 17, scope: !406)
!440 = !DILocation(line: 75, column: 13, scope: !402)
!441 = !DILocation(line: 0, scope: !405)
!442 = !DILocation(line: 77, column: 17, scope: !408)
!443 = !DILocation(line: 77, column: 33, scope: !408)
!444 = !{i64 0, i64 8, !149, i64 8, i64 8, !149}
!445 = distinct !DIAssignID()
!446 = !DILocation(line: 78, column: 27, scope: !408)
!447 = !DILocation(line: 79, column: 29, scope: !408)
!448 = !DILocation(line: 80, column: 13, scope: !409)
!449 = !DILocation(line: 76, column: 38, scope: !409)
!450 = !DILocation(line: 76, column: 31, scope: !409)
!451 = !DILocation(line: 76, column: 13, scope: !405)
!452 = distinct !{!452, !451, !453, !112, !113}
!453 = !DILocation(line: 80, column: 13, scope: !405)
!454 = !DILocation(line: 81, column: 24, scope: !411)
!455 = !DILocation(line: 0, scope: !411)
!456 = !DILocation(line: 81, column: 31, scope: !414)
!457 = !DILocation(line: 81, column: 9, scope: !411)
!458 = !DILocation(line: 82, column: 34, scope: !413)
!459 = !DILocation(line: 82, column: 29, scope: !413)
!460 = !DILocalVariable(name: "a", arg: 1, scope: !461, file: !3, line: 33, type: !40)
!461 = distinct !DISubprogram(name: "fdiv", scope: !3, file: !3, line: 33, type: !462, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !464)
!462 = !DISubroutineType(types: !463)
!463 = !{!40, !40, !40}
!464 = !{!460, !465}
!465 = !DILocalVariable(name: "b", arg: 2, scope: !461, file: !3, line: 33, type: !40)
!466 = !DILocation(line: 0, scope: !461, inlinedAt: !467)
!467 = distinct !DILocation(line: 82, column: 29, scope: !413)
!468 = !DILocation(line: 33, column: 73, scope: !461, inlinedAt: !467)
!469 = !DILocation(line: 33, column: 88, scope: !461, inlinedAt: !467)
!470 = !DILocation(line: 0, scope: !127, inlinedAt: !471)
!471 = distinct !DILocation(line: 33, column: 64, scope: !461, inlinedAt: !467)
!472 = !DILocation(line: 23, column: 11, scope: !473, inlinedAt: !471)
!473 = distinct !DILexicalBlock(scope: !127, file: !3, line: 23, column: 9)
!474 = !DILocation(line: 23, column: 9, scope: !127, inlinedAt: !471)
!475 = !DILocation(line: 0, scope: !137, inlinedAt: !476)
!476 = distinct !DILocation(line: 27, column: 14, scope: !127, inlinedAt: !471)
!477 = !DILocation(line: 12, column: 9, scope: !137, inlinedAt: !476)
!478 = !DILocation(line: 14, column: 5, scope: !137, inlinedAt: !476)
!479 = !DILocation(line: 15, column: 20, scope: !143, inlinedAt: !476)
!480 = !DILocation(line: 0, scope: !143, inlinedAt: !476)
!481 = distinct !{!481, !478, !482, !112, !113}
!482 = !DILocation(line: 18, column: 5, scope: !137, inlinedAt: !476)
!483 = !DILocation(line: 28, column: 22, scope: !127, inlinedAt: !471)
!484 = !DILocation(line: 28, column: 28, scope: !127, inlinedAt: !471)
!485 = !DILocation(line: 28, column: 37, scope: !127, inlinedAt: !471)
!486 = !DILocation(line: 28, column: 43, scope: !127, inlinedAt: !471)
!487 = !DILocation(line: 0, scope: !413)
!488 = !DILocation(line: 0, scope: !416)
!489 = !DILocation(line: 83, column: 13, scope: !416)
!490 = !DILocation(line: 81, column: 37, scope: !414)
!491 = distinct !{!491, !457, !492, !112, !113}
!492 = !DILocation(line: 85, column: 9, scope: !411)
!493 = !DILocation(line: 84, column: 17, scope: !494)
!494 = distinct !DILexicalBlock(scope: !416, file: !3, line: 83, column: 13)
!495 = !DILocation(line: 84, column: 49, scope: !494)
!496 = !DILocation(line: 84, column: 41, scope: !494)
!497 = !DILocalVariable(name: "a", arg: 1, scope: !498, file: !3, line: 32, type: !40)
!498 = distinct !DISubprogram(name: "fmul", scope: !3, file: !3, line: 32, type: !462, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !499)
!499 = !{!497, !500}
!500 = !DILocalVariable(name: "b", arg: 2, scope: !498, file: !3, line: 32, type: !40)
!501 = !DILocation(line: 0, scope: !498, inlinedAt: !502)
!502 = distinct !DILocation(line: 84, column: 41, scope: !494)
!503 = !DILocation(line: 32, column: 73, scope: !498, inlinedAt: !502)
!504 = !DILocation(line: 32, column: 88, scope: !498, inlinedAt: !502)
!505 = !DILocation(line: 0, scope: !127, inlinedAt: !506)
!506 = distinct !DILocation(line: 32, column: 64, scope: !498, inlinedAt: !502)
!507 = !DILocation(line: 23, column: 11, scope: !473, inlinedAt: !506)
!508 = !DILocation(line: 23, column: 9, scope: !127, inlinedAt: !506)
!509 = !DILocation(line: 0, scope: !137, inlinedAt: !510)
!510 = distinct !DILocation(line: 27, column: 14, scope: !127, inlinedAt: !506)
!511 = !DILocation(line: 12, column: 9, scope: !137, inlinedAt: !510)
!512 = !DILocation(line: 14, column: 5, scope: !137, inlinedAt: !510)
!513 = !DILocation(line: 15, column: 20, scope: !143, inlinedAt: !510)
!514 = !DILocation(line: 0, scope: !143, inlinedAt: !510)
!515 = distinct !{!515, !512, !516, !112, !113}
!516 = !DILocation(line: 18, column: 5, scope: !137, inlinedAt: !510)
!517 = !DILocation(line: 28, column: 22, scope: !127, inlinedAt: !506)
!518 = !DILocation(line: 28, column: 28, scope: !127, inlinedAt: !506)
!519 = !DILocation(line: 28, column: 37, scope: !127, inlinedAt: !506)
!520 = !DILocation(line: 28, column: 43, scope: !127, inlinedAt: !506)
!521 = !DILocation(line: 84, column: 27, scope: !494)
!522 = !DILocalVariable(name: "a", arg: 1, scope: !523, file: !3, line: 31, type: !40)
!523 = distinct !DISubprogram(name: "fsub", scope: !3, file: !3, line: 31, type: !462, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !524)
!524 = !{!522, !525}
!525 = !DILocalVariable(name: "b", arg: 2, scope: !523, file: !3, line: 31, type: !40)
!526 = !DILocation(line: 0, scope: !523, inlinedAt: !527)
!527 = distinct !DILocation(line: 84, column: 27, scope: !494)
!528 = !DILocation(line: 31, column: 73, scope: !523, inlinedAt: !527)
!529 = !DILocation(line: 31, column: 89, scope: !523, inlinedAt: !527)
!530 = !DILocation(line: 31, column: 81, scope: !523, inlinedAt: !527)
!531 = !DILocation(line: 31, column: 104, scope: !523, inlinedAt: !527)
!532 = !DILocation(line: 0, scope: !127, inlinedAt: !533)
!533 = distinct !DILocation(line: 31, column: 64, scope: !523, inlinedAt: !527)
!534 = !DILocation(line: 23, column: 11, scope: !473, inlinedAt: !533)
!535 = !DILocation(line: 23, column: 9, scope: !127, inlinedAt: !533)
!536 = !DILocation(line: 0, scope: !137, inlinedAt: !537)
!537 = distinct !DILocation(line: 27, column: 14, scope: !127, inlinedAt: !533)
!538 = !DILocation(line: 12, column: 9, scope: !137, inlinedAt: !537)
!539 = !DILocation(line: 14, column: 5, scope: !137, inlinedAt: !537)
!540 = !DILocation(line: 15, column: 20, scope: !143, inlinedAt: !537)
!541 = !DILocation(line: 0, scope: !143, inlinedAt: !537)
!542 = distinct !{!542, !539, !543, !112, !113}
!543 = !DILocation(line: 18, column: 5, scope: !137, inlinedAt: !537)
!544 = !DILocation(line: 28, column: 22, scope: !127, inlinedAt: !533)
!545 = !DILocation(line: 28, column: 28, scope: !127, inlinedAt: !533)
!546 = !DILocation(line: 28, column: 37, scope: !127, inlinedAt: !533)
!547 = !DILocation(line: 28, column: 43, scope: !127, inlinedAt: !533)
!548 = !DILocation(line: 83, column: 38, scope: !494)
!549 = !DILocation(line: 83, column: 31, scope: !494)
!550 = distinct !{!550, !489, !551, !112, !113}
!551 = !DILocation(line: 84, column: 57, scope: !416)
!552 = !DILocation(line: 93, column: 1, scope: !390)
!553 = !DILocation(line: 0, scope: !418)
!554 = !DILocation(line: 88, column: 25, scope: !420)
!555 = !DILocation(line: 0, scope: !420)
!556 = !DILocation(line: 0, scope: !423)
!557 = !DILocation(line: 89, column: 31, scope: !558)
!558 = distinct !DILexicalBlock(scope: !423, file: !3, line: 89, column: 9)
!559 = !DILocation(line: 89, column: 9, scope: !423)
!560 = !DILocation(line: 91, column: 9, scope: !420)
!561 = !DILocation(line: 91, column: 24, scope: !420)
!562 = !DILocation(line: 91, column: 16, scope: !420)
!563 = !DILocation(line: 0, scope: !461, inlinedAt: !564)
!564 = distinct !DILocation(line: 91, column: 16, scope: !420)
!565 = !DILocation(line: 33, column: 73, scope: !461, inlinedAt: !564)
!566 = !DILocation(line: 33, column: 88, scope: !461, inlinedAt: !564)
!567 = !DILocation(line: 0, scope: !127, inlinedAt: !568)
!568 = distinct !DILocation(line: 33, column: 64, scope: !461, inlinedAt: !564)
!569 = !DILocation(line: 23, column: 11, scope: !473, inlinedAt: !568)
!570 = !DILocation(line: 23, column: 9, scope: !127, inlinedAt: !568)
!571 = !DILocation(line: 0, scope: !137, inlinedAt: !572)
!572 = distinct !DILocation(line: 27, column: 14, scope: !127, inlinedAt: !568)
!573 = !DILocation(line: 12, column: 9, scope: !137, inlinedAt: !572)
!574 = !DILocation(line: 14, column: 5, scope: !137, inlinedAt: !572)
!575 = !DILocation(line: 15, column: 20, scope: !143, inlinedAt: !572)
!576 = !DILocation(line: 0, scope: !143, inlinedAt: !572)
!577 = distinct !{!577, !574, !578, !112, !113}
!578 = !DILocation(line: 18, column: 5, scope: !137, inlinedAt: !572)
!579 = !DILocation(line: 28, column: 22, scope: !127, inlinedAt: !568)
!580 = !DILocation(line: 28, column: 28, scope: !127, inlinedAt: !568)
!581 = !DILocation(line: 28, column: 37, scope: !127, inlinedAt: !568)
!582 = !DILocation(line: 28, column: 43, scope: !127, inlinedAt: !568)
!583 = !DILocation(line: 87, column: 34, scope: !421)
!584 = !DILocation(line: 87, column: 27, scope: !421)
!585 = !DILocation(line: 87, column: 5, scope: !418)
!586 = distinct !{!586, !585, !587, !112, !113}
!587 = !DILocation(line: 92, column: 5, scope: !418)
!588 = !DILocation(line: 89, scope: !423)
!589 = !DILocation(line: 90, column: 30, scope: !558)
!590 = !DILocation(line: 90, column: 39, scope: !558)
!591 = !DILocation(line: 90, column: 25, scope: !558)
!592 = !DILocation(line: 0, scope: !498, inlinedAt: !593)
!593 = distinct !DILocation(line: 90, column: 25, scope: !558)
!594 = !DILocation(line: 32, column: 73, scope: !498, inlinedAt: !593)
!595 = !DILocation(line: 32, column: 88, scope: !498, inlinedAt: !593)
!596 = !DILocation(line: 0, scope: !127, inlinedAt: !597)
!597 = distinct !DILocation(line: 32, column: 64, scope: !498, inlinedAt: !593)
!598 = !DILocation(line: 23, column: 11, scope: !473, inlinedAt: !597)
!599 = !DILocation(line: 23, column: 9, scope: !127, inlinedAt: !597)
!600 = !DILocation(line: 0, scope: !137, inlinedAt: !601)
!601 = distinct !DILocation(line: 27, column: 14, scope: !127, inlinedAt: !597)
!602 = !DILocation(line: 12, column: 9, scope: !137, inlinedAt: !601)
!603 = !DILocation(line: 14, column: 5, scope: !137, inlinedAt: !601)
!604 = !DILocation(line: 15, column: 20, scope: !143, inlinedAt: !601)
!605 = !DILocation(line: 0, scope: !143, inlinedAt: !601)
!606 = distinct !{!606, !603, !607, !112, !113}
!607 = !DILocation(line: 18, column: 5, scope: !137, inlinedAt: !601)
!608 = !DILocation(line: 28, column: 22, scope: !127, inlinedAt: !597)
!609 = !DILocation(line: 28, column: 28, scope: !127, inlinedAt: !597)
!610 = !DILocation(line: 28, column: 37, scope: !127, inlinedAt: !597)
!611 = !DILocation(line: 28, column: 43, scope: !127, inlinedAt: !597)
!612 = !DILocation(line: 0, scope: !523, inlinedAt: !613)
!613 = distinct !DILocation(line: 90, column: 17, scope: !558)
!614 = !DILocation(line: 31, column: 73, scope: !523, inlinedAt: !613)
!615 = !DILocation(line: 31, column: 89, scope: !523, inlinedAt: !613)
!616 = !DILocation(line: 31, column: 81, scope: !523, inlinedAt: !613)
!617 = !DILocation(line: 31, column: 104, scope: !523, inlinedAt: !613)
!618 = !DILocation(line: 0, scope: !127, inlinedAt: !619)
!619 = distinct !DILocation(line: 31, column: 64, scope: !523, inlinedAt: !613)
!620 = !DILocation(line: 23, column: 11, scope: !473, inlinedAt: !619)
!621 = !DILocation(line: 23, column: 9, scope: !127, inlinedAt: !619)
!622 = !DILocation(line: 0, scope: !137, inlinedAt: !623)
!623 = distinct !DILocation(line: 27, column: 14, scope: !127, inlinedAt: !619)
!624 = !DILocation(line: 12, column: 9, scope: !137, inlinedAt: !623)
!625 = !DILocation(line: 14, column: 5, scope: !137, inlinedAt: !623)
!626 = !DILocation(line: 15, column: 20, scope: !143, inlinedAt: !623)
!627 = !DILocation(line: 0, scope: !143, inlinedAt: !623)
!628 = distinct !{!628, !625, !629, !112, !113}
!629 = !DILocation(line: 18, column: 5, scope: !137, inlinedAt: !623)
!630 = !DILocation(line: 28, column: 22, scope: !127, inlinedAt: !619)
!631 = !DILocation(line: 28, column: 28, scope: !127, inlinedAt: !619)
!632 = !DILocation(line: 28, column: 37, scope: !127, inlinedAt: !619)
!633 = !DILocation(line: 28, column: 43, scope: !127, inlinedAt: !619)
!634 = distinct !{!634, !559, !635, !112, !113}
!635 = !DILocation(line: 90, column: 44, scope: !423)
!636 = !DISubprogram(name: "printf", scope: !637, file: !637, line: 356, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!638 = !DISubroutineType(types: !639)
!639 = !{!6, !640, null}
!640 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !641)
!641 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !642, size: 64)
!642 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
