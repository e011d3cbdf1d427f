; ModuleID = 'list.c'
source_filename = "list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { ptr, i64, i32 }

@.str = private unnamed_addr constant [10 x i8] c"sum: %ld\0A\00", align 1
@rng_state = internal global i32 12345, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %18 = load i32, ptr %4, align 4
  %19 = icmp sgt i32 %18, 1
  br i1 %19, label %20, label %25

20:                                               ; preds = %2
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds ptr, ptr %21, i64 1
  %23 = load ptr, ptr %22, align 8
  %24 = call i32 @atoi(ptr noundef %23) #5
  br label %26

25:                                               ; preds = %2
  br label %26

26:                                               ; preds = %25, %20
  %27 = phi i32 [ %24, %20 ], [ 40, %25 ]
  store i32 %27, ptr %6, align 4
  %28 = call noalias ptr @malloc(i64 noundef 160000) #6
  store ptr %28, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %29

29:                                               ; preds = %54, %26
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %30, 20000
  br i1 %31, label %32, label %57

32:                                               ; preds = %29
  %33 = call noalias ptr @malloc(i64 noundef 24) #6
  %34 = load ptr, ptr %7, align 8
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds ptr, ptr %34, i64 %36
  store ptr %33, ptr %37, align 8
  %38 = load i32, ptr %8, align 4
  %39 = sext i32 %38 to i64
  %40 = load ptr, ptr %7, align 8
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds ptr, ptr %40, i64 %42
  %44 = load ptr, ptr %43, align 8
  %45 = getelementptr inbounds %struct.node, ptr %44, i32 0, i32 1
  store i64 %39, ptr %45, align 8
  %46 = load i32, ptr %8, align 4
  %47 = srem i32 %46, 7
  %48 = load ptr, ptr %7, align 8
  %49 = load i32, ptr %8, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds ptr, ptr %48, i64 %50
  %52 = load ptr, ptr %51, align 8
  %53 = getelementptr inbounds %struct.node, ptr %52, i32 0, i32 2
  store i32 %47, ptr %53, align 8
  br label %54

54:                                               ; preds = %32
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %8, align 4
  br label %29, !llvm.loop !6

57:                                               ; preds = %29
  store i32 19999, ptr %9, align 4
  br label %58

58:                                               ; preds = %85, %57
  %59 = load i32, ptr %9, align 4
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %61, label %88

61:                                               ; preds = %58
  %62 = call i32 @rng()
  %63 = load i32, ptr %9, align 4
  %64 = add nsw i32 %63, 1
  %65 = urem i32 %62, %64
  store i32 %65, ptr %10, align 4
  %66 = load ptr, ptr %7, align 8
  %67 = load i32, ptr %9, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds ptr, ptr %66, i64 %68
  %70 = load ptr, ptr %69, align 8
  store ptr %70, ptr %11, align 8
  %71 = load ptr, ptr %7, align 8
  %72 = load i32, ptr %10, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds ptr, ptr %71, i64 %73
  %75 = load ptr, ptr %74, align 8
  %76 = load ptr, ptr %7, align 8
  %77 = load i32, ptr %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds ptr, ptr %76, i64 %78
  store ptr %75, ptr %79, align 8
  %80 = load ptr, ptr %11, align 8
  %81 = load ptr, ptr %7, align 8
  %82 = load i32, ptr %10, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds ptr, ptr %81, i64 %83
  store ptr %80, ptr %84, align 8
  br label %85

85:                                               ; preds = %61
  %86 = load i32, ptr %9, align 4
  %87 = add nsw i32 %86, -1
  store i32 %87, ptr %9, align 4
  br label %58, !llvm.loop !8

88:                                               ; preds = %58
  store i32 0, ptr %12, align 4
  br label %89

89:                                               ; preds = %105, %88
  %90 = load i32, ptr %12, align 4
  %91 = icmp slt i32 %90, 19999
  br i1 %91, label %92, label %108

