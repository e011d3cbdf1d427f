; ModuleID = 'vm.c'
source_filename = "vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"primes below %ld: %ld\0A\00", align 1
@prog = internal unnamed_addr global [128 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [64 x i64], align 16
  %4 = alloca [4 x i64], align 16
  %5 = icmp sgt i32 %0, 1
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #5
  br label %10

10:                                               ; preds = %2, %6
  %11 = phi i64 [ %9, %6 ], [ 5000, %2 ]
  store <4 x i32> <i32 0, i32 2, i32 2, i32 0>, ptr @prog, align 16, !tbaa !9
  store <4 x i32> <i32 0, i32 0, i32 2, i32 2>, ptr getelementptr inbounds (i8, ptr @prog, i64 16), align 16, !tbaa !9
  store <4 x i32> <i32 1, i32 0, i32 1, i32 3>, ptr getelementptr inbounds (i8, ptr @prog, i64 32), align 16, !tbaa !9
  store <4 x i32> <i32 2, i32 2, i32 1, i32 1>, ptr getelementptr inbounds (i8, ptr @prog, i64 64), align 16, !tbaa !9
  store <4 x i32> <i32 1, i32 12, i32 5, i32 1>, ptr getelementptr inbounds (i8, ptr @prog, i64 80), align 16, !tbaa !9
  store <4 x i32> <i32 1, i32 0, i32 1, i32 1>, ptr getelementptr inbounds (i8, ptr @prog, i64 112), align 16, !tbaa !9
  store <4 x i32> <i32 1, i32 0, i32 1, i32 3>, ptr getelementptr inbounds (i8, ptr @prog, i64 144), align 16, !tbaa !9
  store <4 x i32> <i32 2, i32 1, i32 11, i32 19>, ptr getelementptr inbounds (i8, ptr @prog, i64 160), align 16, !tbaa !9
  store <4 x i32> <i32 0, i32 8, i32 10, i32 44>, ptr getelementptr inbounds (i8, ptr @prog, i64 96), align 16, !tbaa !9
  store <4 x i32> <i32 1, i32 2, i32 0, i32 1>, ptr getelementptr inbounds (i8, ptr @prog, i64 176), align 16, !tbaa !9
  store <4 x i32> <i32 6, i32 10, i32 51, i32 1>, ptr getelementptr inbounds (i8, ptr @prog, i64 128), align 16, !tbaa !9
  store <4 x i32> <i32 3, i32 2, i32 2, i32 1>, ptr getelementptr inbounds (i8, ptr @prog, i64 192), align 16, !tbaa !9
  store <4 x i32> <i32 0, i32 0, i32 1, i32 3>, ptr getelementptr inbounds (i8, ptr @prog, i64 208), align 16, !tbaa !9
  store <4 x i32> <i32 2, i32 0, i32 11, i32 8>, ptr getelementptr inbounds (i8, ptr @prog, i64 224), align 16, !tbaa !9
  store <4 x i32> <i32 7, i32 10, i32 60, i32 0>, ptr getelementptr inbounds (i8, ptr @prog, i64 48), align 16, !tbaa !9
  store i32 1, ptr getelementptr inbounds (i8, ptr @prog, i64 240), align 16, !tbaa !9
  store i32 2, ptr getelementptr inbounds (i8, ptr @prog, i64 244), align 4, !tbaa !9
  store i32 14, ptr getelementptr inbounds (i8, ptr @prog, i64 248), align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  %12 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 %11, ptr %12, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #5
  br label %13

13:                                               ; preds = %147, %10
  %14 = phi i32 [ 0, %10 ], [ %150, %147 ]
  %15 = phi i32 [ 0, %10 ], [ %148, %147 ]
  %16 = phi ptr [ @prog, %10 ], [ %149, %147 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 4
  switch i32 %14, label %151 [
    i32 0, label %18
    i32 1, label %25
    i32 2, label %34
    i32 3, label %43
    i32 4, label %53
    i32 5, label %63
    i32 6, label %73
    i32 7, label %83
    i32 8, label %94
    i32 9, label %105
    i32 10, label %116
    i32 11, label %128
    i32 12, label %132
    i32 13, label %140
    i32 14, label %142
  ]

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = load i32, ptr %17, align 4, !tbaa !9
  %21 = sext i32 %20 to i64
  %22 = add nsw i32 %15, 1
  %23 = sext i32 %15 to i64
  %24 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %23
  store i64 %21, ptr %24, align 8, !tbaa !11
  br label %147

25:                                               ; preds = %13
  %26 = getelementptr inbounds i8, ptr %16, i64 8
  %27 = load i32, ptr %17, align 4, !tbaa !9
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, ptr %4, i64 %28
  %30 = load i64, ptr %29, align 8, !tbaa !11
  %31 = add nsw i32 %15, 1
  %32 = sext i32 %15 to i64
  %33 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %32
  store i64 %30, ptr %33, align 8, !tbaa !11
  br label %147

34:                                               ; preds = %13
  %35 = add nsw i32 %15, -1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %36
  %38 = load i64, ptr %37, align 8, !tbaa !11
  %39 = getelementptr inbounds i8, ptr %16, i64 8
  %40 = load i32, ptr %17, align 4, !tbaa !9
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i64, ptr %4, i64 %41
  store i64 %38, ptr %42, align 8, !tbaa !11
  br label %147

43:                                               ; preds = %13
  %44 = add nsw i32 %15, -1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %45
  %47 = load i64, ptr %46, align 8, !tbaa !11
  %48 = add nsw i32 %15, -2
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %49
  %51 = load i64, ptr %50, align 8, !tbaa !11
  %52 = add nsw i64 %51, %47
  store i64 %52, ptr %50, align 8, !tbaa !11
  br label %147

53:                                               ; preds = %13
  %54 = add nsw i32 %15, -1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %55
  %57 = load i64, ptr %56, align 8, !tbaa !11
  %58 = add nsw i32 %15, -2
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %59
  %61 = load i64, ptr %60, align 8, !tbaa !11
  %62 = sub nsw i64 %61, %57
  store i64 %62, ptr %60, align 8, !tbaa !11
  br label %147

63:                                               ; preds = %13
  %64 = add nsw i32 %15, -1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %65
  %67 = load i64, ptr %66, align 8, !tbaa !11
  %68 = add nsw i32 %15, -2
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %69
  %71 = load i64, ptr %70, align 8, !tbaa !11
  %72 = mul nsw i64 %71, %67
  store i64 %72, ptr %70, align 8, !tbaa !11
  br label %147

73:                                               ; preds = %13
  %74 = add nsw i32 %15, -1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %75
  %77 = load i64, ptr %76, align 8, !tbaa !11
  %78 = add nsw i32 %15, -2
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %79
  %81 = load i64, ptr %80, align 8, !tbaa !11
  %82 = srem i64 %81, %77
  store i64 %82, ptr %80, align 8, !tbaa !11
  br label %147

83:                                               ; preds = %13
  %84 = add nsw i32 %15, -1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %85
  %87 = load i64, ptr %86, align 8, !tbaa !11
  %88 = add nsw i32 %15, -2
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %89
  %91 = load i64, ptr %90, align 8, !tbaa !11
  %92 = icmp slt i64 %91, %87
  %93 = zext i1 %92 to i64
  store i64 %93, ptr %90, align 8, !tbaa !11
  br label %147

94:                                               ; preds = %13
  %95 = add nsw i32 %15, -1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %96
  %98 = load i64, ptr %97, align 8, !tbaa !11
  %99 = add nsw i32 %15, -2
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %100
  %102 = load i64, ptr %101, align 8, !tbaa !11
  %103 = icmp sle i64 %102, %98
  %104 = zext i1 %103 to i64
  store i64 %104, ptr %101, align 8, !tbaa !11
  br label %147

105:                                              ; preds = %13
  %106 = add nsw i32 %15, -1
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %107
  %109 = load i64, ptr %108, align 8, !tbaa !11
  %110 = add nsw i32 %15, -2
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %111
  %113 = load i64, ptr %112, align 8, !tbaa !11
  %114 = icmp eq i64 %113, %109
  %115 = zext i1 %114 to i64
  store i64 %115, ptr %112, align 8, !tbaa !11
  br label %147

116:                                              ; preds = %13
  %117 = add nsw i32 %15, -1
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %118
  %120 = load i64, ptr %119, align 8, !tbaa !11
  %121 = icmp eq i64 %120, 0
  br i1 %121, label %122, label %126

122:                                              ; preds = %116
  %123 = load i32, ptr %17, align 4, !tbaa !9
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr @prog, i64 %124
  br label %147

126:                                              ; preds = %116
  %127 = getelementptr inbounds i8, ptr %16, i64 8
  br label %147

128:                                              ; preds = %13
  %129 = load i32, ptr %17, align 4, !tbaa !9
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i32, ptr @prog, i64 %130
  br label %147

132:                                              ; preds = %13
  %133 = add nsw i32 %15, -1
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %134
  %136 = load i64, ptr %135, align 8, !tbaa !11
  %137 = add nsw i32 %15, 1
  %138 = sext i32 %15 to i64
  %139 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %138
  store i64 %136, ptr %139, align 8, !tbaa !11
  br label %147

140:                                              ; preds = %13
  %141 = add nsw i32 %15, -1
  br label %147

142:                                              ; preds = %13
  %143 = add nsw i32 %15, -1
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %144
  %146 = load i64, ptr %145, align 8, !tbaa !11
  br label %151

147:                                              ; preds = %140, %132, %128, %126, %122, %105, %94, %83, %73, %63, %53, %43, %34, %25, %18
  %148 = phi i32 [ %141, %140 ], [ %137, %132 ], [ %15, %128 ], [ %117, %122 ], [ %117, %126 ], [ %106, %105 ], [ %95, %94 ], [ %84, %83 ], [ %74, %73 ], [ %64, %63 ], [ %54, %53 ], [ %44, %43 ], [ %35, %34 ], [ %31, %25 ], [ %22, %18 ]
  %149 = phi ptr [ %17, %140 ], [ %17, %132 ], [ %131, %128 ], [ %125, %122 ], [ %127, %126 ], [ %17, %105 ], [ %17, %94 ], [ %17, %83 ], [ %17, %73 ], [ %17, %63 ], [ %17, %53 ], [ %17, %43 ], [ %39, %34 ], [ %26, %25 ], [ %19, %18 ]
  %150 = load i32, ptr %149, align 4, !tbaa !9
  br label %13

151:                                              ; preds = %13, %142
  %152 = phi i64 [ %146, %142 ], [ -1, %13 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #5
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %11, i64 noundef %152)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
