; ModuleID = 'goto_cleanup.c'
source_filename = "goto_cleanup.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"process fail_at=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"  rc=%d out=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [30 x i8] c"pair for %d: [%d]=%d [%d]=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"no pair for %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [33 x i8] c"new record: %llu takes %u steps\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [8 x i8] c"acc=%d\0A\00", align 1, !dbg !27
@str = private unnamed_addr constant [10 x i8] c"  freed c\00", align 1
@str.9 = private unnamed_addr constant [10 x i8] c"  freed b\00", align 1
@str.10 = private unnamed_addr constant [10 x i8] c"  freed a\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 5) i32 @main() local_unnamed_addr #0 !dbg !55 {
    #dbg_assign(i1 undef, !67, !DIExpression(), !88, ptr poison, !DIExpression(), !89)
    #dbg_value(i32 0, !60, !DIExpression(), !90)
  br label %1, !dbg !91

1:                                                ; preds = %0, %64
  %2 = phi i32 [ 0, %0 ], [ %68, %64 ]
    #dbg_value(i32 %2, !60, !DIExpression(), !90)
    #dbg_value(i64 -1, !62, !DIExpression(), !92)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !93
    #dbg_value(i32 100, !94, !DIExpression(), !114)
    #dbg_value(i32 %2, !100, !DIExpression(), !114)
    #dbg_value(ptr undef, !101, !DIExpression(), !114)
    #dbg_value(i32 -1, !102, !DIExpression(), !114)
    #dbg_value(ptr null, !103, !DIExpression(), !114)
    #dbg_value(ptr null, !105, !DIExpression(), !114)
    #dbg_value(ptr null, !106, !DIExpression(), !114)
  %4 = tail call noalias dereferenceable_or_null(100) ptr @malloc(i64 noundef 100) #6, !dbg !116
    #dbg_value(ptr %4, !103, !DIExpression(), !114)
  %5 = icmp eq ptr %4, null, !dbg !117
  br i1 %5, label %64, label %6, !dbg !119

6:                                                ; preds = %1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %4, i8 1, i64 100, i1 false), !dbg !120
  %7 = icmp eq i32 %2, 1, !dbg !121
  br i1 %7, label %60, label %8, !dbg !123

8:                                                ; preds = %6
  %9 = tail call noalias dereferenceable_or_null(200) ptr @malloc(i64 noundef 200) #6, !dbg !124
    #dbg_value(ptr %9, !105, !DIExpression(), !114)
  %10 = icmp eq ptr %9, null, !dbg !125
  br i1 %10, label %60, label %11, !dbg !127

11:                                               ; preds = %8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(200) %9, i8 2, i64 200, i1 false), !dbg !128
  %12 = icmp eq i32 %2, 2, !dbg !129
  br i1 %12, label %56, label %13, !dbg !131

13:                                               ; preds = %11
  %14 = tail call noalias dereferenceable_or_null(300) ptr @malloc(i64 noundef 300) #6, !dbg !132
    #dbg_value(ptr %14, !106, !DIExpression(), !114)
  %15 = icmp eq ptr %14, null, !dbg !133
  br i1 %15, label %56, label %16, !dbg !135

16:                                               ; preds = %13
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(300) %14, i8 3, i64 300, i1 false), !dbg !136
  %17 = icmp eq i32 %2, 3, !dbg !137
  br i1 %17, label %52, label %18, !dbg !139

