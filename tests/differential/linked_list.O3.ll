; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr }
%struct.dnode = type { i32, ptr, ptr }

@.str = private unnamed_addr constant [7 x i8] c"pushed\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"deleted 4,0\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"removed %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [14 x i8] c"insert_sorted\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [7 x i8] c"merged\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [11 x i8] c"cycle: %d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [9 x i8] c"forward:\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [11 x i8] c"\0Abackward:\00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [7 x i8] c"evens:\00", align 1, !dbg !42
@.str.13 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1, !dbg !44
@.str.14 = private unnamed_addr constant [11 x i8] c" (len %d)\0A\00", align 1, !dbg !46

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !65 {
  %1 = alloca ptr, align 8, !DIAssignID !112
  %2 = alloca %struct.node, align 8, !DIAssignID !113
  %3 = alloca ptr, align 8, !DIAssignID !114
  %4 = alloca ptr, align 8, !DIAssignID !115
  %5 = alloca ptr, align 8, !DIAssignID !116
  %6 = alloca %struct.dnode, align 8, !DIAssignID !117
    #dbg_assign(i1 undef, !84, !DIExpression(), !117, ptr %6, !DIExpression(), !118)
    #dbg_value(ptr null, !68, !DIExpression(), !118)
    #dbg_value(i32 0, !74, !DIExpression(), !119)
    #dbg_value(ptr null, !120, !DIExpression(), !127)
    #dbg_value(i32 0, !125, !DIExpression(), !127)
  %7 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %7, !126, !DIExpression(), !127)
  store i32 0, ptr %7, align 8, !dbg !131, !tbaa !132
  %8 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !138
  store ptr null, ptr %8, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %7, !68, !DIExpression(), !118)
    #dbg_value(i32 1, !74, !DIExpression(), !119)
    #dbg_value(ptr %7, !120, !DIExpression(), !127)
    #dbg_value(i32 7, !125, !DIExpression(), !127)
  %9 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %9, !126, !DIExpression(), !127)
  store i32 7, ptr %9, align 8, !dbg !131, !tbaa !132
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !138
  store ptr %7, ptr %10, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %9, !68, !DIExpression(), !118)
    #dbg_value(i32 2, !74, !DIExpression(), !119)
    #dbg_value(ptr %9, !120, !DIExpression(), !127)
    #dbg_value(i32 4, !125, !DIExpression(), !127)
  %11 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %11, !126, !DIExpression(), !127)
  store i32 4, ptr %11, align 8, !dbg !131, !tbaa !132
  %12 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !138
  store ptr %9, ptr %12, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %11, !68, !DIExpression(), !118)
    #dbg_value(i32 3, !74, !DIExpression(), !119)
    #dbg_value(ptr %11, !120, !DIExpression(), !127)
    #dbg_value(i32 1, !125, !DIExpression(), !127)
  %13 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %13, !126, !DIExpression(), !127)
  store i32 1, ptr %13, align 8, !dbg !131, !tbaa !132
  %14 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !138
  store ptr %11, ptr %14, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %13, !68, !DIExpression(), !118)
    #dbg_value(i32 4, !74, !DIExpression(), !119)
    #dbg_value(ptr %13, !120, !DIExpression(), !127)
    #dbg_value(i32 8, !125, !DIExpression(), !127)
  %15 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %15, !126, !DIExpression(), !127)
  store i32 8, ptr %15, align 8, !dbg !131, !tbaa !132
  %16 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !138
  store ptr %13, ptr %16, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %15, !68, !DIExpression(), !118)
    #dbg_value(i32 5, !74, !DIExpression(), !119)
    #dbg_value(ptr %15, !120, !DIExpression(), !127)
    #dbg_value(i32 5, !125, !DIExpression(), !127)
  %17 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %17, !126, !DIExpression(), !127)
  store i32 5, ptr %17, align 8, !dbg !131, !tbaa !132
  %18 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !138
  store ptr %15, ptr %18, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %17, !68, !DIExpression(), !118)
    #dbg_value(i32 6, !74, !DIExpression(), !119)
    #dbg_value(ptr %17, !120, !DIExpression(), !127)
    #dbg_value(i32 2, !125, !DIExpression(), !127)
  %19 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %19, !126, !DIExpression(), !127)
  store i32 2, ptr %19, align 8, !dbg !131, !tbaa !132
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !138
  store ptr %17, ptr %20, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %19, !68, !DIExpression(), !118)
    #dbg_value(i32 7, !74, !DIExpression(), !119)
    #dbg_value(ptr %19, !120, !DIExpression(), !127)
    #dbg_value(i32 9, !125, !DIExpression(), !127)
  %21 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %21, !126, !DIExpression(), !127)
  store i32 9, ptr %21, align 8, !dbg !131, !tbaa !132
  %22 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !138
  store ptr %19, ptr %22, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %21, !68, !DIExpression(), !118)
    #dbg_value(i32 8, !74, !DIExpression(), !119)
    #dbg_value(ptr %21, !120, !DIExpression(), !127)
    #dbg_value(i32 6, !125, !DIExpression(), !127)
  %23 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %23, !126, !DIExpression(), !127)
  store i32 6, ptr %23, align 8, !dbg !131, !tbaa !132
  %24 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !138
  store ptr %21, ptr %24, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %23, !68, !DIExpression(), !118)
    #dbg_value(i32 9, !74, !DIExpression(), !119)
    #dbg_value(ptr %23, !120, !DIExpression(), !127)
    #dbg_value(i32 3, !125, !DIExpression(), !127)
  %25 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %25, !126, !DIExpression(), !127)
  store i32 3, ptr %25, align 8, !dbg !131, !tbaa !132
  %26 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !138
  store ptr %23, ptr %26, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %25, !68, !DIExpression(), !118)
    #dbg_value(i32 10, !74, !DIExpression(), !119)
    #dbg_value(ptr %25, !120, !DIExpression(), !127)
    #dbg_value(i32 0, !125, !DIExpression(), !127)
  %27 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %27, !126, !DIExpression(), !127)
  store i32 0, ptr %27, align 8, !dbg !131, !tbaa !132
  %28 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !138
  store ptr %25, ptr %28, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %27, !68, !DIExpression(), !118)
    #dbg_value(i32 11, !74, !DIExpression(), !119)
    #dbg_value(ptr %27, !120, !DIExpression(), !127)
    #dbg_value(i32 7, !125, !DIExpression(), !127)
  %29 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %29, !126, !DIExpression(), !127)
  store i32 7, ptr %29, align 8, !dbg !131, !tbaa !132
  %30 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !138
  store ptr %27, ptr %30, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %29, !68, !DIExpression(), !118)
    #dbg_value(i32 12, !74, !DIExpression(), !119)
    #dbg_value(ptr %29, !120, !DIExpression(), !127)
    #dbg_value(i32 4, !125, !DIExpression(), !127)
  %31 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %31, !126, !DIExpression(), !127)
  store i32 4, ptr %31, align 8, !dbg !131, !tbaa !132
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !138
  store ptr %29, ptr %32, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %31, !68, !DIExpression(), !118)
    #dbg_value(i32 13, !74, !DIExpression(), !119)
    #dbg_value(ptr %31, !120, !DIExpression(), !127)
    #dbg_value(i32 1, !125, !DIExpression(), !127)
  %33 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %33, !126, !DIExpression(), !127)
  store i32 1, ptr %33, align 8, !dbg !131, !tbaa !132
  %34 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !138
  store ptr %31, ptr %34, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %33, !68, !DIExpression(), !118)
    #dbg_value(i32 14, !74, !DIExpression(), !119)
    #dbg_value(ptr %33, !120, !DIExpression(), !127)
    #dbg_value(i32 8, !125, !DIExpression(), !127)
  %35 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !130
    #dbg_value(ptr %35, !126, !DIExpression(), !127)
  store i32 8, ptr %35, align 8, !dbg !131, !tbaa !132
  %36 = getelementptr inbounds i8, ptr %35, i64 8, !dbg !138
  store ptr %33, ptr %36, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %35, !68, !DIExpression(), !118)
    #dbg_value(i32 15, !74, !DIExpression(), !119)
    #dbg_value(ptr @.str, !141, !DIExpression(), !152)
    #dbg_value(ptr %35, !150, !DIExpression(), !152)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str), !dbg !154
    #dbg_value(i32 0, !151, !DIExpression(), !152)
  br label %38, !dbg !155

38:                                               ; preds = %0, %45
  %39 = phi i32 [ %48, %45 ], [ 0, %0 ]
  %40 = phi ptr [ %47, %45 ], [ %35, %0 ]
    #dbg_value(i32 %39, !151, !DIExpression(), !152)
    #dbg_value(ptr %40, !150, !DIExpression(), !152)
  %41 = icmp ult i32 %39, 30, !dbg !157
  br i1 %41, label %42, label %45, !dbg !160

42:                                               ; preds = %38
  %43 = load i32, ptr %40, align 8, !dbg !161, !tbaa !132
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %43), !dbg !162
  br label %45, !dbg !162

45:                                               ; preds = %42, %38
  %46 = getelementptr inbounds i8, ptr %40, i64 8, !dbg !163
  %47 = load ptr, ptr %46, align 8, !dbg !163, !tbaa !140
    #dbg_value(ptr %47, !150, !DIExpression(), !152)
  %48 = add nuw nsw i32 %39, 1, !dbg !164
    #dbg_value(i32 %48, !151, !DIExpression(), !152)
  %49 = icmp eq ptr %47, null, !dbg !155
  br i1 %49, label %50, label %38, !dbg !155, !llvm.loop !165

50:                                               ; preds = %45
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %48), !dbg !168
    #dbg_value(ptr %35, !169, !DIExpression(), !177)
    #dbg_value(ptr null, !174, !DIExpression(), !177)
  br label %52, !dbg !179

52:                                               ; preds = %50, %52
  %53 = phi ptr [ %56, %52 ], [ %35, %50 ]
  %54 = phi ptr [ %53, %52 ], [ null, %50 ]
    #dbg_value(ptr %53, !169, !DIExpression(), !177)
    #dbg_value(ptr %54, !174, !DIExpression(), !177)
  %55 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !180
  %56 = load ptr, ptr %55, align 8, !dbg !180, !tbaa !140
    #dbg_value(ptr %56, !175, !DIExpression(), !181)
  store ptr %54, ptr %55, align 8, !dbg !182, !tbaa !140
    #dbg_value(ptr %56, !169, !DIExpression(), !177)
    #dbg_value(ptr %53, !174, !DIExpression(), !177)
  %57 = icmp eq ptr %56, null, !dbg !179
  br i1 %57, label %58, label %52, !dbg !179, !llvm.loop !183

58:                                               ; preds = %52
    #dbg_value(ptr %53, !68, !DIExpression(), !118)
    #dbg_value(ptr @.str.1, !141, !DIExpression(), !185)
    #dbg_value(ptr %53, !150, !DIExpression(), !185)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1), !dbg !187
    #dbg_value(i32 0, !151, !DIExpression(), !185)
  br label %60, !dbg !188

60:                                               ; preds = %58, %67
  %61 = phi i32 [ %70, %67 ], [ 0, %58 ]
  %62 = phi ptr [ %69, %67 ], [ %53, %58 ]
    #dbg_value(i32 %61, !151, !DIExpression(), !185)
    #dbg_value(ptr %62, !150, !DIExpression(), !185)
  %63 = icmp ult i32 %61, 30, !dbg !189
  br i1 %63, label %64, label %67, !dbg !190

64:                                               ; preds = %60
  %65 = load i32, ptr %62, align 8, !dbg !191, !tbaa !132
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %65), !dbg !192
  br label %67, !dbg !192

67:                                               ; preds = %64, %60
  %68 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !193
  %69 = load ptr, ptr %68, align 8, !dbg !193, !tbaa !140
    #dbg_value(ptr %69, !150, !DIExpression(), !185)
  %70 = add nuw nsw i32 %61, 1, !dbg !194
    #dbg_value(i32 %70, !151, !DIExpression(), !185)
  %71 = icmp eq ptr %69, null, !dbg !188
  br i1 %71, label %72, label %60, !dbg !188, !llvm.loop !195

72:                                               ; preds = %67
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %70), !dbg !197
    #dbg_value(i32 0, !76, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
    #dbg_assign(i1 undef, !198, !DIExpression(), !116, ptr %5, !DIExpression(), !212)
  store ptr %53, ptr %5, align 8, !tbaa !214, !DIAssignID !215
    #dbg_assign(ptr %53, !198, !DIExpression(), !215, ptr %5, !DIExpression(), !212)
    #dbg_value(i32 4, !204, !DIExpression(), !212)
    #dbg_value(ptr undef, !205, !DIExpression(), !212)
    #dbg_value(ptr %5, !206, !DIExpression(), !212)
  br label %74, !dbg !216

