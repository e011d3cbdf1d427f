; ModuleID = 'hash.c'
source_filename = "hash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@keys = internal global [65536 x [16 x i8]] zeroinitializer, align 16
@counts = internal global [65536 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [41 x i8] c"words %d distinct %d found %ld check %u\0A\00", align 1
@rng_state = internal global i32 -1831433054, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [16 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %14 = load i32, ptr %4, align 4
  %15 = icmp sgt i32 %14, 1
  br i1 %15, label %16, label %21

16:                                               ; preds = %2
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds ptr, ptr %17, i64 1
  %19 = load ptr, ptr %18, align 8
  %20 = call i32 @atoi(ptr noundef %19) #3
  br label %22

21:                                               ; preds = %2
  br label %22

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 15000, %21 ]
  store i32 %23, ptr %6, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %24

24:                                               ; preds = %34, %22
  %25 = load i32, ptr %9, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %37

28:                                               ; preds = %24
  %29 = getelementptr inbounds [16 x i8], ptr %7, i64 0, i64 0
  call void @make_word(ptr noundef %29)
  %30 = getelementptr inbounds [16 x i8], ptr %7, i64 0, i64 0
  %31 = call i32 @insert(ptr noundef %30)
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %8, align 4
  br label %34

34:                                               ; preds = %28
  %35 = load i32, ptr %9, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %9, align 4
  br label %24, !llvm.loop !6

37:                                               ; preds = %24
  store i64 0, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %38

38:                                               ; preds = %49, %37
  %39 = load i32, ptr %11, align 4
  %40 = load i32, ptr %6, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %52

42:                                               ; preds = %38
  %43 = getelementptr inbounds [16 x i8], ptr %7, i64 0, i64 0
  call void @make_word(ptr noundef %43)
  %44 = getelementptr inbounds [16 x i8], ptr %7, i64 0, i64 0
  %45 = call i32 @lookup(ptr noundef %44)
  %46 = sext i32 %45 to i64
  %47 = load i64, ptr %10, align 8
  %48 = add nsw i64 %47, %46
  store i64 %48, ptr %10, align 8
  br label %49

49:                                               ; preds = %42
  %50 = load i32, ptr %11, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %11, align 4
  br label %38, !llvm.loop !8

52:                                               ; preds = %38
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %53

53:                                               ; preds = %79, %52
  %54 = load i32, ptr %13, align 4
  %55 = icmp ult i32 %54, 65536
  br i1 %55, label %56, label %82

56:                                               ; preds = %53
  %57 = load i32, ptr %13, align 4
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %58
  %60 = getelementptr inbounds [16 x i8], ptr %59, i64 0, i64 0
  %61 = load i8, ptr %60, align 16
  %62 = sext i8 %61 to i32
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %64, label %78

64:                                               ; preds = %56
  %65 = load i32, ptr %12, align 4
  %66 = mul i32 %65, 31
  %67 = load i32, ptr %13, align 4
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %68
  %70 = getelementptr inbounds [16 x i8], ptr %69, i64 0, i64 0
  %71 = call i32 @fnv1a(ptr noundef %70)
  %72 = add i32 %66, %71
  %73 = load i32, ptr %13, align 4
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [65536 x i32], ptr @counts, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = add i32 %72, %76
  store i32 %77, ptr %12, align 4
  br label %78

78:                                               ; preds = %64, %56
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %13, align 4
  %81 = add i32 %80, 1
  store i32 %81, ptr %13, align 4
  br label %53, !llvm.loop !9

82:                                               ; preds = %53
  %83 = load i32, ptr %6, align 4
  %84 = load i32, ptr %8, align 4
  %85 = load i64, ptr %10, align 8
  %86 = load i32, ptr %12, align 4
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %83, i32 noundef %84, i64 noundef %85, i32 noundef %86)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_word(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = call i32 @rng()
  %6 = urem i32 %5, 6
  %7 = add nsw i32 3, %6
  store i32 %7, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %21, %1
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %24

12:                                               ; preds = %8
  %13 = call i32 @rng()
  %14 = urem i32 %13, 5
  %15 = add i32 97, %14
  %16 = trunc i32 %15 to i8
  %17 = load ptr, ptr %2, align 8
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i8, ptr %17, i64 %19
  store i8 %16, ptr %20, align 1
  br label %21

21:                                               ; preds = %12
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %4, align 4
  br label %8, !llvm.loop !10

24:                                               ; preds = %8
  %25 = load ptr, ptr %2, align 8
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %25, i64 %27
  store i8 0, ptr %28, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @insert(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call i32 @fnv1a(ptr noundef %5)
  %7 = and i32 %6, 65535
  store i32 %7, ptr %4, align 4
  br label %8

8:                                                ; preds = %30, %1
  %9 = load i32, ptr %4, align 4
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %10
  %12 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 0
  %13 = load i8, ptr %12, align 16
  %14 = sext i8 %13 to i32
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %34

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %18
  %20 = getelementptr inbounds [16 x i8], ptr %19, i64 0, i64 0
  %21 = load ptr, ptr %3, align 8
  %22 = call i32 @str_eq(ptr noundef %20, ptr noundef %21)
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %30

24:                                               ; preds = %16
  %25 = load i32, ptr %4, align 4
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [65536 x i32], ptr @counts, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %27, align 4
  store i32 0, ptr %2, align 4
  br label %43

30:                                               ; preds = %16
  %31 = load i32, ptr %4, align 4
  %32 = add i32 %31, 1
  %33 = and i32 %32, 65535
  store i32 %33, ptr %4, align 4
  br label %8, !llvm.loop !11

34:                                               ; preds = %8
  %35 = load i32, ptr %4, align 4
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %36
  %38 = getelementptr inbounds [16 x i8], ptr %37, i64 0, i64 0
  %39 = load ptr, ptr %3, align 8
  call void @str_copy(ptr noundef %38, ptr noundef %39)
  %40 = load i32, ptr %4, align 4
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [65536 x i32], ptr @counts, i64 0, i64 %41
  store i32 1, ptr %42, align 4
  store i32 1, ptr %2, align 4
  br label %43

43:                                               ; preds = %34, %24
  %44 = load i32, ptr %2, align 4
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lookup(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call i32 @fnv1a(ptr noundef %5)
  %7 = and i32 %6, 65535
  store i32 %7, ptr %4, align 4
  br label %8

8:                                                ; preds = %29, %1
  %9 = load i32, ptr %4, align 4
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %10
  %12 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 0
  %13 = load i8, ptr %12, align 16
  %14 = sext i8 %13 to i32
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %33

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %18
  %20 = getelementptr inbounds [16 x i8], ptr %19, i64 0, i64 0
  %21 = load ptr, ptr %3, align 8
  %22 = call i32 @str_eq(ptr noundef %20, ptr noundef %21)
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %29

24:                                               ; preds = %16
  %25 = load i32, ptr %4, align 4
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [65536 x i32], ptr @counts, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %2, align 4
  br label %34

29:                                               ; preds = %16
  %30 = load i32, ptr %4, align 4
  %31 = add i32 %30, 1
  %32 = and i32 %31, 65535
  store i32 %32, ptr %4, align 4
  br label %8, !llvm.loop !12

33:                                               ; preds = %8
  store i32 0, ptr %2, align 4
  br label %34

34:                                               ; preds = %33, %24
  %35 = load i32, ptr %2, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 -2128831035, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %10, ptr %2, align 8
  %11 = load i8, ptr %9, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %3, align 4
  %14 = xor i32 %13, %12
  store i32 %14, ptr %3, align 4
  %15 = load i32, ptr %3, align 4
  %16 = mul i32 %15, 16777619
  store i32 %16, ptr %3, align 4
  br label %4, !llvm.loop !13

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rng() #0 {
  %1 = load i32, ptr @rng_state, align 4
  %2 = shl i32 %1, 13
  %3 = load i32, ptr @rng_state, align 4
  %4 = xor i32 %3, %2
  store i32 %4, ptr @rng_state, align 4
  %5 = load i32, ptr @rng_state, align 4
  %6 = lshr i32 %5, 17
  %7 = load i32, ptr @rng_state, align 4
  %8 = xor i32 %7, %6
  store i32 %8, ptr @rng_state, align 4
  %9 = load i32, ptr @rng_state, align 4
  %10 = shl i32 %9, 5
  %11 = load i32, ptr @rng_state, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr @rng_state, align 4
  %13 = load i32, ptr @rng_state, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @str_eq(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %20, %2
  %6 = load ptr, ptr %3, align 8
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %5
  %11 = load ptr, ptr %3, align 8
  %12 = load i8, ptr %11, align 1
  %13 = sext i8 %12 to i32
  %14 = load ptr, ptr %4, align 8
  %15 = load i8, ptr %14, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %13, %16
  br label %18

18:                                               ; preds = %10, %5
  %19 = phi i1 [ false, %5 ], [ %17, %10 ]
  br i1 %19, label %20, label %25

20:                                               ; preds = %18
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds i8, ptr %21, i32 1
  store ptr %22, ptr %3, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 1
  store ptr %24, ptr %4, align 8
  br label %5, !llvm.loop !14

25:                                               ; preds = %18
  %26 = load ptr, ptr %3, align 8
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  %29 = load ptr, ptr %4, align 8
  %30 = load i8, ptr %29, align 1
  %31 = sext i8 %30 to i32
  %32 = icmp eq i32 %28, %31
  %33 = zext i1 %32 to i32
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @str_copy(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %13, %2
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 1
  store ptr %7, ptr %4, align 8
  %8 = load i8, ptr %6, align 1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %10, ptr %3, align 8
  store i8 %8, ptr %9, align 1
  %11 = sext i8 %8 to i32
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %5
  br label %5, !llvm.loop !15

14:                                               ; preds = %5
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) }

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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