18:                                               ; preds = %16, %18
  %19 = phi i64 [ %50, %18 ], [ 0, %16 ]
  %20 = phi i64 [ %49, %18 ], [ 0, %16 ]
    #dbg_value(i64 %19, !108, !DIExpression(), !140)
    #dbg_value(i64 %20, !107, !DIExpression(), !114)
  %21 = getelementptr inbounds i8, ptr %4, i64 %19, !dbg !141
  %22 = load i8, ptr %21, align 1, !dbg !141, !tbaa !143
  %23 = sext i8 %22 to i64, !dbg !141
  %24 = shl nuw nsw i64 %19, 1, !dbg !146
  %25 = getelementptr inbounds i8, ptr %9, i64 %24, !dbg !147
  %26 = load i8, ptr %25, align 1, !dbg !147, !tbaa !143
  %27 = sext i8 %26 to i64, !dbg !147
  %28 = mul nuw nsw i64 %19, 3, !dbg !148
  %29 = getelementptr inbounds i8, ptr %14, i64 %28, !dbg !149
  %30 = load i8, ptr %29, align 1, !dbg !149, !tbaa !143
  %31 = sext i8 %30 to i64, !dbg !149
  %32 = add i64 %20, %23, !dbg !150
  %33 = add i64 %32, %27, !dbg !151
  %34 = add i64 %33, %31, !dbg !152
    #dbg_value(i64 %34, !107, !DIExpression(), !114)
  %35 = or disjoint i64 %19, 1, !dbg !153
    #dbg_value(i64 %35, !108, !DIExpression(), !140)
  %36 = getelementptr inbounds i8, ptr %4, i64 %35, !dbg !141
  %37 = load i8, ptr %36, align 1, !dbg !141, !tbaa !143
  %38 = sext i8 %37 to i64, !dbg !141
  %39 = shl nuw nsw i64 %35, 1, !dbg !146
  %40 = getelementptr inbounds i8, ptr %9, i64 %39, !dbg !147
  %41 = load i8, ptr %40, align 1, !dbg !147, !tbaa !143
  %42 = sext i8 %41 to i64, !dbg !147
  %43 = mul nuw nsw i64 %35, 3, !dbg !148
  %44 = getelementptr inbounds i8, ptr %14, i64 %43, !dbg !149
  %45 = load i8, ptr %44, align 1, !dbg !149, !tbaa !143
  %46 = sext i8 %45 to i64, !dbg !149
  %47 = add i64 %34, %38, !dbg !150
  %48 = add i64 %47, %42, !dbg !151
  %49 = add i64 %48, %46, !dbg !152
    #dbg_value(i64 %49, !107, !DIExpression(), !114)
  %50 = add nuw nsw i64 %19, 2, !dbg !153
    #dbg_value(i64 %50, !108, !DIExpression(), !140)
  %51 = icmp eq i64 %50, 100, !dbg !154
  br i1 %51, label %52, label %18, !dbg !155, !llvm.loop !156

52:                                               ; preds = %18, %16
  %53 = phi i64 [ -1, %16 ], [ %49, %18 ], !dbg !92
  %54 = phi i32 [ -1, %16 ], [ 0, %18 ], !dbg !114
    #dbg_value(i64 %53, !62, !DIExpression(), !92)
    #dbg_value(i32 %54, !102, !DIExpression(), !114)
    #dbg_label(!110, !159)
  tail call void @free(ptr noundef nonnull %14) #7, !dbg !160
  %55 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !161
  br label %56, !dbg !161

56:                                               ; preds = %52, %13, %11
  %57 = phi i64 [ -1, %11 ], [ -1, %13 ], [ %53, %52 ], !dbg !162
  %58 = phi i32 [ -1, %11 ], [ -1, %13 ], [ %54, %52 ], !dbg !163
    #dbg_value(i64 %57, !62, !DIExpression(), !92)
    #dbg_value(i32 %58, !102, !DIExpression(), !114)
    #dbg_label(!111, !164)
  tail call void @free(ptr noundef nonnull %9) #7, !dbg !165
  %59 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9), !dbg !166
  br label %60, !dbg !166

60:                                               ; preds = %56, %8, %6
  %61 = phi i64 [ -1, %6 ], [ -1, %8 ], [ %57, %56 ], !dbg !162
  %62 = phi i32 [ -1, %6 ], [ -1, %8 ], [ %58, %56 ], !dbg !163
    #dbg_value(i64 %61, !62, !DIExpression(), !92)
    #dbg_value(i32 %62, !102, !DIExpression(), !114)
    #dbg_label(!112, !167)
  tail call void @free(ptr noundef nonnull %4) #7, !dbg !168
  %63 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10), !dbg !169
  br label %64, !dbg !169

