; ModuleID = 'list.c'
source_filename = "list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"sum: %ld\0A\00", align 1
@rng_state = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #5
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 40, %2 ]
  %11 = tail call noalias dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #6
  br label %14

12:                                               ; preds = %14
  %13 = load i32, ptr @rng_state, align 4, !tbaa !9
  br label %33

14:                                               ; preds = %9, %14
  %15 = phi i64 [ 0, %9 ], [ %23, %14 ]
  %16 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #6
  %17 = getelementptr inbounds ptr, ptr %11, i64 %15
  store ptr %16, ptr %17, align 8, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 %15, ptr %18, align 8, !tbaa !11
  %19 = trunc i64 %15 to i16
  %20 = urem i16 %19, 7
  %21 = zext nneg i16 %20 to i32
  %22 = getelementptr inbounds i8, ptr %16, i64 16
  store i32 %21, ptr %22, align 8, !tbaa !14
  %23 = add nuw nsw i64 %15, 1
  %24 = icmp eq i64 %23, 20000
  br i1 %24, label %12, label %14, !llvm.loop !15

25:                                               ; preds = %33
  store i32 %37, ptr @rng_state, align 4, !tbaa !9
  %26 = load ptr, ptr %11, align 8, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %11, i64 8
  %28 = getelementptr inbounds i8, ptr %11, i64 16
  %29 = getelementptr inbounds i8, ptr %11, i64 24
  %30 = getelementptr inbounds i8, ptr %11, i64 32
  %31 = getelementptr inbounds i8, ptr %11, i64 40
  %32 = getelementptr inbounds i8, ptr %11, i64 48
  br label %55

33:                                               ; preds = %12, %33
  %34 = phi i64 [ 19999, %12 ], [ %47, %33 ]
  %35 = phi i32 [ %13, %12 ], [ %37, %33 ]
  %36 = mul i32 %35, 1103515245
  %37 = add i32 %36, 12345
  %38 = lshr i32 %37, 8
  %39 = trunc i64 %34 to i32
  %40 = add i32 %39, 1
  %41 = urem i32 %38, %40
  %42 = getelementptr inbounds ptr, ptr %11, i64 %34
  %43 = load ptr, ptr %42, align 8, !tbaa !5
  %44 = zext nneg i32 %41 to i64
  %45 = getelementptr inbounds ptr, ptr %11, i64 %44
  %46 = load ptr, ptr %45, align 8, !tbaa !5
  store ptr %46, ptr %42, align 8, !tbaa !5
  store ptr %43, ptr %45, align 8, !tbaa !5
  %47 = add nsw i64 %34, -1
  %48 = icmp ugt i64 %34, 1
  br i1 %48, label %33, label %25, !llvm.loop !17

49:                                               ; preds = %55
  %50 = getelementptr inbounds i8, ptr %11, i64 159992
  %51 = load ptr, ptr %50, align 8, !tbaa !5
  store ptr null, ptr %51, align 8, !tbaa !18
  %52 = icmp sgt i32 %10, 0
  br i1 %52, label %53, label %79

53:                                               ; preds = %49
  %54 = icmp eq ptr %26, null
  br label %74

55:                                               ; preds = %55, %25
  %56 = phi ptr [ %26, %25 ], [ %72, %55 ]
  %57 = phi i64 [ 0, %25 ], [ %70, %55 ]
  %58 = getelementptr inbounds ptr, ptr %27, i64 %57
  %59 = load ptr, ptr %58, align 8, !tbaa !5
  store ptr %59, ptr %56, align 8, !tbaa !18
  %60 = getelementptr inbounds ptr, ptr %28, i64 %57
  %61 = load ptr, ptr %60, align 8, !tbaa !5
  store ptr %61, ptr %59, align 8, !tbaa !18
  %62 = getelementptr inbounds ptr, ptr %29, i64 %57
  %63 = load ptr, ptr %62, align 8, !tbaa !5
  store ptr %63, ptr %61, align 8, !tbaa !18
  %64 = getelementptr inbounds ptr, ptr %30, i64 %57
  %65 = load ptr, ptr %64, align 8, !tbaa !5
  store ptr %65, ptr %63, align 8, !tbaa !18
  %66 = getelementptr inbounds ptr, ptr %31, i64 %57
  %67 = load ptr, ptr %66, align 8, !tbaa !5
  store ptr %67, ptr %65, align 8, !tbaa !18
  %68 = getelementptr inbounds ptr, ptr %32, i64 %57
  %69 = load ptr, ptr %68, align 8, !tbaa !5
  store ptr %69, ptr %67, align 8, !tbaa !18
  %70 = add nuw nsw i64 %57, 7
  %71 = getelementptr inbounds ptr, ptr %11, i64 %70
  %72 = load ptr, ptr %71, align 8, !tbaa !5
  store ptr %72, ptr %69, align 8, !tbaa !18
  %73 = icmp eq i64 %70, 19999
  br i1 %73, label %49, label %55, !llvm.loop !19

74:                                               ; preds = %53, %82
  %75 = phi i32 [ 0, %53 ], [ %84, %82 ]
  %76 = phi i64 [ 0, %53 ], [ %83, %82 ]
  br i1 %54, label %82, label %77

77:                                               ; preds = %74
  %78 = urem i32 %75, 7
  br label %86

79:                                               ; preds = %82, %49
  %80 = phi i64 [ 0, %49 ], [ %83, %82 ]
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %80)
  br label %101

82:                                               ; preds = %95, %74
  %83 = phi i64 [ %76, %74 ], [ %97, %95 ]
  %84 = add nuw nsw i32 %75, 1
  %85 = icmp eq i32 %84, %10
  br i1 %85, label %79, label %74, !llvm.loop !20

86:                                               ; preds = %77, %95
  %87 = phi ptr [ %26, %77 ], [ %98, %95 ]
  %88 = phi i64 [ %76, %77 ], [ %97, %95 ]
  %89 = getelementptr inbounds i8, ptr %87, i64 16
  %90 = load i32, ptr %89, align 8, !tbaa !14
  %91 = icmp eq i32 %90, %78
  br i1 %91, label %92, label %95

92:                                               ; preds = %86
  %93 = getelementptr inbounds i8, ptr %87, i64 8
  %94 = load i64, ptr %93, align 8, !tbaa !11
  br label %95

95:                                               ; preds = %86, %92
  %96 = phi i64 [ %94, %92 ], [ -1, %86 ]
  %97 = add nsw i64 %96, %88
  %98 = load ptr, ptr %87, align 8, !tbaa !18
  %99 = icmp eq ptr %98, null
  br i1 %99, label %82, label %86, !llvm.loop !21

100:                                              ; preds = %101
  tail call void @free(ptr noundef nonnull %11) #5
  ret i32 0

101:                                              ; preds = %79, %101
  %102 = phi i64 [ 0, %79 ], [ %105, %101 ]
  %103 = getelementptr inbounds ptr, ptr %11, i64 %102
  %104 = load ptr, ptr %103, align 8, !tbaa !5
  tail call void @free(ptr noundef %104) #5
  %105 = add nuw nsw i64 %102, 1
  %106 = icmp eq i64 %105, 20000
  br i1 %106, label %100, label %101, !llvm.loop !22
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !13, i64 8}
!12 = !{!"node", !6, i64 0, !13, i64 8, !10, i64 16}
!13 = !{!"long", !7, i64 0}
!14 = !{!12, !10, i64 16}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{!12, !6, i64 0}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