92:                                               ; preds = %89
  %93 = load ptr, ptr %7, align 8
  %94 = load i32, ptr %12, align 4
  %95 = add nsw i32 %94, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds ptr, ptr %93, i64 %96
  %98 = load ptr, ptr %97, align 8
  %99 = load ptr, ptr %7, align 8
  %100 = load i32, ptr %12, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds ptr, ptr %99, i64 %101
  %103 = load ptr, ptr %102, align 8
  %104 = getelementptr inbounds %struct.node, ptr %103, i32 0, i32 0
  store ptr %98, ptr %104, align 8
  br label %105

105:                                              ; preds = %92
  %106 = load i32, ptr %12, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %12, align 4
  br label %89, !llvm.loop !9

108:                                              ; preds = %89
  %109 = load ptr, ptr %7, align 8
  %110 = getelementptr inbounds ptr, ptr %109, i64 19999
  %111 = load ptr, ptr %110, align 8
  %112 = getelementptr inbounds %struct.node, ptr %111, i32 0, i32 0
  store ptr null, ptr %112, align 8
  %113 = load ptr, ptr %7, align 8
  %114 = getelementptr inbounds ptr, ptr %113, i64 0
  %115 = load ptr, ptr %114, align 8
  store ptr %115, ptr %13, align 8
  store i64 0, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %116

116:                                              ; preds = %147, %108
  %117 = load i32, ptr %15, align 4
  %118 = load i32, ptr %6, align 4
  %119 = icmp slt i32 %117, %118
  br i1 %119, label %120, label %150

120:                                              ; preds = %116
  %121 = load ptr, ptr %13, align 8
  store ptr %121, ptr %16, align 8
  br label %122

122:                                              ; preds = %142, %120
  %123 = load ptr, ptr %16, align 8
  %124 = icmp ne ptr %123, null
  br i1 %124, label %125, label %146

125:                                              ; preds = %122
  %126 = load ptr, ptr %16, align 8
  %127 = getelementptr inbounds %struct.node, ptr %126, i32 0, i32 2
  %128 = load i32, ptr %127, align 8
  %129 = load i32, ptr %15, align 4
  %130 = srem i32 %129, 7
  %131 = icmp eq i32 %128, %130
  br i1 %131, label %132, label %138

132:                                              ; preds = %125
  %133 = load ptr, ptr %16, align 8
  %134 = getelementptr inbounds %struct.node, ptr %133, i32 0, i32 1
  %135 = load i64, ptr %134, align 8
  %136 = load i64, ptr %14, align 8
  %137 = add nsw i64 %136, %135
  store i64 %137, ptr %14, align 8
  br label %141

138:                                              ; preds = %125
  %139 = load i64, ptr %14, align 8
  %140 = sub nsw i64 %139, 1
  store i64 %140, ptr %14, align 8
  br label %141

141:                                              ; preds = %138, %132
  br label %142

142:                                              ; preds = %141
  %143 = load ptr, ptr %16, align 8
  %144 = getelementptr inbounds %struct.node, ptr %143, i32 0, i32 0
  %145 = load ptr, ptr %144, align 8
  store ptr %145, ptr %16, align 8
  br label %122, !llvm.loop !10

146:                                              ; preds = %122
  br label %147

147:                                              ; preds = %146
  %148 = load i32, ptr %15, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %15, align 4
  br label %116, !llvm.loop !11

150:                                              ; preds = %116
  %151 = load i64, ptr %14, align 8
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %151)
  store i32 0, ptr %17, align 4
  br label %153

153:                                              ; preds = %162, %150
  %154 = load i32, ptr %17, align 4
  %155 = icmp slt i32 %154, 20000
  br i1 %155, label %156, label %165

156:                                              ; preds = %153
  %157 = load ptr, ptr %7, align 8
  %158 = load i32, ptr %17, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds ptr, ptr %157, i64 %159
  %161 = load ptr, ptr %160, align 8
  call void @free(ptr noundef %161) #7
  br label %162

162:                                              ; preds = %156
  %163 = load i32, ptr %17, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %17, align 4
  br label %153, !llvm.loop !12

165:                                              ; preds = %153
  %166 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %166) #7
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rng() #0 {
  %1 = load i32, ptr @rng_state, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, ptr @rng_state, align 4
  %4 = load i32, ptr @rng_state, align 4
  %5 = lshr i32 %4, 8
  ret i32 %5
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