64:                                               ; preds = %1, %60
  %65 = phi i64 [ -1, %1 ], [ %61, %60 ], !dbg !162
  %66 = phi i32 [ -1, %1 ], [ %62, %60 ], !dbg !163
    #dbg_value(i64 %65, !62, !DIExpression(), !92)
    #dbg_value(i32 %66, !102, !DIExpression(), !114)
    #dbg_label(!113, !170)
    #dbg_value(i32 %66, !66, !DIExpression(), !92)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %66, i64 noundef %65), !dbg !171
  %68 = add nuw nsw i32 %2, 1, !dbg !172
    #dbg_value(i32 %68, !60, !DIExpression(), !90)
  %69 = icmp eq i32 %68, 4, !dbg !173
  br i1 %69, label %70, label %1, !dbg !91, !llvm.loop !174

70:                                               ; preds = %64
    #dbg_value(i32 0, !69, !DIExpression(), !176)
    #dbg_value(i32 -1, !71, !DIExpression(), !177)
    #dbg_value(i32 -1, !74, !DIExpression(), !177)
    #dbg_value(ptr poison, !178, !DIExpression(), !196)
    #dbg_value(i32 8, !186, !DIExpression(), !196)
    #dbg_value(i32 0, !187, !DIExpression(), !196)
    #dbg_value(ptr undef, !188, !DIExpression(), !196)
    #dbg_value(ptr undef, !189, !DIExpression(), !196)
    #dbg_value(i64 0, !190, !DIExpression(), !199)
    #dbg_value(i64 2, !192, !DIExpression(), !200)
    #dbg_value(i32 -1, !74, !DIExpression(), !177)
    #dbg_value(i32 -1, !71, !DIExpression(), !177)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !201
    #dbg_value(i32 6, !69, !DIExpression(), !176)
    #dbg_value(i32 -1, !71, !DIExpression(), !177)
    #dbg_value(i32 -1, !74, !DIExpression(), !177)
    #dbg_value(ptr poison, !178, !DIExpression(), !196)
    #dbg_value(i32 8, !186, !DIExpression(), !196)
    #dbg_value(i32 6, !187, !DIExpression(), !196)
    #dbg_value(ptr undef, !188, !DIExpression(), !196)
    #dbg_value(ptr undef, !189, !DIExpression(), !196)
    #dbg_value(i64 0, !190, !DIExpression(), !199)
    #dbg_value(i64 2, !192, !DIExpression(), !200)
    #dbg_value(i32 3, !74, !DIExpression(), !177)
    #dbg_value(i32 0, !71, !DIExpression(), !177)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, i32 noundef 0, i32 noundef 8, i32 noundef 3, i32 noundef -2), !dbg !202
    #dbg_value(i32 12, !69, !DIExpression(), !176)
    #dbg_value(i32 -1, !71, !DIExpression(), !177)
    #dbg_value(i32 -1, !74, !DIExpression(), !177)
    #dbg_value(ptr poison, !178, !DIExpression(), !196)
    #dbg_value(i32 8, !186, !DIExpression(), !196)
    #dbg_value(i32 12, !187, !DIExpression(), !196)
    #dbg_value(ptr undef, !188, !DIExpression(), !196)
    #dbg_value(ptr undef, !189, !DIExpression(), !196)
    #dbg_value(i64 0, !190, !DIExpression(), !199)
    #dbg_value(i64 2, !192, !DIExpression(), !200)
    #dbg_value(i32 3, !74, !DIExpression(), !177)
    #dbg_value(i32 2, !71, !DIExpression(), !177)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12, i32 noundef 2, i32 noundef 14, i32 noundef 3, i32 noundef -2), !dbg !202
    #dbg_value(i32 18, !69, !DIExpression(), !176)
    #dbg_value(i32 -1, !71, !DIExpression(), !177)
    #dbg_value(i32 -1, !74, !DIExpression(), !177)
    #dbg_value(ptr poison, !178, !DIExpression(), !196)
    #dbg_value(i32 8, !186, !DIExpression(), !196)
    #dbg_value(i32 18, !187, !DIExpression(), !196)
    #dbg_value(ptr undef, !188, !DIExpression(), !196)
    #dbg_value(ptr undef, !189, !DIExpression(), !196)
    #dbg_value(i64 0, !190, !DIExpression(), !199)
    #dbg_value(i64 2, !192, !DIExpression(), !200)
    #dbg_value(i32 7, !74, !DIExpression(), !177)
    #dbg_value(i32 4, !71, !DIExpression(), !177)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 18, i32 noundef 4, i32 noundef 7, i32 noundef 7, i32 noundef 11), !dbg !202
    #dbg_value(i32 24, !69, !DIExpression(), !176)
    #dbg_value(i32 -1, !71, !DIExpression(), !177)
    #dbg_value(i32 -1, !74, !DIExpression(), !177)
    #dbg_value(ptr poison, !178, !DIExpression(), !196)
    #dbg_value(i32 8, !186, !DIExpression(), !196)
    #dbg_value(i32 24, !187, !DIExpression(), !196)
    #dbg_value(ptr undef, !188, !DIExpression(), !196)
    #dbg_value(ptr undef, !189, !DIExpression(), !196)
    #dbg_value(i64 0, !190, !DIExpression(), !199)
    #dbg_value(i64 2, !192, !DIExpression(), !200)
    #dbg_value(i32 5, !74, !DIExpression(), !177)
    #dbg_value(i32 1, !71, !DIExpression(), !177)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 24, i32 noundef 1, i32 noundef 3, i32 noundef 5, i32 noundef 21), !dbg !202
    #dbg_value(i32 30, !69, !DIExpression(), !176)
    #dbg_value(i32 -1, !71, !DIExpression(), !177)
    #dbg_value(i32 -1, !74, !DIExpression(), !177)
    #dbg_value(ptr poison, !178, !DIExpression(), !196)
    #dbg_value(i32 8, !186, !DIExpression(), !196)
    #dbg_value(i32 30, !187, !DIExpression(), !196)
    #dbg_value(ptr undef, !188, !DIExpression(), !196)
    #dbg_value(ptr undef, !189, !DIExpression(), !196)
    #dbg_value(i64 0, !190, !DIExpression(), !199)
    #dbg_value(i64 2, !192, !DIExpression(), !200)
    #dbg_value(i32 -1, !74, !DIExpression(), !177)
    #dbg_value(i32 -1, !71, !DIExpression(), !177)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 30), !dbg !201
    #dbg_value(i32 36, !69, !DIExpression(), !176)
    #dbg_value(i32 -1, !71, !DIExpression(), !177)
    #dbg_value(i32 -1, !74, !DIExpression(), !177)
    #dbg_value(ptr poison, !178, !DIExpression(), !196)
    #dbg_value(i32 8, !186, !DIExpression(), !196)
    #dbg_value(i32 36, !187, !DIExpression(), !196)
    #dbg_value(ptr undef, !188, !DIExpression(), !196)
    #dbg_value(ptr undef, !189, !DIExpression(), !196)
    #dbg_value(i64 0, !190, !DIExpression(), !199)
    #dbg_value(i64 2, !192, !DIExpression(), !200)
    #dbg_value(i32 -1, !74, !DIExpression(), !177)
    #dbg_value(i32 -1, !71, !DIExpression(), !177)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 36), !dbg !201
    #dbg_value(i32 42, !69, !DIExpression(), !176)
  br label %82, !dbg !203