74:                                               ; preds = %72, %84
  %75 = phi i32 [ 0, %72 ], [ %85, %84 ], !dbg !118
  %76 = phi ptr [ %5, %72 ], [ %86, %84 ]
  %77 = phi ptr [ %53, %72 ], [ %87, %84 ]
    #dbg_value(i32 %75, !76, !DIExpression(), !118)
    #dbg_value(ptr %76, !206, !DIExpression(), !212)
  %78 = load i32, ptr %77, align 8, !dbg !217, !tbaa !132
  %79 = icmp eq i32 %78, 4, !dbg !218
  %80 = getelementptr inbounds i8, ptr %77, i64 8, !dbg !219
  br i1 %79, label %81, label %84, !dbg !220

81:                                               ; preds = %74
    #dbg_value(ptr %77, !208, !DIExpression(), !221)
  %82 = load ptr, ptr %80, align 8, !dbg !222, !tbaa !140
  store ptr %82, ptr %76, align 8, !dbg !223, !tbaa !214
  tail call void @free(ptr noundef nonnull %77) #8, !dbg !224
  %83 = add nsw i32 %75, 1, !dbg !225
    #dbg_value(i32 %83, !76, !DIExpression(), !118)
  br label %84, !dbg !226

84:                                               ; preds = %81, %74
  %85 = phi i32 [ %83, %81 ], [ %75, %74 ], !dbg !118
  %86 = phi ptr [ %76, %81 ], [ %80, %74 ], !dbg !212
    #dbg_value(i32 %85, !76, !DIExpression(), !118)
    #dbg_value(ptr %86, !206, !DIExpression(), !212)
  %87 = load ptr, ptr %86, align 8, !dbg !227, !tbaa !214
  %88 = icmp eq ptr %87, null, !dbg !216
  br i1 %88, label %89, label %74, !dbg !216, !llvm.loop !228

89:                                               ; preds = %84
  %90 = load ptr, ptr %5, align 8, !dbg !230, !tbaa !214
    #dbg_value(i32 %85, !76, !DIExpression(), !118)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !231
    #dbg_value(ptr %90, !68, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
    #dbg_assign(i1 undef, !198, !DIExpression(), !115, ptr %4, !DIExpression(), !232)
  store ptr %90, ptr %4, align 8, !tbaa !214, !DIAssignID !234
    #dbg_assign(ptr %90, !198, !DIExpression(), !234, ptr %4, !DIExpression(), !232)
    #dbg_value(i32 0, !204, !DIExpression(), !232)
    #dbg_value(ptr undef, !205, !DIExpression(), !232)
    #dbg_value(ptr %4, !206, !DIExpression(), !232)
  %91 = icmp eq ptr %90, null, !dbg !235
  br i1 %91, label %107, label %92, !dbg !235

92:                                               ; preds = %89, %102
  %93 = phi i32 [ %103, %102 ], [ %85, %89 ], !dbg !118
  %94 = phi ptr [ %104, %102 ], [ %4, %89 ]
  %95 = phi ptr [ %105, %102 ], [ %90, %89 ]
    #dbg_value(i32 %93, !76, !DIExpression(), !118)
    #dbg_value(ptr %94, !206, !DIExpression(), !232)
  %96 = load i32, ptr %95, align 8, !dbg !236, !tbaa !132
  %97 = icmp eq i32 %96, 0, !dbg !237
  %98 = getelementptr inbounds i8, ptr %95, i64 8, !dbg !238
  br i1 %97, label %99, label %102, !dbg !239

99:                                               ; preds = %92
    #dbg_value(ptr %95, !208, !DIExpression(), !240)
  %100 = load ptr, ptr %98, align 8, !dbg !241, !tbaa !140
  store ptr %100, ptr %94, align 8, !dbg !242, !tbaa !214
  tail call void @free(ptr noundef nonnull %95) #8, !dbg !243
  %101 = add nsw i32 %93, 1, !dbg !244
    #dbg_value(i32 %101, !76, !DIExpression(), !118)
  br label %102, !dbg !245

102:                                              ; preds = %99, %92
  %103 = phi i32 [ %101, %99 ], [ %93, %92 ], !dbg !118
  %104 = phi ptr [ %94, %99 ], [ %98, %92 ], !dbg !232
    #dbg_value(i32 %103, !76, !DIExpression(), !118)
    #dbg_value(ptr %104, !206, !DIExpression(), !232)
  %105 = load ptr, ptr %104, align 8, !dbg !246, !tbaa !214
  %106 = icmp eq ptr %105, null, !dbg !235
  br i1 %106, label %108, label %92, !dbg !235, !llvm.loop !247

107:                                              ; preds = %89
    #dbg_value(i32 %85, !76, !DIExpression(), !118)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !249
    #dbg_value(ptr null, !68, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
    #dbg_assign(i1 undef, !198, !DIExpression(), !114, ptr %3, !DIExpression(), !250)
    #dbg_assign(ptr %109, !198, !DIExpression(), !252, ptr %3, !DIExpression(), !250)
    #dbg_assign(ptr null, !198, !DIExpression(), !253, ptr %3, !DIExpression(), !250)
    #dbg_value(i32 42, !204, !DIExpression(), !250)
    #dbg_value(ptr undef, !205, !DIExpression(), !250)
    #dbg_value(ptr %3, !206, !DIExpression(), !250)
  br label %126, !dbg !254

108:                                              ; preds = %102
  %109 = load ptr, ptr %4, align 8, !dbg !255, !tbaa !214
    #dbg_value(i32 %103, !76, !DIExpression(), !118)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !249
    #dbg_value(ptr %109, !68, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
    #dbg_assign(i1 undef, !198, !DIExpression(), !114, ptr %3, !DIExpression(), !250)
  store ptr %109, ptr %3, align 8, !tbaa !214, !DIAssignID !252
    #dbg_assign(ptr %109, !198, !DIExpression(), !252, ptr %3, !DIExpression(), !250)
    #dbg_assign(ptr null, !198, !DIExpression(), !253, ptr %3, !DIExpression(), !250)
    #dbg_value(i32 42, !204, !DIExpression(), !250)
    #dbg_value(ptr undef, !205, !DIExpression(), !250)
    #dbg_value(ptr %3, !206, !DIExpression(), !250)
  %110 = icmp eq ptr %109, null, !dbg !254
  br i1 %110, label %126, label %111, !dbg !254

111:                                              ; preds = %108, %121
  %112 = phi i32 [ %122, %121 ], [ %103, %108 ], !dbg !118
  %113 = phi ptr [ %123, %121 ], [ %3, %108 ]
  %114 = phi ptr [ %124, %121 ], [ %109, %108 ]
    #dbg_value(i32 %112, !76, !DIExpression(), !118)
    #dbg_value(ptr %113, !206, !DIExpression(), !250)
  %115 = load i32, ptr %114, align 8, !dbg !256, !tbaa !132
  %116 = icmp eq i32 %115, 42, !dbg !257
  %117 = getelementptr inbounds i8, ptr %114, i64 8, !dbg !258
  br i1 %116, label %118, label %121, !dbg !259

118:                                              ; preds = %111
    #dbg_value(ptr %114, !208, !DIExpression(), !260)
  %119 = load ptr, ptr %117, align 8, !dbg !261, !tbaa !140
  store ptr %119, ptr %113, align 8, !dbg !262, !tbaa !214
  tail call void @free(ptr noundef nonnull %114) #8, !dbg !263
  %120 = add nsw i32 %112, 1, !dbg !264
    #dbg_value(i32 %120, !76, !DIExpression(), !118)
  br label %121, !dbg !265

121:                                              ; preds = %118, %111
  %122 = phi i32 [ %120, %118 ], [ %112, %111 ], !dbg !118
  %123 = phi ptr [ %113, %118 ], [ %117, %111 ], !dbg !250
    #dbg_value(i32 %122, !76, !DIExpression(), !118)
    #dbg_value(ptr %123, !206, !DIExpression(), !250)
  %124 = load ptr, ptr %123, align 8, !dbg !266, !tbaa !214
  %125 = icmp eq ptr %124, null, !dbg !254
  br i1 %125, label %129, label %111, !dbg !254, !llvm.loop !267

126:                                              ; preds = %108, %107
  %127 = phi i32 [ %85, %107 ], [ %103, %108 ]
    #dbg_value(i32 %127, !76, !DIExpression(), !118)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !269
    #dbg_value(ptr null, !68, !DIExpression(), !118)
    #dbg_value(ptr @.str.2, !141, !DIExpression(), !270)
    #dbg_value(ptr null, !150, !DIExpression(), !270)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2), !dbg !272
    #dbg_value(i32 0, !151, !DIExpression(), !270)
  br label %145, !dbg !273

129:                                              ; preds = %121
  %130 = load ptr, ptr %3, align 8, !dbg !274, !tbaa !214
    #dbg_value(i32 %122, !76, !DIExpression(), !118)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !269
    #dbg_value(ptr %130, !68, !DIExpression(), !118)
    #dbg_value(ptr @.str.2, !141, !DIExpression(), !270)
    #dbg_value(ptr %130, !150, !DIExpression(), !270)
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2), !dbg !272
    #dbg_value(i32 0, !151, !DIExpression(), !270)
  %132 = icmp eq ptr %130, null, !dbg !273
  br i1 %132, label %145, label %133, !dbg !273

133:                                              ; preds = %129, %140
  %134 = phi i32 [ %143, %140 ], [ 0, %129 ]
  %135 = phi ptr [ %142, %140 ], [ %130, %129 ]
    #dbg_value(i32 %134, !151, !DIExpression(), !270)
    #dbg_value(ptr %135, !150, !DIExpression(), !270)
  %136 = icmp ult i32 %134, 30, !dbg !275
  br i1 %136, label %137, label %140, !dbg !276

137:                                              ; preds = %133
  %138 = load i32, ptr %135, align 8, !dbg !277, !tbaa !132
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %138), !dbg !278
  br label %140, !dbg !278

140:                                              ; preds = %137, %133
  %141 = getelementptr inbounds i8, ptr %135, i64 8, !dbg !279
  %142 = load ptr, ptr %141, align 8, !dbg !279, !tbaa !140
    #dbg_value(ptr %142, !150, !DIExpression(), !270)
  %143 = add nuw nsw i32 %134, 1, !dbg !280
    #dbg_value(i32 %143, !151, !DIExpression(), !270)
  %144 = icmp eq ptr %142, null, !dbg !273
  br i1 %144, label %145, label %133, !dbg !273, !llvm.loop !281

145:                                              ; preds = %140, %126, %129
  %146 = phi ptr [ null, %129 ], [ null, %126 ], [ %130, %140 ]
  %147 = phi i32 [ %122, %129 ], [ %127, %126 ], [ %122, %140 ]
  %148 = phi i32 [ 0, %129 ], [ 0, %126 ], [ %143, %140 ], !dbg !270
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %148), !dbg !283
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %147), !dbg !284
  %151 = tail call fastcc ptr @msort(ptr noundef %146), !dbg !285
    #dbg_value(ptr %151, !68, !DIExpression(), !118)
    #dbg_value(ptr @.str.4, !141, !DIExpression(), !286)
    #dbg_value(ptr %151, !150, !DIExpression(), !286)
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4), !dbg !288
    #dbg_value(i32 0, !151, !DIExpression(), !286)
  %153 = icmp eq ptr %151, null, !dbg !289
  br i1 %153, label %166, label %154, !dbg !289

154:                                              ; preds = %145, %161
  %155 = phi i32 [ %164, %161 ], [ 0, %145 ]
  %156 = phi ptr [ %163, %161 ], [ %151, %145 ]
    #dbg_value(i32 %155, !151, !DIExpression(), !286)
    #dbg_value(ptr %156, !150, !DIExpression(), !286)
  %157 = icmp ult i32 %155, 30, !dbg !290
  br i1 %157, label %158, label %161, !dbg !291

158:                                              ; preds = %154
  %159 = load i32, ptr %156, align 8, !dbg !292, !tbaa !132
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %159), !dbg !293
  br label %161, !dbg !293

161:                                              ; preds = %158, %154
  %162 = getelementptr inbounds i8, ptr %156, i64 8, !dbg !294
  %163 = load ptr, ptr %162, align 8, !dbg !294, !tbaa !140
    #dbg_value(ptr %163, !150, !DIExpression(), !286)
  %164 = add nuw nsw i32 %155, 1, !dbg !295
    #dbg_value(i32 %164, !151, !DIExpression(), !286)
  %165 = icmp eq ptr %163, null, !dbg !289
  br i1 %165, label %166, label %154, !dbg !289, !llvm.loop !296

