; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"primes: %ld\0A\00", align 1
@composite = internal unnamed_addr global [100001 x i8] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %2, %4
  %11 = phi i64 [ %7, %4 ], [ 3, %2 ]
  %12 = and i64 %11, 4294967295
  br label %16

13:                                               ; preds = %49, %4
  %14 = phi i64 [ 0, %4 ], [ %52, %49 ]
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %14)
  ret i32 0

16:                                               ; preds = %10, %49
  %17 = phi i64 [ 0, %10 ], [ %53, %49 ]
  %18 = phi i64 [ 0, %10 ], [ %52, %49 ]
  %19 = sub nsw i64 100000, %17
  %20 = icmp ugt i64 %17, 100000
  br i1 %20, label %49, label %21

21:                                               ; preds = %16
  %22 = sub nuw nsw i64 100001, %17
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) @composite, i8 0, i64 %22, i1 false), !tbaa !9
  %23 = icmp ult i64 %19, 2
  br i1 %23, label %49, label %24

24:                                               ; preds = %21, %44
  %25 = phi i64 [ %46, %44 ], [ 2, %21 ]
  %26 = phi i64 [ %47, %44 ], [ 4, %21 ]
  %27 = phi i32 [ %45, %44 ], [ 0, %21 ]
  %28 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %25
  %29 = load i8, ptr %28, align 1, !tbaa !9
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %31, label %44

31:                                               ; preds = %24
  %32 = add nsw i32 %27, 1
  %33 = trunc i64 %25 to i32
  %34 = shl i32 %33, 1
  %35 = sext i32 %34 to i64
  %36 = icmp slt i64 %19, %35
  br i1 %36, label %44, label %37

37:                                               ; preds = %31, %37
  %38 = phi i64 [ %40, %37 ], [ %26, %31 ]
  %39 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %38
  store i8 1, ptr %39, align 1, !tbaa !9
  %40 = add nuw nsw i64 %38, %25
  %41 = shl i64 %40, 32
  %42 = ashr exact i64 %41, 32
  %43 = icmp slt i64 %19, %42
  br i1 %43, label %44, label %37, !llvm.loop !10

44:                                               ; preds = %37, %31, %24
  %45 = phi i32 [ %27, %24 ], [ %32, %31 ], [ %32, %37 ]
  %46 = add nuw nsw i64 %25, 1
  %47 = add nuw nsw i64 %26, 2
  %48 = icmp eq i64 %46, %22
  br i1 %48, label %49, label %24, !llvm.loop !12

49:                                               ; preds = %44, %16, %21
  %50 = phi i32 [ 0, %21 ], [ 0, %16 ], [ %45, %44 ]
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %18, %51
  %53 = add nuw nsw i64 %17, 1
  %54 = icmp eq i64 %53, %12
  br i1 %54, label %13, label %16, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