78:                                               ; preds = %101
    #dbg_value(i32 poison, !85, !DIExpression(), !89)
    #dbg_value(i32 undef, !84, !DIExpression(), !89)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 147), !dbg !204
  %80 = icmp ugt i32 %102, 100, !dbg !205
  %81 = select i1 %80, i32 4, i32 0, !dbg !206
  ret i32 %81, !dbg !207

82:                                               ; preds = %70, %101
  %83 = phi i64 [ %103, %101 ], [ 1, %70 ]
  %84 = phi i32 [ %102, %101 ], [ 0, %70 ]
    #dbg_value(i64 %83, !79, !DIExpression(), !208)
    #dbg_value(i32 %84, !75, !DIExpression(), !89)
    #dbg_value(i64 %83, !209, !DIExpression(), !217)
    #dbg_value(i32 0, !214, !DIExpression(), !217)
    #dbg_label(!215, !219)
  %85 = icmp eq i64 %83, 1, !dbg !220
  br i1 %85, label %101, label %86, !dbg !222

86:                                               ; preds = %82, %86
  %87 = phi i32 [ %95, %86 ], [ 0, %82 ]
  %88 = phi i64 [ %94, %86 ], [ %83, %82 ]
    #dbg_value(i32 %87, !214, !DIExpression(), !217)
    #dbg_value(i64 %88, !209, !DIExpression(), !217)
  %89 = and i64 %88, 1, !dbg !223
  %90 = icmp eq i64 %89, 0, !dbg !223
  %91 = mul i64 %88, 3, !dbg !225
  %92 = add i64 %91, 1, !dbg !225
  %93 = lshr exact i64 %88, 1, !dbg !225
  %94 = select i1 %90, i64 %93, i64 %92, !dbg !225
    #dbg_value(i64 %94, !209, !DIExpression(), !217)
  %95 = add i32 %87, 1, !dbg !226
    #dbg_value(i32 %95, !214, !DIExpression(), !217)
    #dbg_label(!215, !219)
  %96 = icmp eq i64 %94, 1, !dbg !220
  br i1 %96, label %97, label %86, !dbg !222