166:                                              ; preds = %161, %145
  %167 = phi i32 [ 0, %145 ], [ %164, %161 ], !dbg !286
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %167), !dbg !298
    #dbg_value(ptr null, !77, !DIExpression(), !118)
    #dbg_value(i32 12345, !78, !DIExpression(), !118)
    #dbg_value(i32 0, !80, !DIExpression(), !299)
  br label %254, !dbg !300

169:                                              ; preds = %277
    #dbg_value(ptr @.str.5, !141, !DIExpression(), !301)
    #dbg_value(ptr %282, !150, !DIExpression(), !301)
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5), !dbg !303
    #dbg_value(i32 0, !151, !DIExpression(), !301)
  %171 = icmp eq ptr %282, null, !dbg !304
  br i1 %171, label %184, label %172, !dbg !304

172:                                              ; preds = %169, %179
  %173 = phi i32 [ %182, %179 ], [ 0, %169 ]
  %174 = phi ptr [ %181, %179 ], [ %282, %169 ]
    #dbg_value(i32 %173, !151, !DIExpression(), !301)
    #dbg_value(ptr %174, !150, !DIExpression(), !301)
  %175 = icmp ult i32 %173, 30, !dbg !305
  br i1 %175, label %176, label %179, !dbg !306

176:                                              ; preds = %172
  %177 = load i32, ptr %174, align 8, !dbg !307, !tbaa !132
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %177), !dbg !308
  br label %179, !dbg !308

179:                                              ; preds = %176, %172
  %180 = getelementptr inbounds i8, ptr %174, i64 8, !dbg !309
  %181 = load ptr, ptr %180, align 8, !dbg !309, !tbaa !140
    #dbg_value(ptr %181, !150, !DIExpression(), !301)
  %182 = add nuw nsw i32 %173, 1, !dbg !310
    #dbg_value(i32 %182, !151, !DIExpression(), !301)
  %183 = icmp eq ptr %181, null, !dbg !304
  br i1 %183, label %184, label %172, !dbg !304, !llvm.loop !311

184:                                              ; preds = %179, %169
  %185 = phi i32 [ 0, %169 ], [ %182, %179 ], !dbg !301
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %185), !dbg !313
    #dbg_assign(i1 undef, !314, !DIExpression(), !113, ptr %2, !DIExpression(), !322)
    #dbg_value(ptr %151, !319, !DIExpression(), !322)
    #dbg_value(ptr %282, !320, !DIExpression(), !322)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8, !dbg !324
    #dbg_value(ptr %2, !321, !DIExpression(), !322)
  %187 = icmp ne ptr %151, null, !dbg !325
  %188 = icmp ne ptr %282, null, !dbg !326
  %189 = and i1 %187, %188, !dbg !326
  br i1 %189, label %190, label %211, !dbg !327

190:                                              ; preds = %184, %204
  %191 = phi ptr [ %205, %204 ], [ %2, %184 ]
  %192 = phi ptr [ %207, %204 ], [ %282, %184 ]
  %193 = phi ptr [ %206, %204 ], [ %151, %184 ]
    #dbg_value(ptr %191, !321, !DIExpression(), !322)
    #dbg_value(ptr %192, !320, !DIExpression(), !322)
    #dbg_value(ptr %193, !319, !DIExpression(), !322)
  %194 = load i32, ptr %193, align 8, !dbg !328, !tbaa !132
  %195 = load i32, ptr %192, align 8, !dbg !331, !tbaa !132
  %196 = icmp sgt i32 %194, %195, !dbg !332
  %197 = getelementptr inbounds i8, ptr %191, i64 8, !dbg !333
  br i1 %196, label %201, label %198, !dbg !334

198:                                              ; preds = %190
  store ptr %193, ptr %197, align 8, !dbg !335, !tbaa !140
  %199 = getelementptr inbounds i8, ptr %193, i64 8, !dbg !337
  %200 = load ptr, ptr %199, align 8, !dbg !337, !tbaa !140
    #dbg_value(ptr %200, !319, !DIExpression(), !322)
  br label %204, !dbg !338

201:                                              ; preds = %190
  store ptr %192, ptr %197, align 8, !dbg !339, !tbaa !140
  %202 = getelementptr inbounds i8, ptr %192, i64 8, !dbg !341
  %203 = load ptr, ptr %202, align 8, !dbg !341, !tbaa !140
    #dbg_value(ptr %203, !320, !DIExpression(), !322)
  br label %204

204:                                              ; preds = %201, %198
  %205 = phi ptr [ %193, %198 ], [ %192, %201 ], !dbg !342
  %206 = phi ptr [ %200, %198 ], [ %193, %201 ]
  %207 = phi ptr [ %192, %198 ], [ %203, %201 ]
    #dbg_value(ptr %207, !320, !DIExpression(), !322)
    #dbg_value(ptr %206, !319, !DIExpression(), !322)
    #dbg_value(ptr %205, !321, !DIExpression(), !322)
  %208 = icmp ne ptr %206, null, !dbg !325
  %209 = icmp ne ptr %207, null, !dbg !326
  %210 = select i1 %208, i1 %209, i1 false, !dbg !326
  br i1 %210, label %190, label %211, !dbg !327, !llvm.loop !343

211:                                              ; preds = %204, %184
  %212 = phi ptr [ %151, %184 ], [ %206, %204 ]
  %213 = phi ptr [ %282, %184 ], [ %207, %204 ]
  %214 = phi ptr [ %2, %184 ], [ %205, %204 ], !dbg !322
  %215 = phi i1 [ %187, %184 ], [ %208, %204 ], !dbg !325
  %216 = select i1 %215, ptr %212, ptr %213, !dbg !345
  %217 = getelementptr inbounds i8, ptr %214, i64 8, !dbg !346
  store ptr %216, ptr %217, align 8, !dbg !347, !tbaa !140
  %218 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !348
  %219 = load ptr, ptr %218, align 8, !dbg !348, !tbaa !140
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8, !dbg !349
    #dbg_value(ptr %219, !82, !DIExpression(), !118)
    #dbg_value(ptr @.str.6, !141, !DIExpression(), !350)
    #dbg_value(ptr %219, !150, !DIExpression(), !350)
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6), !dbg !352
    #dbg_value(i32 0, !151, !DIExpression(), !350)
  %221 = icmp eq ptr %219, null, !dbg !353
  br i1 %221, label %234, label %222, !dbg !353

222:                                              ; preds = %211, %229
  %223 = phi i32 [ %232, %229 ], [ 0, %211 ]
  %224 = phi ptr [ %231, %229 ], [ %219, %211 ]
    #dbg_value(i32 %223, !151, !DIExpression(), !350)
    #dbg_value(ptr %224, !150, !DIExpression(), !350)
  %225 = icmp ult i32 %223, 30, !dbg !354
  br i1 %225, label %226, label %229, !dbg !355

226:                                              ; preds = %222
  %227 = load i32, ptr %224, align 8, !dbg !356, !tbaa !132
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %227), !dbg !357
  br label %229, !dbg !357

229:                                              ; preds = %226, %222
  %230 = getelementptr inbounds i8, ptr %224, i64 8, !dbg !358
  %231 = load ptr, ptr %230, align 8, !dbg !358, !tbaa !140
    #dbg_value(ptr %231, !150, !DIExpression(), !350)
  %232 = add nuw nsw i32 %223, 1, !dbg !359
    #dbg_value(i32 %232, !151, !DIExpression(), !350)
  %233 = icmp eq ptr %231, null, !dbg !353
  br i1 %233, label %234, label %222, !dbg !353, !llvm.loop !360

234:                                              ; preds = %229, %211
  %235 = phi i32 [ 0, %211 ], [ %232, %229 ], !dbg !350
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %235), !dbg !362
    #dbg_value(ptr %219, !363, !DIExpression(), !370)
    #dbg_value(ptr %219, !368, !DIExpression(), !370)
    #dbg_value(ptr %219, !369, !DIExpression(), !370)
  br label %237, !dbg !372

237:                                              ; preds = %245, %234
  %238 = phi ptr [ %219, %234 ], [ %247, %245 ], !dbg !370
  %239 = phi ptr [ %219, %234 ], [ %249, %245 ], !dbg !370
    #dbg_value(ptr %239, !369, !DIExpression(), !370)
    #dbg_value(ptr %238, !368, !DIExpression(), !370)
  %240 = icmp eq ptr %239, null, !dbg !373
  br i1 %240, label %251, label %241, !dbg !374

241:                                              ; preds = %237
  %242 = getelementptr inbounds i8, ptr %239, i64 8, !dbg !375
  %243 = load ptr, ptr %242, align 8, !dbg !375, !tbaa !140
  %244 = icmp eq ptr %243, null, !dbg !374
  br i1 %244, label %251, label %245, !dbg !372

245:                                              ; preds = %241
  %246 = getelementptr inbounds i8, ptr %238, i64 8, !dbg !376
  %247 = load ptr, ptr %246, align 8, !dbg !376, !tbaa !140
    #dbg_value(ptr %247, !368, !DIExpression(), !370)
  %248 = getelementptr inbounds i8, ptr %243, i64 8, !dbg !378
  %249 = load ptr, ptr %248, align 8, !dbg !378, !tbaa !140
    #dbg_value(ptr %249, !369, !DIExpression(), !370)
  %250 = icmp eq ptr %247, %249, !dbg !379
  br i1 %250, label %251, label %237, !dbg !381, !llvm.loop !382

251:                                              ; preds = %237, %241, %245
  %252 = phi i32 [ 1, %245 ], [ 0, %237 ], [ 0, %241 ], !dbg !370
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %252), !dbg !384
    #dbg_value(ptr %219, !83, !DIExpression(), !118)
  br label %285, !dbg !385

254:                                              ; preds = %166, %277
  %255 = phi ptr [ null, %166 ], [ %282, %277 ]
  %256 = phi i32 [ 12345, %166 ], [ %259, %277 ]
  %257 = phi i32 [ 0, %166 ], [ %283, %277 ]
    #dbg_value(ptr %255, !77, !DIExpression(), !118)
    #dbg_value(i32 %256, !78, !DIExpression(), !118)
    #dbg_value(i32 %257, !80, !DIExpression(), !299)
  %258 = mul i32 %256, 1664525, !dbg !386
  %259 = add i32 %258, 1013904223, !dbg !389
    #dbg_value(i32 %259, !78, !DIExpression(), !118)
  %260 = lshr i32 %259, 24, !dbg !390
  %261 = add nsw i32 %260, -128, !dbg !391
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
    #dbg_assign(i1 undef, !392, !DIExpression(), !112, ptr %1, !DIExpression(), !398)
  store ptr %255, ptr %1, align 8, !tbaa !214, !DIAssignID !400
    #dbg_assign(ptr %255, !392, !DIExpression(), !400, ptr %1, !DIExpression(), !398)
    #dbg_value(i32 %261, !395, !DIExpression(), !398)
    #dbg_value(ptr %1, !396, !DIExpression(), !398)
  %262 = icmp eq ptr %255, null, !dbg !401
  br i1 %262, label %277, label %263, !dbg !402

263:                                              ; preds = %254
    #dbg_value(ptr %1, !396, !DIExpression(), !398)
  %264 = load i32, ptr %255, align 8, !dbg !403, !tbaa !132
  %265 = icmp slt i32 %264, %261, !dbg !404
  br i1 %265, label %269, label %277, !dbg !405

266:                                              ; preds = %269
    #dbg_value(ptr poison, !396, !DIExpression(), !398)
  %267 = load i32, ptr %272, align 8, !dbg !403, !tbaa !132
  %268 = icmp slt i32 %267, %261, !dbg !404
  br i1 %268, label %269, label %274, !dbg !405, !llvm.loop !406

269:                                              ; preds = %263, %266
  %270 = phi ptr [ %272, %266 ], [ %255, %263 ]
  %271 = getelementptr inbounds i8, ptr %270, i64 8, !dbg !407
    #dbg_value(ptr %271, !396, !DIExpression(), !398)
  %272 = load ptr, ptr %271, align 8, !dbg !401, !tbaa !214
  %273 = icmp eq ptr %272, null, !dbg !401
  br i1 %273, label %274, label %266, !dbg !402, !llvm.loop !406

274:                                              ; preds = %266, %269
  %275 = phi ptr [ null, %269 ], [ %272, %266 ]
  %276 = getelementptr inbounds i8, ptr %270, i64 8
  br label %277, !dbg !408

