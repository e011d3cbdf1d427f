; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@bodies = internal global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0x4043BD3CC9BE45DE }, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3FE367069B93CCBC, double 0x40067EF2F57D949B, double 0xBF99D2D79A5A0715, double 0x3FA34C95D9AB33D8 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBFF02C21B8879442, double 0x3FFD35E9BF1F8F13, double 0x3F813C485F1123B4, double 0x3F871D490D07C637 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3FF1531CA9911BEF, double 0x3FEBCC7F3E54BBC5, double 0xBF862F6BFAF23E7C, double 0x3F5C3DD29CF41EB3 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3FEF54B61659BC4A, double 0x3FE307C631C4FBA3, double 0xBFA1CB88587665F6, double 0x3F60A8F3531799AC }], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %8 = load i32, ptr %4, align 4
  %9 = icmp sgt i32 %8, 1
  br i1 %9, label %10, label %15

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 1
  %13 = load ptr, ptr %12, align 8
  %14 = call i32 @atoi(ptr noundef %13) #4
  br label %16

15:                                               ; preds = %2
  br label %16

16:                                               ; preds = %15, %10
  %17 = phi i32 [ %14, %10 ], [ 7000, %15 ]
  store i32 %17, ptr %6, align 4
  call void @offset_momentum(i32 noundef 5, ptr noundef @bodies)
  %18 = call double @energy(i32 noundef 5, ptr noundef @bodies)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %18)
  store i32 0, ptr %7, align 4
  br label %20

20:                                               ; preds = %25, %16
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %28

24:                                               ; preds = %20
  call void @advance(i32 noundef 5, ptr noundef @bodies, double noundef 1.000000e-02)
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %20, !llvm.loop !6