97:                                               ; preds = %86
    #dbg_label(!216, !227)
    #dbg_value(i32 %95, !81, !DIExpression(), !228)
  %98 = icmp ugt i32 %95, %84, !dbg !229
  br i1 %98, label %99, label %101, !dbg !231

99:                                               ; preds = %97
    #dbg_value(i32 %95, !75, !DIExpression(), !89)
    #dbg_value(i64 %83, !77, !DIExpression(), !89)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %83, i32 noundef %95), !dbg !232
  br label %101, !dbg !234

101:                                              ; preds = %82, %99, %97
  %102 = phi i32 [ %95, %99 ], [ %84, %97 ], [ %84, %82 ], !dbg !89
    #dbg_value(i32 %102, !75, !DIExpression(), !89)
  %103 = add nuw nsw i64 %83, 1, !dbg !235
    #dbg_value(i64 %103, !79, !DIExpression(), !208)
  %104 = icmp eq i64 %103, 3000, !dbg !236
  br i1 %104, label %78, label %82, !dbg !203, !llvm.loop !237
}

; Function Attrs: nofree nounwind
declare !dbg !239 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !246 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !251 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "goto_cleanup.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "d81ad57277a4a004c21827d8aac4d95b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 30)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 33)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !37, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34}
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !35, line: 18, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !{!0, !7, !12, !17, !22, !27, !38, !43, !45}
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 11)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !40, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !40, isLocal: true, isDefinition: true)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 74, type: !56, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !59)
!56 = !DISubroutineType(types: !57)
!57 = !{!58}
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !{!60, !62, !66, !67, !69, !71, !74, !75, !77, !79, !81, !84, !85, !86, !87}
!60 = !DILocalVariable(name: "f", scope: !61, file: !2, line: 75, type: !58)
!61 = distinct !DILexicalBlock(scope: !55, file: !2, line: 75, column: 5)
!62 = !DILocalVariable(name: "out", scope: !63, file: !2, line: 76, type: !65)
!63 = distinct !DILexicalBlock(scope: !64, file: !2, line: 75, column: 34)
!64 = distinct !DILexicalBlock(scope: !61, file: !2, line: 75, column: 5)
!65 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!66 = !DILocalVariable(name: "rc", scope: !63, file: !2, line: 78, type: !58)
!67 = !DILocalVariable(name: "arr", scope: !55, file: !2, line: 81, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 256, elements: !30)
!69 = !DILocalVariable(name: "t", scope: !70, file: !2, line: 82, type: !58)
!70 = distinct !DILexicalBlock(scope: !55, file: !2, line: 82, column: 5)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 83, type: !58)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 82, column: 37)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 82, column: 5)
!74 = !DILocalVariable(name: "j", scope: !72, file: !2, line: 83, type: !58)
!75 = !DILocalVariable(name: "best", scope: !55, file: !2, line: 89, type: !76)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DILocalVariable(name: "arg", scope: !55, file: !2, line: 90, type: !78)
!78 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!79 = !DILocalVariable(name: "n", scope: !80, file: !2, line: 91, type: !78)
!80 = distinct !DILexicalBlock(scope: !55, file: !2, line: 91, column: 5)
!81 = !DILocalVariable(name: "s", scope: !82, file: !2, line: 92, type: !76)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 91, column: 51)
!83 = distinct !DILexicalBlock(scope: !80, file: !2, line: 91, column: 5)
!84 = !DILocalVariable(name: "k", scope: !55, file: !2, line: 100, type: !58)
!85 = !DILocalVariable(name: "acc", scope: !55, file: !2, line: 100, type: !58)
!86 = !DILabel(scope: !55, name: "again", file: !2, line: 101)
!87 = !DILabel(scope: !55, name: "skip", file: !2, line: 105)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !55)
!90 = !DILocation(line: 0, scope: !61)
!91 = !DILocation(line: 75, column: 5, scope: !61)
!92 = !DILocation(line: 0, scope: !63)
!93 = !DILocation(line: 77, column: 9, scope: !63)
!94 = !DILocalVariable(name: "n", arg: 1, scope: !95, file: !2, line: 7, type: !58)
!95 = distinct !DISubprogram(name: "process", scope: !2, file: !2, line: 7, type: !96, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{!58, !58, !58, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!99 = !{!94, !100, !101, !102, !103, !105, !106, !107, !108, !110, !111, !112, !113}
!100 = !DILocalVariable(name: "fail_at", arg: 2, scope: !95, file: !2, line: 7, type: !58)
!101 = !DILocalVariable(name: "out", arg: 3, scope: !95, file: !2, line: 7, type: !98)
!102 = !DILocalVariable(name: "rc", scope: !95, file: !2, line: 8, type: !58)
!103 = !DILocalVariable(name: "a", scope: !95, file: !2, line: 9, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!105 = !DILocalVariable(name: "b", scope: !95, file: !2, line: 9, type: !104)
!106 = !DILocalVariable(name: "c", scope: !95, file: !2, line: 9, type: !104)
!107 = !DILocalVariable(name: "s", scope: !95, file: !2, line: 28, type: !65)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 29, type: !58)
!109 = distinct !DILexicalBlock(scope: !95, file: !2, line: 29, column: 5)
!110 = !DILabel(scope: !95, name: "free_c", file: !2, line: 33)
!111 = !DILabel(scope: !95, name: "free_b", file: !2, line: 36)
!112 = !DILabel(scope: !95, name: "free_a", file: !2, line: 39)
!113 = !DILabel(scope: !95, name: "out", file: !2, line: 42)
!114 = !DILocation(line: 0, scope: !95, inlinedAt: !115)
!115 = distinct !DILocation(line: 78, column: 18, scope: !63)
!116 = !DILocation(line: 10, column: 9, scope: !95, inlinedAt: !115)
!117 = !DILocation(line: 11, column: 10, scope: !118, inlinedAt: !115)
!118 = distinct !DILexicalBlock(scope: !95, file: !2, line: 11, column: 9)
!119 = !DILocation(line: 11, column: 9, scope: !95, inlinedAt: !115)
!120 = !DILocation(line: 13, column: 5, scope: !95, inlinedAt: !115)
!121 = !DILocation(line: 14, column: 17, scope: !122, inlinedAt: !115)
!122 = distinct !DILexicalBlock(scope: !95, file: !2, line: 14, column: 9)
!123 = !DILocation(line: 14, column: 9, scope: !95, inlinedAt: !115)
!124 = !DILocation(line: 16, column: 9, scope: !95, inlinedAt: !115)
!125 = !DILocation(line: 17, column: 10, scope: !126, inlinedAt: !115)
!126 = distinct !DILexicalBlock(scope: !95, file: !2, line: 17, column: 9)
!127 = !DILocation(line: 17, column: 9, scope: !95, inlinedAt: !115)
!128 = !DILocation(line: 19, column: 5, scope: !95, inlinedAt: !115)
!129 = !DILocation(line: 20, column: 17, scope: !130, inlinedAt: !115)
!130 = distinct !DILexicalBlock(scope: !95, file: !2, line: 20, column: 9)
!131 = !DILocation(line: 20, column: 9, scope: !95, inlinedAt: !115)
!132 = !DILocation(line: 22, column: 9, scope: !95, inlinedAt: !115)
!133 = !DILocation(line: 23, column: 10, scope: !134, inlinedAt: !115)
!134 = distinct !DILexicalBlock(scope: !95, file: !2, line: 23, column: 9)
!135 = !DILocation(line: 23, column: 9, scope: !95, inlinedAt: !115)
!136 = !DILocation(line: 25, column: 5, scope: !95, inlinedAt: !115)
!137 = !DILocation(line: 26, column: 17, scope: !138, inlinedAt: !115)
!138 = distinct !DILexicalBlock(scope: !95, file: !2, line: 26, column: 9)
!139 = !DILocation(line: 26, column: 9, scope: !95, inlinedAt: !115)
!140 = !DILocation(line: 0, scope: !109, inlinedAt: !115)
!141 = !DILocation(line: 30, column: 14, scope: !142, inlinedAt: !115)
!142 = distinct !DILexicalBlock(scope: !109, file: !2, line: 29, column: 5)
!143 = !{!144, !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = !DILocation(line: 30, column: 25, scope: !142, inlinedAt: !115)
!147 = !DILocation(line: 30, column: 21, scope: !142, inlinedAt: !115)
!148 = !DILocation(line: 30, column: 36, scope: !142, inlinedAt: !115)
!149 = !DILocation(line: 30, column: 32, scope: !142, inlinedAt: !115)
!150 = !DILocation(line: 30, column: 19, scope: !142, inlinedAt: !115)
!151 = !DILocation(line: 30, column: 30, scope: !142, inlinedAt: !115)
!152 = !DILocation(line: 30, column: 11, scope: !142, inlinedAt: !115)
!153 = !DILocation(line: 29, column: 29, scope: !142, inlinedAt: !115)
!154 = !DILocation(line: 29, column: 23, scope: !142, inlinedAt: !115)
!155 = !DILocation(line: 29, column: 5, scope: !109, inlinedAt: !115)
!156 = distinct !{!156, !155, !157, !158}
!157 = !DILocation(line: 30, column: 39, scope: !109, inlinedAt: !115)
!158 = !{!"llvm.loop.mustprogress"}
!159 = !DILocation(line: 33, column: 1, scope: !95, inlinedAt: !115)
!160 = !DILocation(line: 34, column: 5, scope: !95, inlinedAt: !115)
!161 = !DILocation(line: 35, column: 5, scope: !95, inlinedAt: !115)
!162 = !DILocation(line: 76, column: 14, scope: !63)
!163 = !DILocation(line: 8, column: 9, scope: !95, inlinedAt: !115)
!164 = !DILocation(line: 36, column: 1, scope: !95, inlinedAt: !115)
!165 = !DILocation(line: 37, column: 5, scope: !95, inlinedAt: !115)
!166 = !DILocation(line: 38, column: 5, scope: !95, inlinedAt: !115)
!167 = !DILocation(line: 39, column: 1, scope: !95, inlinedAt: !115)
!168 = !DILocation(line: 40, column: 5, scope: !95, inlinedAt: !115)
!169 = !DILocation(line: 41, column: 5, scope: !95, inlinedAt: !115)
!170 = !DILocation(line: 42, column: 1, scope: !95, inlinedAt: !115)
!171 = !DILocation(line: 79, column: 9, scope: !63)
!172 = !DILocation(line: 75, column: 30, scope: !64)
!173 = !DILocation(line: 75, column: 23, scope: !64)
!174 = distinct !{!174, !91, !175, !158}
!175 = !DILocation(line: 80, column: 5, scope: !61)
!176 = !DILocation(line: 0, scope: !70)
!177 = !DILocation(line: 0, scope: !72)
!178 = !DILocalVariable(name: "a", arg: 1, scope: !179, file: !2, line: 46, type: !182)
!179 = distinct !DISubprogram(name: "find_pair", scope: !2, file: !2, line: 46, type: !180, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !185)
!180 = !DISubroutineType(types: !181)
!181 = !{!58, !182, !58, !58, !184, !184}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!185 = !{!178, !186, !187, !188, !189, !190, !192, !195}
!186 = !DILocalVariable(name: "n", arg: 2, scope: !179, file: !2, line: 46, type: !58)
!187 = !DILocalVariable(name: "target", arg: 3, scope: !179, file: !2, line: 46, type: !58)
!188 = !DILocalVariable(name: "oi", arg: 4, scope: !179, file: !2, line: 46, type: !184)
!189 = !DILocalVariable(name: "oj", arg: 5, scope: !179, file: !2, line: 46, type: !184)
!190 = !DILocalVariable(name: "i", scope: !191, file: !2, line: 47, type: !58)
!191 = distinct !DILexicalBlock(scope: !179, file: !2, line: 47, column: 5)
!192 = !DILocalVariable(name: "j", scope: !193, file: !2, line: 48, type: !58)
!193 = distinct !DILexicalBlock(scope: !194, file: !2, line: 48, column: 9)
!194 = distinct !DILexicalBlock(scope: !191, file: !2, line: 47, column: 5)
!195 = !DILabel(scope: !179, name: "found", file: !2, line: 55)
!196 = !DILocation(line: 0, scope: !179, inlinedAt: !197)
!197 = distinct !DILocation(line: 84, column: 13, scope: !198)
!198 = distinct !DILexicalBlock(scope: !72, file: !2, line: 84, column: 13)
!199 = !DILocation(line: 0, scope: !191, inlinedAt: !197)
!200 = !DILocation(line: 0, scope: !193, inlinedAt: !197)
!201 = !DILocation(line: 87, column: 13, scope: !198)
!202 = !DILocation(line: 85, column: 13, scope: !198)
!203 = !DILocation(line: 91, column: 5, scope: !80)
!204 = !DILocation(line: 108, column: 5, scope: !55)
!205 = !DILocation(line: 109, column: 17, scope: !55)
!206 = !DILocation(line: 109, column: 12, scope: !55)
!207 = !DILocation(line: 109, column: 5, scope: !55)
!208 = !DILocation(line: 0, scope: !80)
!209 = !DILocalVariable(name: "n", arg: 1, scope: !210, file: !2, line: 59, type: !78)
!210 = distinct !DISubprogram(name: "collatz_steps", scope: !2, file: !2, line: 59, type: !211, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{!76, !78}
!213 = !{!209, !214, !215, !216}
!214 = !DILocalVariable(name: "steps", scope: !210, file: !2, line: 60, type: !76)
!215 = !DILabel(scope: !210, name: "top", file: !2, line: 61)
!216 = !DILabel(scope: !210, name: "done", file: !2, line: 70)
!217 = !DILocation(line: 0, scope: !210, inlinedAt: !218)
!218 = distinct !DILocation(line: 92, column: 22, scope: !82)
!219 = !DILocation(line: 61, column: 1, scope: !210, inlinedAt: !218)
!220 = !DILocation(line: 62, column: 11, scope: !221, inlinedAt: !218)
!221 = distinct !DILexicalBlock(scope: !210, file: !2, line: 62, column: 9)
!222 = !DILocation(line: 62, column: 9, scope: !210, inlinedAt: !218)
!223 = !DILocation(line: 64, column: 11, scope: !224, inlinedAt: !218)
!224 = distinct !DILexicalBlock(scope: !210, file: !2, line: 64, column: 9)
!225 = !DILocation(line: 64, column: 9, scope: !210, inlinedAt: !218)
!226 = !DILocation(line: 68, column: 10, scope: !210, inlinedAt: !218)
!227 = !DILocation(line: 70, column: 1, scope: !210, inlinedAt: !218)
!228 = !DILocation(line: 0, scope: !82)
!229 = !DILocation(line: 93, column: 15, scope: !230)
!230 = distinct !DILexicalBlock(scope: !82, file: !2, line: 93, column: 13)
!231 = !DILocation(line: 93, column: 13, scope: !82)
!232 = !DILocation(line: 96, column: 13, scope: !233)
!233 = distinct !DILexicalBlock(scope: !230, file: !2, line: 93, column: 23)
!234 = !DILocation(line: 97, column: 9, scope: !233)
!235 = !DILocation(line: 91, column: 47, scope: !83)
!236 = !DILocation(line: 91, column: 38, scope: !83)
!237 = distinct !{!237, !203, !238, !158}
!238 = !DILocation(line: 98, column: 5, scope: !80)
!239 = !DISubprogram(name: "printf", scope: !240, file: !240, line: 356, type: !241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!241 = !DISubroutineType(types: !242)
!242 = !{!58, !243, null}
!243 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !244)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!246 = !DISubprogram(name: "malloc", scope: !247, file: !247, line: 553, type: !248, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!247 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!248 = !DISubroutineType(types: !249)
!249 = !{!250, !34}
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!251 = !DISubprogram(name: "free", scope: !247, file: !247, line: 568, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{null, !250}