277:                                              ; preds = %274, %263, %254
  %278 = phi ptr [ null, %254 ], [ %255, %263 ], [ %275, %274 ], !dbg !401
  %279 = phi ptr [ %1, %254 ], [ %1, %263 ], [ %276, %274 ], !dbg !398
  %280 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !408
    #dbg_value(ptr %280, !397, !DIExpression(), !398)
  store i32 %261, ptr %280, align 8, !dbg !409, !tbaa !132
  %281 = getelementptr inbounds i8, ptr %280, i64 8, !dbg !410
  store ptr %278, ptr %281, align 8, !dbg !411, !tbaa !140
  store ptr %280, ptr %279, align 8, !dbg !412, !tbaa !214
  %282 = load ptr, ptr %1, align 8, !dbg !413, !tbaa !214
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !414
    #dbg_value(ptr %282, !77, !DIExpression(), !118)
  %283 = add nuw nsw i32 %257, 1, !dbg !415
    #dbg_value(i32 %259, !78, !DIExpression(), !118)
    #dbg_value(i32 %283, !80, !DIExpression(), !299)
  %284 = icmp eq i32 %283, 40, !dbg !416
  br i1 %284, label %169, label %254, !dbg !300, !llvm.loop !417

285:                                              ; preds = %285, %251
  %286 = phi ptr [ %219, %251 ], [ %288, %285 ], !dbg !118
    #dbg_value(ptr %286, !83, !DIExpression(), !118)
  %287 = getelementptr inbounds i8, ptr %286, i64 8, !dbg !419
  %288 = load ptr, ptr %287, align 8, !dbg !419, !tbaa !140
  %289 = icmp eq ptr %288, null, !dbg !385
  br i1 %289, label %290, label %285, !dbg !385, !llvm.loop !420

290:                                              ; preds = %285
  %291 = getelementptr inbounds i8, ptr %286, i64 8
  %292 = getelementptr inbounds i8, ptr %219, i64 8, !dbg !422
  %293 = load ptr, ptr %292, align 8, !dbg !422, !tbaa !140
  %294 = getelementptr inbounds i8, ptr %293, i64 8, !dbg !423
  %295 = load ptr, ptr %294, align 8, !dbg !423, !tbaa !140
  store ptr %295, ptr %291, align 8, !dbg !424, !tbaa !140
    #dbg_value(ptr %219, !363, !DIExpression(), !425)
    #dbg_value(ptr %219, !368, !DIExpression(), !425)
    #dbg_value(ptr %219, !369, !DIExpression(), !425)
  br label %296, !dbg !427

296:                                              ; preds = %304, %290
  %297 = phi ptr [ %219, %290 ], [ %306, %304 ], !dbg !425
  %298 = phi ptr [ %219, %290 ], [ %308, %304 ], !dbg !425
    #dbg_value(ptr %298, !369, !DIExpression(), !425)
    #dbg_value(ptr %297, !368, !DIExpression(), !425)
  %299 = icmp eq ptr %298, null, !dbg !428
  br i1 %299, label %310, label %300, !dbg !429

300:                                              ; preds = %296
  %301 = getelementptr inbounds i8, ptr %298, i64 8, !dbg !430
  %302 = load ptr, ptr %301, align 8, !dbg !430, !tbaa !140
  %303 = icmp eq ptr %302, null, !dbg !429
  br i1 %303, label %310, label %304, !dbg !427

304:                                              ; preds = %300
  %305 = getelementptr inbounds i8, ptr %297, i64 8, !dbg !431
  %306 = load ptr, ptr %305, align 8, !dbg !431, !tbaa !140
    #dbg_value(ptr %306, !368, !DIExpression(), !425)
  %307 = getelementptr inbounds i8, ptr %302, i64 8, !dbg !432
  %308 = load ptr, ptr %307, align 8, !dbg !432, !tbaa !140
    #dbg_value(ptr %308, !369, !DIExpression(), !425)
  %309 = icmp eq ptr %306, %308, !dbg !433
  br i1 %309, label %310, label %296, !dbg !434, !llvm.loop !435

310:                                              ; preds = %296, %300, %304
  %311 = phi i32 [ 1, %304 ], [ 0, %296 ], [ 0, %300 ], !dbg !425
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %311), !dbg !437
  store ptr null, ptr %291, align 8, !dbg !438, !tbaa !140
    #dbg_value(ptr %219, !439, !DIExpression(), !446)
  br i1 %221, label %318, label %313, !dbg !448

313:                                              ; preds = %310, %313
  %314 = phi ptr [ %316, %313 ], [ %219, %310 ]
    #dbg_value(ptr %314, !439, !DIExpression(), !446)
  %315 = getelementptr inbounds i8, ptr %314, i64 8, !dbg !449
  %316 = load ptr, ptr %315, align 8, !dbg !449, !tbaa !140
    #dbg_value(ptr %316, !444, !DIExpression(), !450)
  tail call void @free(ptr noundef nonnull %314) #8, !dbg !451
    #dbg_value(ptr %316, !439, !DIExpression(), !446)
  %317 = icmp eq ptr %316, null, !dbg !448
  br i1 %317, label %318, label %313, !dbg !448, !llvm.loop !452

318:                                              ; preds = %313, %310
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #8, !dbg !454
  store i32 0, ptr %6, align 8, !dbg !455, !tbaa !456, !DIAssignID !458
    #dbg_assign(i32 0, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !458, ptr %6, !DIExpression(), !118)
  %319 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !455
    #dbg_assign(ptr %6, !84, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !459, ptr %319, !DIExpression(), !118)
  %320 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !455
    #dbg_assign(ptr %6, !84, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !460, ptr %320, !DIExpression(), !118)
    #dbg_value(i32 1, !91, !DIExpression(), !461)
  %321 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #7, !dbg !462
    #dbg_value(ptr %321, !93, !DIExpression(), !463)
  store i32 1, ptr %321, align 8, !dbg !464, !tbaa !456
  %322 = getelementptr inbounds i8, ptr %321, i64 8, !dbg !465
  %323 = getelementptr inbounds i8, ptr %321, i64 16, !dbg !465
    #dbg_value(i32 2, !91, !DIExpression(), !461)
  %324 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #7, !dbg !462
    #dbg_value(ptr %324, !93, !DIExpression(), !463)
  store i32 4, ptr %324, align 8, !dbg !464, !tbaa !456
  %325 = getelementptr inbounds i8, ptr %324, i64 8, !dbg !465
  %326 = getelementptr inbounds i8, ptr %324, i64 16, !dbg !465
  store ptr %321, ptr %326, align 8, !dbg !465
  store ptr %324, ptr %322, align 8, !dbg !467, !tbaa !468
    #dbg_value(i32 3, !91, !DIExpression(), !461)
  %327 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #7, !dbg !462
    #dbg_value(ptr %327, !93, !DIExpression(), !463)
  store i32 9, ptr %327, align 8, !dbg !464, !tbaa !456
  %328 = getelementptr inbounds i8, ptr %327, i64 8, !dbg !465
  store ptr %321, ptr %328, align 8, !dbg !465
  %329 = getelementptr inbounds i8, ptr %327, i64 16, !dbg !465
  store ptr %327, ptr %323, align 8, !dbg !469, !tbaa !470
    #dbg_value(i32 4, !91, !DIExpression(), !461)
  %330 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #7, !dbg !462
    #dbg_value(ptr %330, !93, !DIExpression(), !463)
  store i32 16, ptr %330, align 8, !dbg !464, !tbaa !456
  %331 = getelementptr inbounds i8, ptr %330, i64 8, !dbg !465
  %332 = getelementptr inbounds i8, ptr %330, i64 16, !dbg !465
  store ptr %324, ptr %332, align 8, !dbg !465
  store ptr %330, ptr %325, align 8, !dbg !467, !tbaa !468
    #dbg_value(i32 5, !91, !DIExpression(), !461)
  %333 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #7, !dbg !462
    #dbg_value(ptr %333, !93, !DIExpression(), !463)
  store i32 25, ptr %333, align 8, !dbg !464, !tbaa !456
  %334 = getelementptr inbounds i8, ptr %333, i64 8, !dbg !465
  store ptr %327, ptr %334, align 8, !dbg !465
  %335 = getelementptr inbounds i8, ptr %333, i64 16, !dbg !465
  store ptr %333, ptr %329, align 8, !dbg !469, !tbaa !470
    #dbg_value(i32 6, !91, !DIExpression(), !461)
  %336 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #7, !dbg !462
    #dbg_value(ptr %336, !93, !DIExpression(), !463)
  store i32 36, ptr %336, align 8, !dbg !464, !tbaa !456
  %337 = getelementptr inbounds i8, ptr %336, i64 8, !dbg !465
  %338 = getelementptr inbounds i8, ptr %336, i64 16, !dbg !465
  store ptr %330, ptr %338, align 8, !dbg !465
  store ptr %336, ptr %331, align 8, !dbg !467, !tbaa !468
    #dbg_value(i32 7, !91, !DIExpression(), !461)
  %339 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #7, !dbg !462
    #dbg_value(ptr %339, !93, !DIExpression(), !463)
  store i32 49, ptr %339, align 8, !dbg !464, !tbaa !456
  %340 = getelementptr inbounds i8, ptr %339, i64 8, !dbg !465
  store ptr %333, ptr %340, align 8, !dbg !465
  %341 = getelementptr inbounds i8, ptr %339, i64 16, !dbg !465
  store ptr %339, ptr %335, align 8, !dbg !469, !tbaa !470
    #dbg_value(i32 8, !91, !DIExpression(), !461)
  %342 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #7, !dbg !462
    #dbg_value(ptr %342, !93, !DIExpression(), !463)
  store i32 64, ptr %342, align 8, !dbg !464, !tbaa !456
  %343 = getelementptr inbounds i8, ptr %342, i64 8, !dbg !465
  %344 = getelementptr inbounds i8, ptr %342, i64 16, !dbg !465
  store ptr %336, ptr %344, align 8, !dbg !465
  store ptr %342, ptr %337, align 8, !dbg !467, !tbaa !468
    #dbg_value(i32 9, !91, !DIExpression(), !461)
  %345 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #7, !dbg !462
    #dbg_value(ptr %345, !93, !DIExpression(), !463)
  store i32 81, ptr %345, align 8, !dbg !464, !tbaa !456
  %346 = getelementptr inbounds i8, ptr %345, i64 8, !dbg !465
  store ptr %339, ptr %346, align 8, !dbg !465
  %347 = getelementptr inbounds i8, ptr %345, i64 16, !dbg !465
  store ptr %6, ptr %347, align 8, !dbg !465
  store ptr %345, ptr %341, align 8, !dbg !469, !tbaa !470
  store ptr %345, ptr %319, align 8, !dbg !467, !tbaa !468
    #dbg_value(i32 10, !91, !DIExpression(), !461)
  %348 = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #7, !dbg !462
    #dbg_value(ptr %348, !93, !DIExpression(), !463)
  store i32 100, ptr %348, align 8, !dbg !464, !tbaa !456
  %349 = getelementptr inbounds i8, ptr %348, i64 8, !dbg !465
  store ptr %6, ptr %349, align 8, !dbg !465
  %350 = getelementptr inbounds i8, ptr %348, i64 16, !dbg !465
  store ptr %342, ptr %350, align 8, !dbg !465
  store ptr %348, ptr %320, align 8, !dbg !469, !tbaa !470
  store ptr %348, ptr %343, align 8, !dbg !467, !tbaa !468
    #dbg_value(i32 11, !91, !DIExpression(), !461)
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !471
  %352 = load ptr, ptr %320, align 8, !dbg !472, !tbaa !470
    #dbg_value(ptr %352, !96, !DIExpression(), !473)
  %353 = icmp eq ptr %352, %6, !dbg !474
  br i1 %353, label %354, label %358, !dbg !476

354:                                              ; preds = %358, %318
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10), !dbg !477
  %356 = load ptr, ptr %319, align 8, !dbg !478, !tbaa !468
    #dbg_value(ptr %356, !98, !DIExpression(), !479)
  %357 = icmp eq ptr %356, %6, !dbg !480
  br i1 %357, label %365, label %369, !dbg !482

358:                                              ; preds = %318, %358
  %359 = phi ptr [ %363, %358 ], [ %352, %318 ]
    #dbg_value(ptr %359, !96, !DIExpression(), !473)
  %360 = load i32, ptr %359, align 8, !dbg !483, !tbaa !456
  %361 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %360), !dbg !484
  %362 = getelementptr inbounds i8, ptr %359, i64 16, !dbg !485
  %363 = load ptr, ptr %362, align 8, !dbg !485, !tbaa !470
    #dbg_value(ptr %363, !96, !DIExpression(), !473)
  %364 = icmp eq ptr %363, %6, !dbg !474
  br i1 %364, label %354, label %358, !dbg !476, !llvm.loop !486