28:                                               ; preds = %20
  %29 = call double @energy(i32 noundef 5, ptr noundef @bodies)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %29)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @offset_momentum(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %59, %2
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %62

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %struct.body, ptr %14, i64 %16
  %18 = getelementptr inbounds %struct.body, ptr %17, i32 0, i32 3
  %19 = load double, ptr %18, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds %struct.body, ptr %20, i64 %22
  %24 = getelementptr inbounds %struct.body, ptr %23, i32 0, i32 6
  %25 = load double, ptr %24, align 8
  %26 = fmul double %19, %25
  %27 = load double, ptr %5, align 8
  %28 = fadd double %27, %26
  store double %28, ptr %5, align 8
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %8, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.body, ptr %29, i64 %31
  %33 = getelementptr inbounds %struct.body, ptr %32, i32 0, i32 4
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %4, align 8
  %36 = load i32, ptr %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.body, ptr %35, i64 %37
  %39 = getelementptr inbounds %struct.body, ptr %38, i32 0, i32 6
  %40 = load double, ptr %39, align 8
  %41 = fmul double %34, %40
  %42 = load double, ptr %6, align 8
  %43 = fadd double %42, %41
  store double %43, ptr %6, align 8
  %44 = load ptr, ptr %4, align 8
  %45 = load i32, ptr %8, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds %struct.body, ptr %44, i64 %46
  %48 = getelementptr inbounds %struct.body, ptr %47, i32 0, i32 5
  %49 = load double, ptr %48, align 8
  %50 = load ptr, ptr %4, align 8
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds %struct.body, ptr %50, i64 %52
  %54 = getelementptr inbounds %struct.body, ptr %53, i32 0, i32 6
  %55 = load double, ptr %54, align 8
  %56 = fmul double %49, %55
  %57 = load double, ptr %7, align 8
  %58 = fadd double %57, %56
  store double %58, ptr %7, align 8
  br label %59

59:                                               ; preds = %13
  %60 = load i32, ptr %8, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %8, align 4
  br label %9, !llvm.loop !8

62:                                               ; preds = %9
  %63 = load double, ptr %5, align 8
  %64 = fneg double %63
  %65 = fdiv double %64, 0x4043BD3CC9BE45DE
  %66 = load ptr, ptr %4, align 8
  %67 = getelementptr inbounds %struct.body, ptr %66, i64 0
  %68 = getelementptr inbounds %struct.body, ptr %67, i32 0, i32 3
  store double %65, ptr %68, align 8
  %69 = load double, ptr %6, align 8
  %70 = fneg double %69
  %71 = fdiv double %70, 0x4043BD3CC9BE45DE
  %72 = load ptr, ptr %4, align 8
  %73 = getelementptr inbounds %struct.body, ptr %72, i64 0
  %74 = getelementptr inbounds %struct.body, ptr %73, i32 0, i32 4
  store double %71, ptr %74, align 8
  %75 = load double, ptr %7, align 8
  %76 = fneg double %75
  %77 = fdiv double %76, 0x4043BD3CC9BE45DE
  %78 = load ptr, ptr %4, align 8
  %79 = getelementptr inbounds %struct.body, ptr %78, i64 0
  %80 = getelementptr inbounds %struct.body, ptr %79, i32 0, i32 5
  store double %77, ptr %80, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @energy(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %145, %2
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %148

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.body, ptr %16, i64 %18
  %20 = getelementptr inbounds %struct.body, ptr %19, i32 0, i32 6
  %21 = load double, ptr %20, align 8
  %22 = fmul double 5.000000e-01, %21
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds %struct.body, ptr %23, i64 %25
  %27 = getelementptr inbounds %struct.body, ptr %26, i32 0, i32 3
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.body, ptr %29, i64 %31
  %33 = getelementptr inbounds %struct.body, ptr %32, i32 0, i32 3
  %34 = load double, ptr %33, align 8
  %35 = fmul double %28, %34
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.body, ptr %36, i64 %38
  %40 = getelementptr inbounds %struct.body, ptr %39, i32 0, i32 4
  %41 = load double, ptr %40, align 8
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %6, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.body, ptr %42, i64 %44
  %46 = getelementptr inbounds %struct.body, ptr %45, i32 0, i32 4
  %47 = load double, ptr %46, align 8
  %48 = fmul double %41, %47
  %49 = fadd double %35, %48
  %50 = load ptr, ptr %4, align 8
  %51 = load i32, ptr %6, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds %struct.body, ptr %50, i64 %52
  %54 = getelementptr inbounds %struct.body, ptr %53, i32 0, i32 5
  %55 = load double, ptr %54, align 8
  %56 = load ptr, ptr %4, align 8
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds %struct.body, ptr %56, i64 %58
  %60 = getelementptr inbounds %struct.body, ptr %59, i32 0, i32 5
  %61 = load double, ptr %60, align 8
  %62 = fmul double %55, %61
  %63 = fadd double %49, %62
  %64 = fmul double %22, %63
  %65 = load double, ptr %5, align 8
  %66 = fadd double %65, %64
  store double %66, ptr %5, align 8
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %7, align 4
  br label %69

69:                                               ; preds = %141, %15
  %70 = load i32, ptr %7, align 4
  %71 = load i32, ptr %3, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %144

73:                                               ; preds = %69
  %74 = load ptr, ptr %4, align 8
  %75 = load i32, ptr %6, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds %struct.body, ptr %74, i64 %76
  %78 = getelementptr inbounds %struct.body, ptr %77, i32 0, i32 0
  %79 = load double, ptr %78, align 8
  %80 = load ptr, ptr %4, align 8
  %81 = load i32, ptr %7, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds %struct.body, ptr %80, i64 %82
  %84 = getelementptr inbounds %struct.body, ptr %83, i32 0, i32 0
  %85 = load double, ptr %84, align 8
  %86 = fsub double %79, %85
  store double %86, ptr %8, align 8
  %87 = load ptr, ptr %4, align 8
  %88 = load i32, ptr %6, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds %struct.body, ptr %87, i64 %89
  %91 = getelementptr inbounds %struct.body, ptr %90, i32 0, i32 1
  %92 = load double, ptr %91, align 8
  %93 = load ptr, ptr %4, align 8
  %94 = load i32, ptr %7, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds %struct.body, ptr %93, i64 %95
  %97 = getelementptr inbounds %struct.body, ptr %96, i32 0, i32 1
  %98 = load double, ptr %97, align 8
  %99 = fsub double %92, %98
  store double %99, ptr %9, align 8
  %100 = load ptr, ptr %4, align 8
  %101 = load i32, ptr %6, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds %struct.body, ptr %100, i64 %102
  %104 = getelementptr inbounds %struct.body, ptr %103, i32 0, i32 2
  %105 = load double, ptr %104, align 8
  %106 = load ptr, ptr %4, align 8
  %107 = load i32, ptr %7, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds %struct.body, ptr %106, i64 %108
  %110 = getelementptr inbounds %struct.body, ptr %109, i32 0, i32 2
  %111 = load double, ptr %110, align 8
  %112 = fsub double %105, %111
  store double %112, ptr %10, align 8
  %113 = load ptr, ptr %4, align 8
  %114 = load i32, ptr %6, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds %struct.body, ptr %113, i64 %115
  %117 = getelementptr inbounds %struct.body, ptr %116, i32 0, i32 6
  %118 = load double, ptr %117, align 8
  %119 = load ptr, ptr %4, align 8
  %120 = load i32, ptr %7, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds %struct.body, ptr %119, i64 %121
  %123 = getelementptr inbounds %struct.body, ptr %122, i32 0, i32 6
  %124 = load double, ptr %123, align 8
  %125 = fmul double %118, %124
  %126 = load double, ptr %8, align 8
  %127 = load double, ptr %8, align 8
  %128 = fmul double %126, %127
  %129 = load double, ptr %9, align 8
  %130 = load double, ptr %9, align 8
  %131 = fmul double %129, %130
  %132 = fadd double %128, %131
  %133 = load double, ptr %10, align 8
  %134 = load double, ptr %10, align 8
  %135 = fmul double %133, %134
  %136 = fadd double %132, %135
  %137 = call double @sqrt(double noundef %136) #5
  %138 = fdiv double %125, %137
  %139 = load double, ptr %5, align 8
  %140 = fsub double %139, %138
  store double %140, ptr %5, align 8
  br label %141

141:                                              ; preds = %73
  %142 = load i32, ptr %7, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %7, align 4
  br label %69, !llvm.loop !9

144:                                              ; preds = %69
  br label %145

145:                                              ; preds = %144
  %146 = load i32, ptr %6, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %6, align 4
  br label %11, !llvm.loop !10

148:                                              ; preds = %11
  %149 = load double, ptr %5, align 8
  ret double %149
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @advance(i32 noundef %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %189, %3
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %192

19:                                               ; preds = %15
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %8, align 4
  br label %22

22:                                               ; preds = %185, %19
  %23 = load i32, ptr %8, align 4
  %24 = load i32, ptr %4, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %188

26:                                               ; preds = %22
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.body, ptr %27, i64 %29
  %31 = getelementptr inbounds %struct.body, ptr %30, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = load i32, ptr %8, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.body, ptr %33, i64 %35
  %37 = getelementptr inbounds %struct.body, ptr %36, i32 0, i32 0
  %38 = load double, ptr %37, align 8
  %39 = fsub double %32, %38
  store double %39, ptr %9, align 8
  %40 = load ptr, ptr %5, align 8
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.body, ptr %40, i64 %42
  %44 = getelementptr inbounds %struct.body, ptr %43, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = load i32, ptr %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %struct.body, ptr %46, i64 %48
  %50 = getelementptr inbounds %struct.body, ptr %49, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = fsub double %45, %51
  store double %52, ptr %10, align 8
  %53 = load ptr, ptr %5, align 8
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds %struct.body, ptr %53, i64 %55
  %57 = getelementptr inbounds %struct.body, ptr %56, i32 0, i32 2
  %58 = load double, ptr %57, align 8
  %59 = load ptr, ptr %5, align 8
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds %struct.body, ptr %59, i64 %61
  %63 = getelementptr inbounds %struct.body, ptr %62, i32 0, i32 2
  %64 = load double, ptr %63, align 8
  %65 = fsub double %58, %64
  store double %65, ptr %11, align 8
  %66 = load double, ptr %9, align 8
  %67 = load double, ptr %9, align 8
  %68 = fmul double %66, %67
  %69 = load double, ptr %10, align 8
  %70 = load double, ptr %10, align 8
  %71 = fmul double %69, %70
  %72 = fadd double %68, %71
  %73 = load double, ptr %11, align 8
  %74 = load double, ptr %11, align 8
  %75 = fmul double %73, %74
  %76 = fadd double %72, %75
  store double %76, ptr %12, align 8
  %77 = load double, ptr %6, align 8
  %78 = load double, ptr %12, align 8
  %79 = load double, ptr %12, align 8
  %80 = call double @sqrt(double noundef %79) #5
  %81 = fmul double %78, %80
  %82 = fdiv double %77, %81
  store double %82, ptr %13, align 8
  %83 = load double, ptr %9, align 8
  %84 = load ptr, ptr %5, align 8
  %85 = load i32, ptr %8, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds %struct.body, ptr %84, i64 %86
  %88 = getelementptr inbounds %struct.body, ptr %87, i32 0, i32 6
  %89 = load double, ptr %88, align 8
  %90 = fmul double %83, %89
  %91 = load double, ptr %13, align 8
  %92 = fmul double %90, %91
  %93 = load ptr, ptr %5, align 8
  %94 = load i32, ptr %7, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds %struct.body, ptr %93, i64 %95
  %97 = getelementptr inbounds %struct.body, ptr %96, i32 0, i32 3
  %98 = load double, ptr %97, align 8
  %99 = fsub double %98, %92
  store double %99, ptr %97, align 8
  %100 = load double, ptr %10, align 8
  %101 = load ptr, ptr %5, align 8
  %102 = load i32, ptr %8, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds %struct.body, ptr %101, i64 %103
  %105 = getelementptr inbounds %struct.body, ptr %104, i32 0, i32 6
  %106 = load double, ptr %105, align 8
  %107 = fmul double %100, %106
  %108 = load double, ptr %13, align 8
  %109 = fmul double %107, %108
  %110 = load ptr, ptr %5, align 8
  %111 = load i32, ptr %7, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds %struct.body, ptr %110, i64 %112
  %114 = getelementptr inbounds %struct.body, ptr %113, i32 0, i32 4
  %115 = load double, ptr %114, align 8
  %116 = fsub double %115, %109
  store double %116, ptr %114, align 8
  %117 = load double, ptr %11, align 8
  %118 = load ptr, ptr %5, align 8
  %119 = load i32, ptr %8, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds %struct.body, ptr %118, i64 %120
  %122 = getelementptr inbounds %struct.body, ptr %121, i32 0, i32 6
  %123 = load double, ptr %122, align 8
  %124 = fmul double %117, %123
  %125 = load double, ptr %13, align 8
  %126 = fmul double %124, %125
  %127 = load ptr, ptr %5, align 8
  %128 = load i32, ptr %7, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds %struct.body, ptr %127, i64 %129
  %131 = getelementptr inbounds %struct.body, ptr %130, i32 0, i32 5
  %132 = load double, ptr %131, align 8
  %133 = fsub double %132, %126
  store double %133, ptr %131, align 8
  %134 = load double, ptr %9, align 8
  %135 = load ptr, ptr %5, align 8
  %136 = load i32, ptr %7, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds %struct.body, ptr %135, i64 %137
  %139 = getelementptr inbounds %struct.body, ptr %138, i32 0, i32 6
  %140 = load double, ptr %139, align 8
  %141 = fmul double %134, %140
  %142 = load double, ptr %13, align 8
  %143 = fmul double %141, %142
  %144 = load ptr, ptr %5, align 8
  %145 = load i32, ptr %8, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds %struct.body, ptr %144, i64 %146
  %148 = getelementptr inbounds %struct.body, ptr %147, i32 0, i32 3
  %149 = load double, ptr %148, align 8
  %150 = fadd double %149, %143
  store double %150, ptr %148, align 8
  %151 = load double, ptr %10, align 8
  %152 = load ptr, ptr %5, align 8
  %153 = load i32, ptr %7, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds %struct.body, ptr %152, i64 %154
  %156 = getelementptr inbounds %struct.body, ptr %155, i32 0, i32 6
  %157 = load double, ptr %156, align 8
  %158 = fmul double %151, %157
  %159 = load double, ptr %13, align 8
  %160 = fmul double %158, %159
  %161 = load ptr, ptr %5, align 8
  %162 = load i32, ptr %8, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds %struct.body, ptr %161, i64 %163
  %165 = getelementptr inbounds %struct.body, ptr %164, i32 0, i32 4
  %166 = load double, ptr %165, align 8
  %167 = fadd double %166, %160
  store double %167, ptr %165, align 8
  %168 = load double, ptr %11, align 8
  %169 = load ptr, ptr %5, align 8
  %170 = load i32, ptr %7, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds %struct.body, ptr %169, i64 %171
  %173 = getelementptr inbounds %struct.body, ptr %172, i32 0, i32 6
  %174 = load double, ptr %173, align 8
  %175 = fmul double %168, %174
  %176 = load double, ptr %13, align 8
  %177 = fmul double %175, %176
  %178 = load ptr, ptr %5, align 8
  %179 = load i32, ptr %8, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds %struct.body, ptr %178, i64 %180
  %182 = getelementptr inbounds %struct.body, ptr %181, i32 0, i32 5
  %183 = load double, ptr %182, align 8
  %184 = fadd double %183, %177
  store double %184, ptr %182, align 8
  br label %185

185:                                              ; preds = %26
  %186 = load i32, ptr %8, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr %8, align 4
  br label %22, !llvm.loop !11

188:                                              ; preds = %22
  br label %189

189:                                              ; preds = %188
  %190 = load i32, ptr %7, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %7, align 4
  br label %15, !llvm.loop !12

192:                                              ; preds = %15
  store i32 0, ptr %14, align 4
  br label %193

193:                                              ; preds = %243, %192
  %194 = load i32, ptr %14, align 4
  %195 = load i32, ptr %4, align 4
  %196 = icmp slt i32 %194, %195
  br i1 %196, label %197, label %246

197:                                              ; preds = %193
  %198 = load double, ptr %6, align 8
  %199 = load ptr, ptr %5, align 8
  %200 = load i32, ptr %14, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds %struct.body, ptr %199, i64 %201
  %203 = getelementptr inbounds %struct.body, ptr %202, i32 0, i32 3
  %204 = load double, ptr %203, align 8
  %205 = fmul double %198, %204
  %206 = load ptr, ptr %5, align 8
  %207 = load i32, ptr %14, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds %struct.body, ptr %206, i64 %208
  %210 = getelementptr inbounds %struct.body, ptr %209, i32 0, i32 0
  %211 = load double, ptr %210, align 8
  %212 = fadd double %211, %205
  store double %212, ptr %210, align 8
  %213 = load double, ptr %6, align 8
  %214 = load ptr, ptr %5, align 8
  %215 = load i32, ptr %14, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds %struct.body, ptr %214, i64 %216
  %218 = getelementptr inbounds %struct.body, ptr %217, i32 0, i32 4
  %219 = load double, ptr %218, align 8
  %220 = fmul double %213, %219
  %221 = load ptr, ptr %5, align 8
  %222 = load i32, ptr %14, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds %struct.body, ptr %221, i64 %223
  %225 = getelementptr inbounds %struct.body, ptr %224, i32 0, i32 1
  %226 = load double, ptr %225, align 8
  %227 = fadd double %226, %220
  store double %227, ptr %225, align 8
  %228 = load double, ptr %6, align 8
  %229 = load ptr, ptr %5, align 8
  %230 = load i32, ptr %14, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds %struct.body, ptr %229, i64 %231
  %233 = getelementptr inbounds %struct.body, ptr %232, i32 0, i32 5
  %234 = load double, ptr %233, align 8
  %235 = fmul double %228, %234
  %236 = load ptr, ptr %5, align 8
  %237 = load i32, ptr %14, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds %struct.body, ptr %236, i64 %238
  %240 = getelementptr inbounds %struct.body, ptr %239, i32 0, i32 2
  %241 = load double, ptr %240, align 8
  %242 = fadd double %241, %235
  store double %242, ptr %240, align 8
  br label %243

243:                                              ; preds = %197
  %244 = load i32, ptr %14, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %14, align 4
  br label %193, !llvm.loop !13

246:                                              ; preds = %193
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }
attributes #5 = { nounwind }

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