365:                                              ; preds = %369, %354
  %366 = call i32 @putchar(i32 10), !dbg !488
  %367 = load ptr, ptr %320, align 8, !dbg !489, !tbaa !470
    #dbg_value(ptr %367, !100, !DIExpression(), !490)
  %368 = icmp eq ptr %367, %6, !dbg !491
  br i1 %368, label %376, label %380, !dbg !492

369:                                              ; preds = %354, %369
  %370 = phi ptr [ %374, %369 ], [ %356, %354 ]
    #dbg_value(ptr %370, !98, !DIExpression(), !479)
  %371 = load i32, ptr %370, align 8, !dbg !493, !tbaa !456
  %372 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %371), !dbg !494
  %373 = getelementptr inbounds i8, ptr %370, i64 8, !dbg !495
  %374 = load ptr, ptr %373, align 8, !dbg !495, !tbaa !468
    #dbg_value(ptr %374, !98, !DIExpression(), !479)
  %375 = icmp eq ptr %374, %6, !dbg !480
  br i1 %375, label %365, label %369, !dbg !482, !llvm.loop !496

376:                                              ; preds = %393, %365
  %377 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !498
  %378 = load ptr, ptr %320, align 8, !dbg !499, !tbaa !470
    #dbg_value(ptr %378, !105, !DIExpression(), !500)
  %379 = icmp eq ptr %378, %6, !dbg !501
  br i1 %379, label %395, label %399, !dbg !503

380:                                              ; preds = %365, %393
  %381 = phi ptr [ %383, %393 ], [ %367, %365 ]
    #dbg_value(ptr %381, !100, !DIExpression(), !490)
  %382 = getelementptr inbounds i8, ptr %381, i64 16, !dbg !504
  %383 = load ptr, ptr %382, align 8, !dbg !504, !tbaa !470
    #dbg_value(ptr %383, !102, !DIExpression(), !505)
  %384 = load i32, ptr %381, align 8, !dbg !506, !tbaa !456
  %385 = and i32 %384, 1, !dbg !508
  %386 = icmp eq i32 %385, 0, !dbg !508
  br i1 %386, label %393, label %387, !dbg !509

387:                                              ; preds = %380
  %388 = getelementptr inbounds i8, ptr %381, i64 8, !dbg !510
  %389 = load ptr, ptr %388, align 8, !dbg !510, !tbaa !468
  %390 = getelementptr inbounds i8, ptr %389, i64 16, !dbg !512
  store ptr %383, ptr %390, align 8, !dbg !513, !tbaa !470
  %391 = load ptr, ptr %382, align 8, !dbg !514, !tbaa !470
  %392 = getelementptr inbounds i8, ptr %391, i64 8, !dbg !515
  store ptr %389, ptr %392, align 8, !dbg !516, !tbaa !468
  call void @free(ptr noundef nonnull %381) #8, !dbg !517
  br label %393, !dbg !518

393:                                              ; preds = %387, %380
    #dbg_value(ptr %383, !100, !DIExpression(), !490)
  %394 = icmp eq ptr %383, %6, !dbg !491
  br i1 %394, label %376, label %380, !dbg !492, !llvm.loop !519

395:                                              ; preds = %399, %376
  %396 = call i32 @putchar(i32 10), !dbg !521
  %397 = load ptr, ptr %320, align 8, !dbg !522, !tbaa !470
    #dbg_value(ptr %397, !107, !DIExpression(), !523)
  %398 = icmp eq ptr %397, %6, !dbg !524
  br i1 %398, label %406, label %407, !dbg !525

399:                                              ; preds = %376, %399
  %400 = phi ptr [ %404, %399 ], [ %378, %376 ]
    #dbg_value(ptr %400, !105, !DIExpression(), !500)
  %401 = load i32, ptr %400, align 8, !dbg !526, !tbaa !456
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %401), !dbg !527
  %403 = getelementptr inbounds i8, ptr %400, i64 16, !dbg !528
  %404 = load ptr, ptr %403, align 8, !dbg !528, !tbaa !470
    #dbg_value(ptr %404, !105, !DIExpression(), !500)
  %405 = icmp eq ptr %404, %6, !dbg !501
  br i1 %405, label %395, label %399, !dbg !503, !llvm.loop !529

406:                                              ; preds = %407, %395
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #8, !dbg !531
  ret i32 0, !dbg !532

407:                                              ; preds = %395, %407
  %408 = phi ptr [ %410, %407 ], [ %397, %395 ]
    #dbg_value(ptr %408, !107, !DIExpression(), !523)
  %409 = getelementptr inbounds i8, ptr %408, i64 16, !dbg !533
  %410 = load ptr, ptr %409, align 8, !dbg !533, !tbaa !470
    #dbg_value(ptr %410, !109, !DIExpression(), !534)
  call void @free(ptr noundef %408) #8, !dbg !535
    #dbg_value(ptr %410, !107, !DIExpression(), !523)
  %411 = icmp eq ptr %410, %6, !dbg !524
  br i1 %411, label %406, label %407, !dbg !525, !llvm.loop !536
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !538 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #3 !dbg !543 {
  %2 = alloca %struct.node, align 8, !DIAssignID !549
    #dbg_value(ptr %0, !545, !DIExpression(), !550)
  %3 = icmp eq ptr %0, null, !dbg !551
  br i1 %3, label %59, label %4, !dbg !553

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !554
  %6 = load ptr, ptr %5, align 8, !dbg !554, !tbaa !140
  %7 = icmp eq ptr %6, null, !dbg !555
  br i1 %7, label %59, label %8, !dbg !556

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
    #dbg_value(ptr %9, !547, !DIExpression(), !550)
    #dbg_value(ptr %10, !546, !DIExpression(), !550)
  %11 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !557
  %12 = load ptr, ptr %11, align 8, !dbg !557, !tbaa !140
  %13 = icmp eq ptr %12, null, !dbg !558
  br i1 %13, label %20, label %14, !dbg !559

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !560
  %16 = load ptr, ptr %15, align 8, !dbg !560, !tbaa !140
    #dbg_value(ptr %16, !546, !DIExpression(), !550)
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !562
  %18 = load ptr, ptr %17, align 8, !dbg !562, !tbaa !140
    #dbg_value(ptr %18, !547, !DIExpression(), !550)
  %19 = icmp eq ptr %18, null, !dbg !563
  br i1 %19, label %20, label %8, !dbg !558, !llvm.loop !564

20:                                               ; preds = %14, %8
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ], !dbg !550
  %22 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !566
  %23 = load ptr, ptr %22, align 8, !dbg !566, !tbaa !140
    #dbg_value(ptr %23, !548, !DIExpression(), !550)
  store ptr null, ptr %22, align 8, !dbg !567, !tbaa !140
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0), !dbg !568
  %25 = tail call fastcc ptr @msort(ptr noundef %23), !dbg !569
    #dbg_assign(i1 undef, !314, !DIExpression(), !549, ptr %2, !DIExpression(), !570)
    #dbg_value(ptr %24, !319, !DIExpression(), !570)
    #dbg_value(ptr %25, !320, !DIExpression(), !570)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8, !dbg !572
    #dbg_value(ptr %2, !321, !DIExpression(), !570)
    #dbg_value(ptr %25, !320, !DIExpression(), !570)
    #dbg_value(ptr %24, !319, !DIExpression(), !570)
  %26 = icmp ne ptr %24, null, !dbg !573
  %27 = icmp ne ptr %25, null, !dbg !574
  %28 = and i1 %26, %27, !dbg !574
  br i1 %28, label %29, label %50, !dbg !575

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
    #dbg_value(ptr %30, !321, !DIExpression(), !570)
    #dbg_value(ptr %31, !320, !DIExpression(), !570)
    #dbg_value(ptr %32, !319, !DIExpression(), !570)
  %33 = load i32, ptr %32, align 8, !dbg !576, !tbaa !132
  %34 = load i32, ptr %31, align 8, !dbg !577, !tbaa !132
  %35 = icmp sgt i32 %33, %34, !dbg !578
  %36 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !579
  br i1 %35, label %40, label %37, !dbg !580

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !dbg !581, !tbaa !140
  %38 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !582
  %39 = load ptr, ptr %38, align 8, !dbg !582, !tbaa !140
    #dbg_value(ptr %39, !319, !DIExpression(), !570)
  br label %43, !dbg !583

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !dbg !584, !tbaa !140
  %41 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !585
  %42 = load ptr, ptr %41, align 8, !dbg !585, !tbaa !140
    #dbg_value(ptr %42, !320, !DIExpression(), !570)
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ], !dbg !586
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
    #dbg_value(ptr %46, !320, !DIExpression(), !570)
    #dbg_value(ptr %45, !319, !DIExpression(), !570)
    #dbg_value(ptr %44, !321, !DIExpression(), !570)
  %47 = icmp ne ptr %45, null, !dbg !573
  %48 = icmp ne ptr %46, null, !dbg !574
  %49 = select i1 %47, i1 %48, i1 false, !dbg !574
  br i1 %49, label %29, label %50, !dbg !575, !llvm.loop !587

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ], !dbg !570
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ], !dbg !573
  %55 = select i1 %54, ptr %51, ptr %52, !dbg !589
  %56 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !590
  store ptr %55, ptr %56, align 8, !dbg !591, !tbaa !140
  %57 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !592
  %58 = load ptr, ptr %57, align 8, !dbg !592, !tbaa !140
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8, !dbg !593
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ], !dbg !550
  ret ptr %60, !dbg !594
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !595 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !603 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "linked_list.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "df6ff0d55844b441f5d78048d7d02118")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 128, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 14)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 140, type: !3, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 141, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 11)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 165, type: !9, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 167, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 4)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 168, type: !30, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 182, type: !3, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !37, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !30, isLocal: true, isDefinition: true)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !51, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50}
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !{!0, !7, !12, !17, !19, !21, !26, !28, !33, !35, !40, !52, !42, !44, !46}
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 171, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 2)
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 117, type: !66, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !67)
!66 = !DISubroutineType(types: !49)
!67 = !{!68, !74, !76, !77, !78, !80, !82, !83, !84, !91, !93, !96, !98, !100, !102, !105, !107, !109}
!68 = !DILocalVariable(name: "l", scope: !65, file: !2, line: 118, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 6, size: 128, elements: !71)
!71 = !{!72, !73}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !70, file: !2, line: 7, baseType: !50, size: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !70, file: !2, line: 8, baseType: !69, size: 64, offset: 64)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 119, type: !50)
!75 = distinct !DILexicalBlock(scope: !65, file: !2, line: 119, column: 5)
!76 = !DILocalVariable(name: "removed", scope: !65, file: !2, line: 124, type: !50)
!77 = !DILocalVariable(name: "s", scope: !65, file: !2, line: 132, type: !69)
!78 = !DILocalVariable(name: "x", scope: !65, file: !2, line: 133, type: !79)
!79 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 134, type: !50)
!81 = distinct !DILexicalBlock(scope: !65, file: !2, line: 134, column: 5)
!82 = !DILocalVariable(name: "m", scope: !65, file: !2, line: 139, type: !69)
!83 = !DILocalVariable(name: "tail", scope: !65, file: !2, line: 143, type: !69)
!84 = !DILocalVariable(name: "sentinel", scope: !65, file: !2, line: 151, type: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dnode", file: !2, line: 11, size: 192, elements: !86)
!86 = !{!87, !88, !90}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !85, file: !2, line: 12, baseType: !50, size: 32)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !85, file: !2, line: 13, baseType: !89, size: 64, offset: 64)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !85, file: !2, line: 13, baseType: !89, size: 64, offset: 128)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 152, type: !50)
!92 = distinct !DILexicalBlock(scope: !65, file: !2, line: 152, column: 5)
!93 = !DILocalVariable(name: "n", scope: !94, file: !2, line: 153, type: !89)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 152, column: 35)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 152, column: 5)
!96 = !DILocalVariable(name: "n", scope: !97, file: !2, line: 166, type: !89)
!97 = distinct !DILexicalBlock(scope: !65, file: !2, line: 166, column: 5)
!98 = !DILocalVariable(name: "n", scope: !99, file: !2, line: 169, type: !89)
!99 = distinct !DILexicalBlock(scope: !65, file: !2, line: 169, column: 5)
!100 = !DILocalVariable(name: "n", scope: !101, file: !2, line: 173, type: !89)
!101 = distinct !DILexicalBlock(scope: !65, file: !2, line: 173, column: 5)
!102 = !DILocalVariable(name: "next", scope: !103, file: !2, line: 174, type: !89)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 173, column: 60)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 173, column: 5)
!105 = !DILocalVariable(name: "n", scope: !106, file: !2, line: 183, type: !89)
!106 = distinct !DILexicalBlock(scope: !65, file: !2, line: 183, column: 5)
!107 = !DILocalVariable(name: "n", scope: !108, file: !2, line: 186, type: !89)
!108 = distinct !DILexicalBlock(scope: !65, file: !2, line: 186, column: 5)
!109 = !DILocalVariable(name: "next", scope: !110, file: !2, line: 187, type: !89)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 186, column: 60)
!111 = distinct !DILexicalBlock(scope: !108, file: !2, line: 186, column: 5)
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !65)
!119 = !DILocation(line: 0, scope: !75)
!120 = !DILocalVariable(name: "head", arg: 1, scope: !121, file: !2, line: 16, type: !69)
!121 = distinct !DISubprogram(name: "push_front", scope: !2, file: !2, line: 16, type: !122, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!69, !69, !50}
!124 = !{!120, !125, !126}
!125 = !DILocalVariable(name: "v", arg: 2, scope: !121, file: !2, line: 16, type: !50)
!126 = !DILocalVariable(name: "n", scope: !121, file: !2, line: 17, type: !69)
!127 = !DILocation(line: 0, scope: !121, inlinedAt: !128)
!128 = distinct !DILocation(line: 120, column: 13, scope: !129)
!129 = distinct !DILexicalBlock(scope: !75, file: !2, line: 119, column: 5)
!130 = !DILocation(line: 17, column: 22, scope: !121, inlinedAt: !128)
!131 = !DILocation(line: 18, column: 12, scope: !121, inlinedAt: !128)
!132 = !{!133, !134, i64 0}
!133 = !{!"node", !134, i64 0, !137, i64 8}
!134 = !{!"int", !135, i64 0}
!135 = !{!"omnipotent char", !136, i64 0}
!136 = !{!"Simple C/C++ TBAA"}
!137 = !{!"any pointer", !135, i64 0}
!138 = !DILocation(line: 19, column: 8, scope: !121, inlinedAt: !128)
!139 = !DILocation(line: 19, column: 13, scope: !121, inlinedAt: !128)
!140 = !{!133, !137, i64 8}
!141 = !DILocalVariable(name: "lbl", arg: 1, scope: !142, file: !2, line: 89, type: !145)
!142 = distinct !DISubprogram(name: "print_list", scope: !2, file: !2, line: 89, type: !143, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !149)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !145, !147}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !70)
!149 = !{!141, !150, !151}
!150 = !DILocalVariable(name: "n", arg: 2, scope: !142, file: !2, line: 89, type: !147)
!151 = !DILocalVariable(name: "count", scope: !142, file: !2, line: 91, type: !50)
!152 = !DILocation(line: 0, scope: !142, inlinedAt: !153)
!153 = distinct !DILocation(line: 121, column: 5, scope: !65)
!154 = !DILocation(line: 90, column: 5, scope: !142, inlinedAt: !153)
!155 = !DILocation(line: 92, column: 5, scope: !156, inlinedAt: !153)
!156 = distinct !DILexicalBlock(scope: !142, file: !2, line: 92, column: 5)
!157 = !DILocation(line: 93, column: 19, scope: !158, inlinedAt: !153)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 93, column: 13)
!159 = distinct !DILexicalBlock(scope: !156, file: !2, line: 92, column: 5)
!160 = !DILocation(line: 93, column: 13, scope: !159, inlinedAt: !153)
!161 = !DILocation(line: 94, column: 30, scope: !158, inlinedAt: !153)
!162 = !DILocation(line: 94, column: 13, scope: !158, inlinedAt: !153)
!163 = !DILocation(line: 92, column: 22, scope: !159, inlinedAt: !153)
!164 = !DILocation(line: 92, column: 33, scope: !159, inlinedAt: !153)
!165 = distinct !{!165, !155, !166, !167}
!166 = !DILocation(line: 94, column: 33, scope: !156, inlinedAt: !153)
!167 = !{!"llvm.loop.mustprogress"}
!168 = !DILocation(line: 95, column: 5, scope: !142, inlinedAt: !153)
!169 = !DILocalVariable(name: "head", arg: 1, scope: !170, file: !2, line: 49, type: !69)
!170 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 49, type: !171, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!69, !69}
!173 = !{!169, !174, !175}
!174 = !DILocalVariable(name: "prev", scope: !170, file: !2, line: 50, type: !69)
!175 = !DILocalVariable(name: "next", scope: !176, file: !2, line: 52, type: !69)
!176 = distinct !DILexicalBlock(scope: !170, file: !2, line: 51, column: 18)
!177 = !DILocation(line: 0, scope: !170, inlinedAt: !178)
!178 = distinct !DILocation(line: 122, column: 9, scope: !65)
!179 = !DILocation(line: 51, column: 5, scope: !170, inlinedAt: !178)
!180 = !DILocation(line: 52, column: 35, scope: !176, inlinedAt: !178)
!181 = !DILocation(line: 0, scope: !176, inlinedAt: !178)
!182 = !DILocation(line: 53, column: 20, scope: !176, inlinedAt: !178)
!183 = distinct !{!183, !179, !184, !167}
!184 = !DILocation(line: 56, column: 5, scope: !170, inlinedAt: !178)
!185 = !DILocation(line: 0, scope: !142, inlinedAt: !186)
!186 = distinct !DILocation(line: 123, column: 5, scope: !65)
!187 = !DILocation(line: 90, column: 5, scope: !142, inlinedAt: !186)
!188 = !DILocation(line: 92, column: 5, scope: !156, inlinedAt: !186)
!189 = !DILocation(line: 93, column: 19, scope: !158, inlinedAt: !186)
!190 = !DILocation(line: 93, column: 13, scope: !159, inlinedAt: !186)
!191 = !DILocation(line: 94, column: 30, scope: !158, inlinedAt: !186)
!192 = !DILocation(line: 94, column: 13, scope: !158, inlinedAt: !186)
!193 = !DILocation(line: 92, column: 22, scope: !159, inlinedAt: !186)
!194 = !DILocation(line: 92, column: 33, scope: !159, inlinedAt: !186)
!195 = distinct !{!195, !188, !196, !167}
!196 = !DILocation(line: 94, column: 33, scope: !156, inlinedAt: !186)
!197 = !DILocation(line: 95, column: 5, scope: !142, inlinedAt: !186)
!198 = !DILocalVariable(name: "head", arg: 1, scope: !199, file: !2, line: 34, type: !69)
!199 = distinct !DISubprogram(name: "delete_all", scope: !2, file: !2, line: 34, type: !200, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !203)
!200 = !DISubroutineType(types: !201)
!201 = !{!69, !69, !50, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!203 = !{!198, !204, !205, !206, !208}
!204 = !DILocalVariable(name: "v", arg: 2, scope: !199, file: !2, line: 34, type: !50)
!205 = !DILocalVariable(name: "removed", arg: 3, scope: !199, file: !2, line: 34, type: !202)
!206 = !DILocalVariable(name: "pp", scope: !199, file: !2, line: 35, type: !207)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!208 = !DILocalVariable(name: "dead", scope: !209, file: !2, line: 38, type: !69)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 37, column: 30)
!210 = distinct !DILexicalBlock(scope: !211, file: !2, line: 37, column: 13)
!211 = distinct !DILexicalBlock(scope: !199, file: !2, line: 36, column: 17)
!212 = !DILocation(line: 0, scope: !199, inlinedAt: !213)
!213 = distinct !DILocation(line: 125, column: 9, scope: !65)
!214 = !{!137, !137, i64 0}
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 36, column: 5, scope: !199, inlinedAt: !213)
!217 = !DILocation(line: 37, column: 20, scope: !210, inlinedAt: !213)
!218 = !DILocation(line: 37, column: 24, scope: !210, inlinedAt: !213)
!219 = !DILocation(line: 0, scope: !210, inlinedAt: !213)
!220 = !DILocation(line: 37, column: 13, scope: !211, inlinedAt: !213)
!221 = !DILocation(line: 0, scope: !209, inlinedAt: !213)
!222 = !DILocation(line: 39, column: 25, scope: !209, inlinedAt: !213)
!223 = !DILocation(line: 39, column: 17, scope: !209, inlinedAt: !213)
!224 = !DILocation(line: 40, column: 13, scope: !209, inlinedAt: !213)
!225 = !DILocation(line: 41, column: 23, scope: !209, inlinedAt: !213)
!226 = !DILocation(line: 42, column: 9, scope: !209, inlinedAt: !213)
!227 = !DILocation(line: 36, column: 12, scope: !199, inlinedAt: !213)
!228 = distinct !{!228, !216, !229, !167}
!229 = !DILocation(line: 45, column: 5, scope: !199, inlinedAt: !213)
!230 = !DILocation(line: 46, column: 12, scope: !199, inlinedAt: !213)
!231 = !DILocation(line: 46, column: 5, scope: !199, inlinedAt: !213)
!232 = !DILocation(line: 0, scope: !199, inlinedAt: !233)
!233 = distinct !DILocation(line: 126, column: 9, scope: !65)
!234 = distinct !DIAssignID()
!235 = !DILocation(line: 36, column: 5, scope: !199, inlinedAt: !233)
!236 = !DILocation(line: 37, column: 20, scope: !210, inlinedAt: !233)
!237 = !DILocation(line: 37, column: 24, scope: !210, inlinedAt: !233)
!238 = !DILocation(line: 0, scope: !210, inlinedAt: !233)
!239 = !DILocation(line: 37, column: 13, scope: !211, inlinedAt: !233)
!240 = !DILocation(line: 0, scope: !209, inlinedAt: !233)
!241 = !DILocation(line: 39, column: 25, scope: !209, inlinedAt: !233)
!242 = !DILocation(line: 39, column: 17, scope: !209, inlinedAt: !233)
!243 = !DILocation(line: 40, column: 13, scope: !209, inlinedAt: !233)
!244 = !DILocation(line: 41, column: 23, scope: !209, inlinedAt: !233)
!245 = !DILocation(line: 42, column: 9, scope: !209, inlinedAt: !233)
!246 = !DILocation(line: 36, column: 12, scope: !199, inlinedAt: !233)
!247 = distinct !{!247, !235, !248, !167}
!248 = !DILocation(line: 45, column: 5, scope: !199, inlinedAt: !233)
!249 = !DILocation(line: 46, column: 5, scope: !199, inlinedAt: !233)
!250 = !DILocation(line: 0, scope: !199, inlinedAt: !251)
!251 = distinct !DILocation(line: 127, column: 9, scope: !65)
!252 = distinct !DIAssignID()
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 36, column: 5, scope: !199, inlinedAt: !251)
!255 = !DILocation(line: 46, column: 12, scope: !199, inlinedAt: !233)
!256 = !DILocation(line: 37, column: 20, scope: !210, inlinedAt: !251)
!257 = !DILocation(line: 37, column: 24, scope: !210, inlinedAt: !251)
!258 = !DILocation(line: 0, scope: !210, inlinedAt: !251)
!259 = !DILocation(line: 37, column: 13, scope: !211, inlinedAt: !251)
!260 = !DILocation(line: 0, scope: !209, inlinedAt: !251)
!261 = !DILocation(line: 39, column: 25, scope: !209, inlinedAt: !251)
!262 = !DILocation(line: 39, column: 17, scope: !209, inlinedAt: !251)
!263 = !DILocation(line: 40, column: 13, scope: !209, inlinedAt: !251)
!264 = !DILocation(line: 41, column: 23, scope: !209, inlinedAt: !251)
!265 = !DILocation(line: 42, column: 9, scope: !209, inlinedAt: !251)
!266 = !DILocation(line: 36, column: 12, scope: !199, inlinedAt: !251)
!267 = distinct !{!267, !254, !268, !167}
!268 = !DILocation(line: 45, column: 5, scope: !199, inlinedAt: !251)
!269 = !DILocation(line: 46, column: 5, scope: !199, inlinedAt: !251)
!270 = !DILocation(line: 0, scope: !142, inlinedAt: !271)
!271 = distinct !DILocation(line: 128, column: 5, scope: !65)
!272 = !DILocation(line: 90, column: 5, scope: !142, inlinedAt: !271)
!273 = !DILocation(line: 92, column: 5, scope: !156, inlinedAt: !271)
!274 = !DILocation(line: 46, column: 12, scope: !199, inlinedAt: !251)
!275 = !DILocation(line: 93, column: 19, scope: !158, inlinedAt: !271)
!276 = !DILocation(line: 93, column: 13, scope: !159, inlinedAt: !271)
!277 = !DILocation(line: 94, column: 30, scope: !158, inlinedAt: !271)
!278 = !DILocation(line: 94, column: 13, scope: !158, inlinedAt: !271)
!279 = !DILocation(line: 92, column: 22, scope: !159, inlinedAt: !271)
!280 = !DILocation(line: 92, column: 33, scope: !159, inlinedAt: !271)
!281 = distinct !{!281, !273, !282, !167}
!282 = !DILocation(line: 94, column: 33, scope: !156, inlinedAt: !271)
!283 = !DILocation(line: 95, column: 5, scope: !142, inlinedAt: !271)
!284 = !DILocation(line: 129, column: 5, scope: !65)
!285 = !DILocation(line: 130, column: 9, scope: !65)
!286 = !DILocation(line: 0, scope: !142, inlinedAt: !287)
!287 = distinct !DILocation(line: 131, column: 5, scope: !65)
!288 = !DILocation(line: 90, column: 5, scope: !142, inlinedAt: !287)
!289 = !DILocation(line: 92, column: 5, scope: !156, inlinedAt: !287)
!290 = !DILocation(line: 93, column: 19, scope: !158, inlinedAt: !287)
!291 = !DILocation(line: 93, column: 13, scope: !159, inlinedAt: !287)
!292 = !DILocation(line: 94, column: 30, scope: !158, inlinedAt: !287)
!293 = !DILocation(line: 94, column: 13, scope: !158, inlinedAt: !287)
!294 = !DILocation(line: 92, column: 22, scope: !159, inlinedAt: !287)
!295 = !DILocation(line: 92, column: 33, scope: !159, inlinedAt: !287)
!296 = distinct !{!296, !289, !297, !167}
!297 = !DILocation(line: 94, column: 33, scope: !156, inlinedAt: !287)
!298 = !DILocation(line: 95, column: 5, scope: !142, inlinedAt: !287)
!299 = !DILocation(line: 0, scope: !81)
!300 = !DILocation(line: 134, column: 5, scope: !81)
!301 = !DILocation(line: 0, scope: !142, inlinedAt: !302)
!302 = distinct !DILocation(line: 138, column: 5, scope: !65)
!303 = !DILocation(line: 90, column: 5, scope: !142, inlinedAt: !302)
!304 = !DILocation(line: 92, column: 5, scope: !156, inlinedAt: !302)
!305 = !DILocation(line: 93, column: 19, scope: !158, inlinedAt: !302)
!306 = !DILocation(line: 93, column: 13, scope: !159, inlinedAt: !302)
!307 = !DILocation(line: 94, column: 30, scope: !158, inlinedAt: !302)
!308 = !DILocation(line: 94, column: 13, scope: !158, inlinedAt: !302)
!309 = !DILocation(line: 92, column: 22, scope: !159, inlinedAt: !302)
!310 = !DILocation(line: 92, column: 33, scope: !159, inlinedAt: !302)
!311 = distinct !{!311, !304, !312, !167}
!312 = !DILocation(line: 94, column: 33, scope: !156, inlinedAt: !302)
!313 = !DILocation(line: 95, column: 5, scope: !142, inlinedAt: !302)
!314 = !DILocalVariable(name: "dummy", scope: !315, file: !2, line: 61, type: !70)
!315 = distinct !DISubprogram(name: "merge", scope: !2, file: !2, line: 60, type: !316, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !318)
!316 = !DISubroutineType(types: !317)
!317 = !{!69, !69, !69}
!318 = !{!319, !320, !314, !321}
!319 = !DILocalVariable(name: "a", arg: 1, scope: !315, file: !2, line: 60, type: !69)
!320 = !DILocalVariable(name: "b", arg: 2, scope: !315, file: !2, line: 60, type: !69)
!321 = !DILocalVariable(name: "t", scope: !315, file: !2, line: 61, type: !69)
!322 = !DILocation(line: 0, scope: !315, inlinedAt: !323)
!323 = distinct !DILocation(line: 139, column: 22, scope: !65)
!324 = !DILocation(line: 61, column: 5, scope: !315, inlinedAt: !323)
!325 = !DILocation(line: 62, column: 12, scope: !315, inlinedAt: !323)
!326 = !DILocation(line: 62, column: 14, scope: !315, inlinedAt: !323)
!327 = !DILocation(line: 62, column: 5, scope: !315, inlinedAt: !323)
!328 = !DILocation(line: 63, column: 16, scope: !329, inlinedAt: !323)
!329 = distinct !DILexicalBlock(scope: !330, file: !2, line: 63, column: 13)
!330 = distinct !DILexicalBlock(scope: !315, file: !2, line: 62, column: 20)
!331 = !DILocation(line: 63, column: 26, scope: !329, inlinedAt: !323)
!332 = !DILocation(line: 63, column: 20, scope: !329, inlinedAt: !323)
!333 = !DILocation(line: 0, scope: !329, inlinedAt: !323)
!334 = !DILocation(line: 63, column: 13, scope: !330, inlinedAt: !323)
!335 = !DILocation(line: 64, column: 21, scope: !336, inlinedAt: !323)
!336 = distinct !DILexicalBlock(scope: !329, file: !2, line: 63, column: 31)
!337 = !DILocation(line: 65, column: 20, scope: !336, inlinedAt: !323)
!338 = !DILocation(line: 66, column: 9, scope: !336, inlinedAt: !323)
!339 = !DILocation(line: 67, column: 21, scope: !340, inlinedAt: !323)
!340 = distinct !DILexicalBlock(scope: !329, file: !2, line: 66, column: 16)
!341 = !DILocation(line: 68, column: 20, scope: !340, inlinedAt: !323)
!342 = !DILocation(line: 70, column: 16, scope: !330, inlinedAt: !323)
!343 = distinct !{!343, !327, !344, !167}
!344 = !DILocation(line: 71, column: 5, scope: !315, inlinedAt: !323)
!345 = !DILocation(line: 72, column: 15, scope: !315, inlinedAt: !323)
!346 = !DILocation(line: 72, column: 8, scope: !315, inlinedAt: !323)
!347 = !DILocation(line: 72, column: 13, scope: !315, inlinedAt: !323)
!348 = !DILocation(line: 73, column: 18, scope: !315, inlinedAt: !323)
!349 = !DILocation(line: 74, column: 1, scope: !315, inlinedAt: !323)
!350 = !DILocation(line: 0, scope: !142, inlinedAt: !351)
!351 = distinct !DILocation(line: 140, column: 5, scope: !65)
!352 = !DILocation(line: 90, column: 5, scope: !142, inlinedAt: !351)
!353 = !DILocation(line: 92, column: 5, scope: !156, inlinedAt: !351)
!354 = !DILocation(line: 93, column: 19, scope: !158, inlinedAt: !351)
!355 = !DILocation(line: 93, column: 13, scope: !159, inlinedAt: !351)
!356 = !DILocation(line: 94, column: 30, scope: !158, inlinedAt: !351)
!357 = !DILocation(line: 94, column: 13, scope: !158, inlinedAt: !351)
!358 = !DILocation(line: 92, column: 22, scope: !159, inlinedAt: !351)
!359 = !DILocation(line: 92, column: 33, scope: !159, inlinedAt: !351)
!360 = distinct !{!360, !353, !361, !167}
!361 = !DILocation(line: 94, column: 33, scope: !156, inlinedAt: !351)
!362 = !DILocation(line: 95, column: 5, scope: !142, inlinedAt: !351)
!363 = !DILocalVariable(name: "head", arg: 1, scope: !364, file: !2, line: 106, type: !69)
!364 = distinct !DISubprogram(name: "has_cycle", scope: !2, file: !2, line: 106, type: !365, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !367)
!365 = !DISubroutineType(types: !366)
!366 = !{!50, !69}
!367 = !{!363, !368, !369}
!368 = !DILocalVariable(name: "slow", scope: !364, file: !2, line: 107, type: !69)
!369 = !DILocalVariable(name: "fast", scope: !364, file: !2, line: 107, type: !69)
!370 = !DILocation(line: 0, scope: !364, inlinedAt: !371)
!371 = distinct !DILocation(line: 141, column: 27, scope: !65)
!372 = !DILocation(line: 108, column: 5, scope: !364, inlinedAt: !371)
!373 = !DILocation(line: 108, column: 12, scope: !364, inlinedAt: !371)
!374 = !DILocation(line: 108, column: 17, scope: !364, inlinedAt: !371)
!375 = !DILocation(line: 108, column: 26, scope: !364, inlinedAt: !371)
!376 = !DILocation(line: 109, column: 22, scope: !377, inlinedAt: !371)
!377 = distinct !DILexicalBlock(scope: !364, file: !2, line: 108, column: 32)
!378 = !DILocation(line: 110, column: 28, scope: !377, inlinedAt: !371)
!379 = !DILocation(line: 111, column: 18, scope: !380, inlinedAt: !371)
!380 = distinct !DILexicalBlock(scope: !377, file: !2, line: 111, column: 13)
!381 = !DILocation(line: 111, column: 13, scope: !377, inlinedAt: !371)
!382 = distinct !{!382, !372, !383, !167}
!383 = !DILocation(line: 113, column: 5, scope: !364, inlinedAt: !371)
!384 = !DILocation(line: 141, column: 5, scope: !65)
!385 = !DILocation(line: 144, column: 5, scope: !65)
!386 = !DILocation(line: 135, column: 15, scope: !387)
!387 = distinct !DILexicalBlock(scope: !388, file: !2, line: 134, column: 34)
!388 = distinct !DILexicalBlock(scope: !81, file: !2, line: 134, column: 5)
!389 = !DILocation(line: 135, column: 26, scope: !387)
!390 = !DILocation(line: 136, column: 38, scope: !387)
!391 = !DILocation(line: 136, column: 45, scope: !387)
!392 = !DILocalVariable(name: "head", arg: 1, scope: !393, file: !2, line: 23, type: !69)
!393 = distinct !DISubprogram(name: "insert_sorted", scope: !2, file: !2, line: 23, type: !122, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !394)
!394 = !{!392, !395, !396, !397}
!395 = !DILocalVariable(name: "v", arg: 2, scope: !393, file: !2, line: 23, type: !50)
!396 = !DILocalVariable(name: "pp", scope: !393, file: !2, line: 24, type: !207)
!397 = !DILocalVariable(name: "n", scope: !393, file: !2, line: 27, type: !69)
!398 = !DILocation(line: 0, scope: !393, inlinedAt: !399)
!399 = distinct !DILocation(line: 136, column: 13, scope: !387)
!400 = distinct !DIAssignID()
!401 = !DILocation(line: 25, column: 12, scope: !393, inlinedAt: !399)
!402 = !DILocation(line: 25, column: 16, scope: !393, inlinedAt: !399)
!403 = !DILocation(line: 25, column: 26, scope: !393, inlinedAt: !399)
!404 = !DILocation(line: 25, column: 30, scope: !393, inlinedAt: !399)
!405 = !DILocation(line: 25, column: 5, scope: !393, inlinedAt: !399)
!406 = distinct !{!406, !405, !407, !167}
!407 = !DILocation(line: 26, column: 22, scope: !393, inlinedAt: !399)
!408 = !DILocation(line: 27, column: 22, scope: !393, inlinedAt: !399)
!409 = !DILocation(line: 28, column: 12, scope: !393, inlinedAt: !399)
!410 = !DILocation(line: 29, column: 8, scope: !393, inlinedAt: !399)
!411 = !DILocation(line: 29, column: 13, scope: !393, inlinedAt: !399)
!412 = !DILocation(line: 30, column: 9, scope: !393, inlinedAt: !399)
!413 = !DILocation(line: 31, column: 12, scope: !393, inlinedAt: !399)
!414 = !DILocation(line: 31, column: 5, scope: !393, inlinedAt: !399)
!415 = !DILocation(line: 134, column: 30, scope: !388)
!416 = !DILocation(line: 134, column: 23, scope: !388)
!417 = distinct !{!417, !300, !418, !167}
!418 = !DILocation(line: 137, column: 5, scope: !81)
!419 = !DILocation(line: 144, column: 18, scope: !65)
!420 = distinct !{!420, !385, !421, !167}
!421 = !DILocation(line: 145, column: 22, scope: !65)
!422 = !DILocation(line: 146, column: 21, scope: !65)
!423 = !DILocation(line: 146, column: 27, scope: !65)
!424 = !DILocation(line: 146, column: 16, scope: !65)
!425 = !DILocation(line: 0, scope: !364, inlinedAt: !426)
!426 = distinct !DILocation(line: 147, column: 27, scope: !65)
!427 = !DILocation(line: 108, column: 5, scope: !364, inlinedAt: !426)
!428 = !DILocation(line: 108, column: 12, scope: !364, inlinedAt: !426)
!429 = !DILocation(line: 108, column: 17, scope: !364, inlinedAt: !426)
!430 = !DILocation(line: 108, column: 26, scope: !364, inlinedAt: !426)
!431 = !DILocation(line: 109, column: 22, scope: !377, inlinedAt: !426)
!432 = !DILocation(line: 110, column: 28, scope: !377, inlinedAt: !426)
!433 = !DILocation(line: 111, column: 18, scope: !380, inlinedAt: !426)
!434 = !DILocation(line: 111, column: 13, scope: !377, inlinedAt: !426)
!435 = distinct !{!435, !427, !436, !167}
!436 = !DILocation(line: 113, column: 5, scope: !364, inlinedAt: !426)
!437 = !DILocation(line: 147, column: 5, scope: !65)
!438 = !DILocation(line: 148, column: 16, scope: !65)
!439 = !DILocalVariable(name: "n", arg: 1, scope: !440, file: !2, line: 98, type: !69)
!440 = distinct !DISubprogram(name: "free_list", scope: !2, file: !2, line: 98, type: !441, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !443)
!441 = !DISubroutineType(types: !442)
!442 = !{null, !69}
!443 = !{!439, !444}
!444 = !DILocalVariable(name: "next", scope: !445, file: !2, line: 100, type: !69)
!445 = distinct !DILexicalBlock(scope: !440, file: !2, line: 99, column: 15)
!446 = !DILocation(line: 0, scope: !440, inlinedAt: !447)
!447 = distinct !DILocation(line: 149, column: 5, scope: !65)
!448 = !DILocation(line: 99, column: 5, scope: !440, inlinedAt: !447)
!449 = !DILocation(line: 100, column: 32, scope: !445, inlinedAt: !447)
!450 = !DILocation(line: 0, scope: !445, inlinedAt: !447)
!451 = !DILocation(line: 101, column: 9, scope: !445, inlinedAt: !447)
!452 = distinct !{!452, !448, !453, !167}
!453 = !DILocation(line: 103, column: 5, scope: !440, inlinedAt: !447)
!454 = !DILocation(line: 151, column: 5, scope: !65)
!455 = !DILocation(line: 151, column: 29, scope: !65)
!456 = !{!457, !134, i64 0}
!457 = !{!"dnode", !134, i64 0, !137, i64 8, !137, i64 16}
!458 = distinct !DIAssignID()
!459 = distinct !DIAssignID()
!460 = distinct !DIAssignID()
!461 = !DILocation(line: 0, scope: !92)
!462 = !DILocation(line: 153, column: 27, scope: !94)
!463 = !DILocation(line: 0, scope: !94)
!464 = !DILocation(line: 154, column: 16, scope: !94)
!465 = !DILocation(line: 0, scope: !466)
!466 = distinct !DILexicalBlock(scope: !94, file: !2, line: 155, column: 13)
!467 = !DILocation(line: 163, column: 23, scope: !94)
!468 = !{!457, !137, i64 8}
!469 = !DILocation(line: 162, column: 23, scope: !94)
!470 = !{!457, !137, i64 16}
!471 = !DILocation(line: 165, column: 5, scope: !65)
!472 = !DILocation(line: 166, column: 37, scope: !97)
!473 = !DILocation(line: 0, scope: !97)
!474 = !DILocation(line: 166, column: 45, scope: !475)
!475 = distinct !DILexicalBlock(scope: !97, file: !2, line: 166, column: 5)
!476 = !DILocation(line: 166, column: 5, scope: !97)
!477 = !DILocation(line: 168, column: 5, scope: !65)
!478 = !DILocation(line: 169, column: 37, scope: !99)
!479 = !DILocation(line: 0, scope: !99)
!480 = !DILocation(line: 169, column: 45, scope: !481)
!481 = distinct !DILexicalBlock(scope: !99, file: !2, line: 169, column: 5)
!482 = !DILocation(line: 169, column: 5, scope: !99)
!483 = !DILocation(line: 167, column: 26, scope: !475)
!484 = !DILocation(line: 167, column: 9, scope: !475)
!485 = !DILocation(line: 166, column: 66, scope: !475)
!486 = distinct !{!486, !476, !487, !167}
!487 = !DILocation(line: 167, column: 29, scope: !97)
!488 = !DILocation(line: 171, column: 5, scope: !65)
!489 = !DILocation(line: 173, column: 37, scope: !101)
!490 = !DILocation(line: 0, scope: !101)
!491 = !DILocation(line: 173, column: 45, scope: !104)
!492 = !DILocation(line: 173, column: 5, scope: !101)
!493 = !DILocation(line: 170, column: 26, scope: !481)
!494 = !DILocation(line: 170, column: 9, scope: !481)
!495 = !DILocation(line: 169, column: 66, scope: !481)
!496 = distinct !{!496, !482, !497, !167}
!497 = !DILocation(line: 170, column: 29, scope: !99)
!498 = !DILocation(line: 182, column: 5, scope: !65)
!499 = !DILocation(line: 183, column: 37, scope: !106)
!500 = !DILocation(line: 0, scope: !106)
!501 = !DILocation(line: 183, column: 45, scope: !502)
!502 = distinct !DILexicalBlock(scope: !106, file: !2, line: 183, column: 5)
!503 = !DILocation(line: 183, column: 5, scope: !106)
!504 = !DILocation(line: 174, column: 33, scope: !103)
!505 = !DILocation(line: 0, scope: !103)
!506 = !DILocation(line: 175, column: 16, scope: !507)
!507 = distinct !DILexicalBlock(scope: !103, file: !2, line: 175, column: 13)
!508 = !DILocation(line: 175, column: 20, scope: !507)
!509 = !DILocation(line: 175, column: 13, scope: !103)
!510 = !DILocation(line: 176, column: 16, scope: !511)
!511 = distinct !DILexicalBlock(scope: !507, file: !2, line: 175, column: 25)
!512 = !DILocation(line: 176, column: 22, scope: !511)
!513 = !DILocation(line: 176, column: 27, scope: !511)
!514 = !DILocation(line: 177, column: 16, scope: !511)
!515 = !DILocation(line: 177, column: 22, scope: !511)
!516 = !DILocation(line: 177, column: 27, scope: !511)
!517 = !DILocation(line: 178, column: 13, scope: !511)
!518 = !DILocation(line: 179, column: 9, scope: !511)
!519 = distinct !{!519, !492, !520, !167}
!520 = !DILocation(line: 181, column: 5, scope: !101)
!521 = !DILocation(line: 185, column: 5, scope: !65)
!522 = !DILocation(line: 186, column: 37, scope: !108)
!523 = !DILocation(line: 0, scope: !108)
!524 = !DILocation(line: 186, column: 45, scope: !111)
!525 = !DILocation(line: 186, column: 5, scope: !108)
!526 = !DILocation(line: 184, column: 26, scope: !502)
!527 = !DILocation(line: 184, column: 9, scope: !502)
!528 = !DILocation(line: 183, column: 66, scope: !502)
!529 = distinct !{!529, !503, !530, !167}
!530 = !DILocation(line: 184, column: 29, scope: !106)
!531 = !DILocation(line: 192, column: 1, scope: !65)
!532 = !DILocation(line: 191, column: 5, scope: !65)
!533 = !DILocation(line: 187, column: 33, scope: !110)
!534 = !DILocation(line: 0, scope: !110)
!535 = !DILocation(line: 188, column: 9, scope: !110)
!536 = distinct !{!536, !525, !537, !167}
!537 = !DILocation(line: 190, column: 5, scope: !108)
!538 = !DISubprogram(name: "printf", scope: !539, file: !539, line: 356, type: !540, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!539 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!540 = !DISubroutineType(types: !541)
!541 = !{!50, !542, null}
!542 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!543 = distinct !DISubprogram(name: "msort", scope: !2, file: !2, line: 76, type: !171, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !544)
!544 = !{!545, !546, !547, !548}
!545 = !DILocalVariable(name: "head", arg: 1, scope: !543, file: !2, line: 76, type: !69)
!546 = !DILocalVariable(name: "slow", scope: !543, file: !2, line: 79, type: !69)
!547 = !DILocalVariable(name: "fast", scope: !543, file: !2, line: 79, type: !69)
!548 = !DILocalVariable(name: "second", scope: !543, file: !2, line: 84, type: !69)
!549 = distinct !DIAssignID()
!550 = !DILocation(line: 0, scope: !543)
!551 = !DILocation(line: 77, column: 10, scope: !552)
!552 = distinct !DILexicalBlock(scope: !543, file: !2, line: 77, column: 9)
!553 = !DILocation(line: 77, column: 15, scope: !552)
!554 = !DILocation(line: 77, column: 25, scope: !552)
!555 = !DILocation(line: 77, column: 19, scope: !552)
!556 = !DILocation(line: 77, column: 9, scope: !543)
!557 = !DILocation(line: 80, column: 26, scope: !543)
!558 = !DILocation(line: 80, column: 17, scope: !543)
!559 = !DILocation(line: 80, column: 5, scope: !543)
!560 = !DILocation(line: 81, column: 22, scope: !561)
!561 = distinct !DILexicalBlock(scope: !543, file: !2, line: 80, column: 32)
!562 = !DILocation(line: 82, column: 28, scope: !561)
!563 = !DILocation(line: 80, column: 12, scope: !543)
!564 = distinct !{!564, !559, !565, !167}
!565 = !DILocation(line: 83, column: 5, scope: !543)
!566 = !DILocation(line: 84, column: 33, scope: !543)
!567 = !DILocation(line: 85, column: 16, scope: !543)
!568 = !DILocation(line: 86, column: 18, scope: !543)
!569 = !DILocation(line: 86, column: 31, scope: !543)
!570 = !DILocation(line: 0, scope: !315, inlinedAt: !571)
!571 = distinct !DILocation(line: 86, column: 12, scope: !543)
!572 = !DILocation(line: 61, column: 5, scope: !315, inlinedAt: !571)
!573 = !DILocation(line: 62, column: 12, scope: !315, inlinedAt: !571)
!574 = !DILocation(line: 62, column: 14, scope: !315, inlinedAt: !571)
!575 = !DILocation(line: 62, column: 5, scope: !315, inlinedAt: !571)
!576 = !DILocation(line: 63, column: 16, scope: !329, inlinedAt: !571)
!577 = !DILocation(line: 63, column: 26, scope: !329, inlinedAt: !571)
!578 = !DILocation(line: 63, column: 20, scope: !329, inlinedAt: !571)
!579 = !DILocation(line: 0, scope: !329, inlinedAt: !571)
!580 = !DILocation(line: 63, column: 13, scope: !330, inlinedAt: !571)
!581 = !DILocation(line: 64, column: 21, scope: !336, inlinedAt: !571)
!582 = !DILocation(line: 65, column: 20, scope: !336, inlinedAt: !571)
!583 = !DILocation(line: 66, column: 9, scope: !336, inlinedAt: !571)
!584 = !DILocation(line: 67, column: 21, scope: !340, inlinedAt: !571)
!585 = !DILocation(line: 68, column: 20, scope: !340, inlinedAt: !571)
!586 = !DILocation(line: 70, column: 16, scope: !330, inlinedAt: !571)
!587 = distinct !{!587, !575, !588, !167}
!588 = !DILocation(line: 71, column: 5, scope: !315, inlinedAt: !571)
!589 = !DILocation(line: 72, column: 15, scope: !315, inlinedAt: !571)
!590 = !DILocation(line: 72, column: 8, scope: !315, inlinedAt: !571)
!591 = !DILocation(line: 72, column: 13, scope: !315, inlinedAt: !571)
!592 = !DILocation(line: 73, column: 18, scope: !315, inlinedAt: !571)
!593 = !DILocation(line: 74, column: 1, scope: !315, inlinedAt: !571)
!594 = !DILocation(line: 87, column: 1, scope: !543)
!595 = !DISubprogram(name: "malloc", scope: !596, file: !596, line: 553, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!596 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!597 = !DISubroutineType(types: !598)
!598 = !{!599, !600}
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!600 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !601, line: 18, baseType: !602)
!601 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!602 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!603 = !DISubprogram(name: "free", scope: !596, file: !596, line: 568, type: !604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!604 = !DISubroutineType(types: !605)
!605 = !{null, !599}
