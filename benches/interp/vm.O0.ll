; ModuleID = 'vm.c'
source_filename = "vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"primes below %ld: %ld\0A\00", align 1
@prog = internal global [128 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca [4 x i64], align 16
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
  %14 = call i64 @atol(ptr noundef %13) #4
  br label %16

15:                                               ; preds = %2
  br label %16

16:                                               ; preds = %15, %10
  %17 = phi i64 [ %14, %10 ], [ 5000, %15 ]
  store i64 %17, ptr %6, align 8
  %18 = call i32 @build_program()
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 32, i1 false)
  %19 = getelementptr inbounds i64, ptr %7, i64 1
  %20 = getelementptr inbounds i64, ptr %7, i64 2
  %21 = getelementptr inbounds i64, ptr %7, i64 3
  %22 = load i64, ptr %6, align 8
  store i64 %22, ptr %21, align 8
  %23 = load i64, ptr %6, align 8
  %24 = getelementptr inbounds [4 x i64], ptr %7, i64 0, i64 0
  %25 = call i64 @run(ptr noundef @prog, ptr noundef %24)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %23, i64 noundef %25)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @atol(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @build_program() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = load i32, ptr %1, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %1, align 4
  %9 = sext i32 %7 to i64
  %10 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %9
  store i32 0, ptr %10, align 4
  %11 = load i32, ptr %1, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %1, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %13
  store i32 2, ptr %14, align 4
  %15 = load i32, ptr %1, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %1, align 4
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %17
  store i32 2, ptr %18, align 4
  %19 = load i32, ptr %1, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %1, align 4
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %21
  store i32 0, ptr %22, align 4
  %23 = load i32, ptr %1, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %1, align 4
  %25 = sext i32 %23 to i64
  %26 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %25
  store i32 0, ptr %26, align 4
  %27 = load i32, ptr %1, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %1, align 4
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %29
  store i32 0, ptr %30, align 4
  %31 = load i32, ptr %1, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %1, align 4
  %33 = sext i32 %31 to i64
  %34 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %33
  store i32 2, ptr %34, align 4
  %35 = load i32, ptr %1, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %1, align 4
  %37 = sext i32 %35 to i64
  %38 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %37
  store i32 2, ptr %38, align 4
  %39 = load i32, ptr %1, align 4
  store i32 %39, ptr %2, align 4
  %40 = load i32, ptr %1, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %1, align 4
  %42 = sext i32 %40 to i64
  %43 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %42
  store i32 1, ptr %43, align 4
  %44 = load i32, ptr %1, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %1, align 4
  %46 = sext i32 %44 to i64
  %47 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %46
  store i32 0, ptr %47, align 4
  %48 = load i32, ptr %1, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %1, align 4
  %50 = sext i32 %48 to i64
  %51 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %50
  store i32 1, ptr %51, align 4
  %52 = load i32, ptr %1, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %1, align 4
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %54
  store i32 3, ptr %55, align 4
  %56 = load i32, ptr %1, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %1, align 4
  %58 = sext i32 %56 to i64
  %59 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %58
  store i32 7, ptr %59, align 4
  %60 = load i32, ptr %1, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %1, align 4
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %62
  store i32 10, ptr %63, align 4
  %64 = load i32, ptr %1, align 4
  store i32 %64, ptr %3, align 4
  %65 = load i32, ptr %1, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %1, align 4
  %67 = sext i32 %65 to i64
  %68 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %67
  store i32 0, ptr %68, align 4
  %69 = load i32, ptr %1, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %1, align 4
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %71
  store i32 0, ptr %72, align 4
  %73 = load i32, ptr %1, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %1, align 4
  %75 = sext i32 %73 to i64
  %76 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %75
  store i32 2, ptr %76, align 4
  %77 = load i32, ptr %1, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %1, align 4
  %79 = sext i32 %77 to i64
  %80 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %79
  store i32 2, ptr %80, align 4
  %81 = load i32, ptr %1, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %1, align 4
  %83 = sext i32 %81 to i64
  %84 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %83
  store i32 1, ptr %84, align 4
  %85 = load i32, ptr %1, align 4
  store i32 %85, ptr %4, align 4
  %86 = load i32, ptr %1, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %1, align 4
  %88 = sext i32 %86 to i64
  %89 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %88
  store i32 1, ptr %89, align 4
  %90 = load i32, ptr %1, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %1, align 4
  %92 = sext i32 %90 to i64
  %93 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %92
  store i32 1, ptr %93, align 4
  %94 = load i32, ptr %1, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %1, align 4
  %96 = sext i32 %94 to i64
  %97 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %96
  store i32 12, ptr %97, align 4
  %98 = load i32, ptr %1, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %1, align 4
  %100 = sext i32 %98 to i64
  %101 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %100
  store i32 5, ptr %101, align 4
  %102 = load i32, ptr %1, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %1, align 4
  %104 = sext i32 %102 to i64
  %105 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %104
  store i32 1, ptr %105, align 4
  %106 = load i32, ptr %1, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %1, align 4
  %108 = sext i32 %106 to i64
  %109 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %108
  store i32 0, ptr %109, align 4
  %110 = load i32, ptr %1, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %1, align 4
  %112 = sext i32 %110 to i64
  %113 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %112
  store i32 8, ptr %113, align 4
  %114 = load i32, ptr %1, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %1, align 4
  %116 = sext i32 %114 to i64
  %117 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %116
  store i32 10, ptr %117, align 4
  %118 = load i32, ptr %1, align 4
  store i32 %118, ptr %5, align 4
  %119 = load i32, ptr %1, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %1, align 4
  %121 = sext i32 %119 to i64
  %122 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %121
  store i32 0, ptr %122, align 4
  %123 = load i32, ptr %1, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %1, align 4
  %125 = sext i32 %123 to i64
  %126 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %125
  store i32 1, ptr %126, align 4
  %127 = load i32, ptr %1, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %1, align 4
  %129 = sext i32 %127 to i64
  %130 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %129
  store i32 0, ptr %130, align 4
  %131 = load i32, ptr %1, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %1, align 4
  %133 = sext i32 %131 to i64
  %134 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %133
  store i32 1, ptr %134, align 4
  %135 = load i32, ptr %1, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %1, align 4
  %137 = sext i32 %135 to i64
  %138 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %137
  store i32 1, ptr %138, align 4
  %139 = load i32, ptr %1, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %1, align 4
  %141 = sext i32 %139 to i64
  %142 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %141
  store i32 6, ptr %142, align 4
  %143 = load i32, ptr %1, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %1, align 4
  %145 = sext i32 %143 to i64
  %146 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %145
  store i32 10, ptr %146, align 4
  %147 = load i32, ptr %1, align 4
  store i32 %147, ptr %6, align 4
  %148 = load i32, ptr %1, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %1, align 4
  %150 = sext i32 %148 to i64
  %151 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %150
  store i32 0, ptr %151, align 4
  %152 = load i32, ptr %1, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %1, align 4
  %154 = sext i32 %152 to i64
  %155 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %154
  store i32 1, ptr %155, align 4
  %156 = load i32, ptr %1, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %1, align 4
  %158 = sext i32 %156 to i64
  %159 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %158
  store i32 1, ptr %159, align 4
  %160 = load i32, ptr %1, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %1, align 4
  %162 = sext i32 %160 to i64
  %163 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %162
  store i32 0, ptr %163, align 4
  %164 = load i32, ptr %1, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %1, align 4
  %166 = sext i32 %164 to i64
  %167 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %166
  store i32 1, ptr %167, align 4
  %168 = load i32, ptr %1, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %1, align 4
  %170 = sext i32 %168 to i64
  %171 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %170
  store i32 3, ptr %171, align 4
  %172 = load i32, ptr %1, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %1, align 4
  %174 = sext i32 %172 to i64
  %175 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %174
  store i32 2, ptr %175, align 4
  %176 = load i32, ptr %1, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %1, align 4
  %178 = sext i32 %176 to i64
  %179 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %178
  store i32 1, ptr %179, align 4
  %180 = load i32, ptr %1, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %1, align 4
  %182 = sext i32 %180 to i64
  %183 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %182
  store i32 11, ptr %183, align 4
  %184 = load i32, ptr %4, align 4
  %185 = load i32, ptr %1, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %1, align 4
  %187 = sext i32 %185 to i64
  %188 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %187
  store i32 %184, ptr %188, align 4
  %189 = load i32, ptr %1, align 4
  %190 = load i32, ptr %5, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %191
  store i32 %189, ptr %192, align 4
  %193 = load i32, ptr %1, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %1, align 4
  %195 = sext i32 %193 to i64
  %196 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %195
  store i32 1, ptr %196, align 4
  %197 = load i32, ptr %1, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %1, align 4
  %199 = sext i32 %197 to i64
  %200 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %199
  store i32 2, ptr %200, align 4
  %201 = load i32, ptr %1, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %1, align 4
  %203 = sext i32 %201 to i64
  %204 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %203
  store i32 0, ptr %204, align 4
  %205 = load i32, ptr %1, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %1, align 4
  %207 = sext i32 %205 to i64
  %208 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %207
  store i32 1, ptr %208, align 4
  %209 = load i32, ptr %1, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %1, align 4
  %211 = sext i32 %209 to i64
  %212 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %211
  store i32 3, ptr %212, align 4
  %213 = load i32, ptr %1, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %1, align 4
  %215 = sext i32 %213 to i64
  %216 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %215
  store i32 2, ptr %216, align 4
  %217 = load i32, ptr %1, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %1, align 4
  %219 = sext i32 %217 to i64
  %220 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %219
  store i32 2, ptr %220, align 4
  %221 = load i32, ptr %1, align 4
  %222 = load i32, ptr %6, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %223
  store i32 %221, ptr %224, align 4
  %225 = load i32, ptr %1, align 4
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %1, align 4
  %227 = sext i32 %225 to i64
  %228 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %227
  store i32 1, ptr %228, align 4
  %229 = load i32, ptr %1, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %1, align 4
  %231 = sext i32 %229 to i64
  %232 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %231
  store i32 0, ptr %232, align 4
  %233 = load i32, ptr %1, align 4
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %1, align 4
  %235 = sext i32 %233 to i64
  %236 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %235
  store i32 0, ptr %236, align 4
  %237 = load i32, ptr %1, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %1, align 4
  %239 = sext i32 %237 to i64
  %240 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %239
  store i32 1, ptr %240, align 4
  %241 = load i32, ptr %1, align 4
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %1, align 4
  %243 = sext i32 %241 to i64
  %244 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %243
  store i32 3, ptr %244, align 4
  %245 = load i32, ptr %1, align 4
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr %1, align 4
  %247 = sext i32 %245 to i64
  %248 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %247
  store i32 2, ptr %248, align 4
  %249 = load i32, ptr %1, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %1, align 4
  %251 = sext i32 %249 to i64
  %252 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %251
  store i32 0, ptr %252, align 4
  %253 = load i32, ptr %1, align 4
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr %1, align 4
  %255 = sext i32 %253 to i64
  %256 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %255
  store i32 11, ptr %256, align 4
  %257 = load i32, ptr %2, align 4
  %258 = load i32, ptr %1, align 4
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr %1, align 4
  %260 = sext i32 %258 to i64
  %261 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %260
  store i32 %257, ptr %261, align 4
  %262 = load i32, ptr %1, align 4
  %263 = load i32, ptr %3, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %264
  store i32 %262, ptr %265, align 4
  %266 = load i32, ptr %1, align 4
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr %1, align 4
  %268 = sext i32 %266 to i64
  %269 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %268
  store i32 1, ptr %269, align 4
  %270 = load i32, ptr %1, align 4
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr %1, align 4
  %272 = sext i32 %270 to i64
  %273 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %272
  store i32 2, ptr %273, align 4
  %274 = load i32, ptr %1, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %1, align 4
  %276 = sext i32 %274 to i64
  %277 = getelementptr inbounds [128 x i32], ptr @prog, i64 0, i64 %276
  store i32 14, ptr %277, align 4
  %278 = load i32, ptr %1, align 4
  ret i32 %278
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [64 x i64], align 16
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %7, align 4
  %11 = load ptr, ptr %4, align 8
  store ptr %11, ptr %8, align 8
  br label %12

12:                                               ; preds = %226, %2
  %13 = load ptr, ptr %8, align 8
  %14 = getelementptr inbounds i32, ptr %13, i32 1
  store ptr %14, ptr %8, align 8
  %15 = load i32, ptr %13, align 4
  switch i32 %15, label %225 [
    i32 0, label %16
    i32 1, label %25
    i32 2, label %37
    i32 3, label %49
    i32 4, label %67
    i32 5, label %85
    i32 6, label %103
    i32 7, label %121
    i32 8, label %141
    i32 9, label %161
    i32 10, label %181
    i32 11, label %199
    i32 12, label %205
    i32 13, label %216
    i32 14, label %219
  ]

16:                                               ; preds = %12
  %17 = load ptr, ptr %8, align 8
  %18 = getelementptr inbounds i32, ptr %17, i32 1
  store ptr %18, ptr %8, align 8
  %19 = load i32, ptr %17, align 4
  %20 = sext i32 %19 to i64
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %23
  store i64 %20, ptr %24, align 8
  br label %226

25:                                               ; preds = %12
  %26 = load ptr, ptr %5, align 8
  %27 = load ptr, ptr %8, align 8
  %28 = getelementptr inbounds i32, ptr %27, i32 1
  store ptr %28, ptr %8, align 8
  %29 = load i32, ptr %27, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i64, ptr %26, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %7, align 4
  %35 = sext i32 %33 to i64
  %36 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %35
  store i64 %32, ptr %36, align 8
  br label %226

37:                                               ; preds = %12
  %38 = load i32, ptr %7, align 4
  %39 = add nsw i32 %38, -1
  store i32 %39, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %40
  %42 = load i64, ptr %41, align 8
  %43 = load ptr, ptr %5, align 8
  %44 = load ptr, ptr %8, align 8
  %45 = getelementptr inbounds i32, ptr %44, i32 1
  store ptr %45, ptr %8, align 8
  %46 = load i32, ptr %44, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i64, ptr %43, i64 %47
  store i64 %42, ptr %48, align 8
  br label %226

49:                                               ; preds = %12
  %50 = load i32, ptr %7, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, ptr %7, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %52
  %54 = load i64, ptr %53, align 8
  store i64 %54, ptr %10, align 8
  %55 = load i32, ptr %7, align 4
  %56 = add nsw i32 %55, -1
  store i32 %56, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %57
  %59 = load i64, ptr %58, align 8
  store i64 %59, ptr %9, align 8
  %60 = load i64, ptr %9, align 8
  %61 = load i64, ptr %10, align 8
  %62 = add nsw i64 %60, %61
  %63 = load i32, ptr %7, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %7, align 4
  %65 = sext i32 %63 to i64
  %66 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %65
  store i64 %62, ptr %66, align 8
  br label %226

67:                                               ; preds = %12
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, -1
  store i32 %69, ptr %7, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %70
  %72 = load i64, ptr %71, align 8
  store i64 %72, ptr %10, align 8
  %73 = load i32, ptr %7, align 4
  %74 = add nsw i32 %73, -1
  store i32 %74, ptr %7, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %75
  %77 = load i64, ptr %76, align 8
  store i64 %77, ptr %9, align 8
  %78 = load i64, ptr %9, align 8
  %79 = load i64, ptr %10, align 8
  %80 = sub nsw i64 %78, %79
  %81 = load i32, ptr %7, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %7, align 4
  %83 = sext i32 %81 to i64
  %84 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %83
  store i64 %80, ptr %84, align 8
  br label %226

85:                                               ; preds = %12
  %86 = load i32, ptr %7, align 4
  %87 = add nsw i32 %86, -1
  store i32 %87, ptr %7, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8
  store i64 %90, ptr %10, align 8
  %91 = load i32, ptr %7, align 4
  %92 = add nsw i32 %91, -1
  store i32 %92, ptr %7, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8
  store i64 %95, ptr %9, align 8
  %96 = load i64, ptr %9, align 8
  %97 = load i64, ptr %10, align 8
  %98 = mul nsw i64 %96, %97
  %99 = load i32, ptr %7, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %7, align 4
  %101 = sext i32 %99 to i64
  %102 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %101
  store i64 %98, ptr %102, align 8
  br label %226

103:                                              ; preds = %12
  %104 = load i32, ptr %7, align 4
  %105 = add nsw i32 %104, -1
  store i32 %105, ptr %7, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %106
  %108 = load i64, ptr %107, align 8
  store i64 %108, ptr %10, align 8
  %109 = load i32, ptr %7, align 4
  %110 = add nsw i32 %109, -1
  store i32 %110, ptr %7, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %111
  %113 = load i64, ptr %112, align 8
  store i64 %113, ptr %9, align 8
  %114 = load i64, ptr %9, align 8
  %115 = load i64, ptr %10, align 8
  %116 = srem i64 %114, %115
  %117 = load i32, ptr %7, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %7, align 4
  %119 = sext i32 %117 to i64
  %120 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %119
  store i64 %116, ptr %120, align 8
  br label %226

121:                                              ; preds = %12
  %122 = load i32, ptr %7, align 4
  %123 = add nsw i32 %122, -1
  store i32 %123, ptr %7, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %124
  %126 = load i64, ptr %125, align 8
  store i64 %126, ptr %10, align 8
  %127 = load i32, ptr %7, align 4
  %128 = add nsw i32 %127, -1
  store i32 %128, ptr %7, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %129
  %131 = load i64, ptr %130, align 8
  store i64 %131, ptr %9, align 8
  %132 = load i64, ptr %9, align 8
  %133 = load i64, ptr %10, align 8
  %134 = icmp slt i64 %132, %133
  %135 = zext i1 %134 to i32
  %136 = sext i32 %135 to i64
  %137 = load i32, ptr %7, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %7, align 4
  %139 = sext i32 %137 to i64
  %140 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %139
  store i64 %136, ptr %140, align 8
  br label %226

141:                                              ; preds = %12
  %142 = load i32, ptr %7, align 4
  %143 = add nsw i32 %142, -1
  store i32 %143, ptr %7, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %144
  %146 = load i64, ptr %145, align 8
  store i64 %146, ptr %10, align 8
  %147 = load i32, ptr %7, align 4
  %148 = add nsw i32 %147, -1
  store i32 %148, ptr %7, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %149
  %151 = load i64, ptr %150, align 8
  store i64 %151, ptr %9, align 8
  %152 = load i64, ptr %9, align 8
  %153 = load i64, ptr %10, align 8
  %154 = icmp sle i64 %152, %153
  %155 = zext i1 %154 to i32
  %156 = sext i32 %155 to i64
  %157 = load i32, ptr %7, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %7, align 4
  %159 = sext i32 %157 to i64
  %160 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %159
  store i64 %156, ptr %160, align 8
  br label %226

161:                                              ; preds = %12
  %162 = load i32, ptr %7, align 4
  %163 = add nsw i32 %162, -1
  store i32 %163, ptr %7, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %164
  %166 = load i64, ptr %165, align 8
  store i64 %166, ptr %10, align 8
  %167 = load i32, ptr %7, align 4
  %168 = add nsw i32 %167, -1
  store i32 %168, ptr %7, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %169
  %171 = load i64, ptr %170, align 8
  store i64 %171, ptr %9, align 8
  %172 = load i64, ptr %9, align 8
  %173 = load i64, ptr %10, align 8
  %174 = icmp eq i64 %172, %173
  %175 = zext i1 %174 to i32
  %176 = sext i32 %175 to i64
  %177 = load i32, ptr %7, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr %7, align 4
  %179 = sext i32 %177 to i64
  %180 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %179
  store i64 %176, ptr %180, align 8
  br label %226

181:                                              ; preds = %12
  %182 = load i32, ptr %7, align 4
  %183 = add nsw i32 %182, -1
  store i32 %183, ptr %7, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %184
  %186 = load i64, ptr %185, align 8
  store i64 %186, ptr %9, align 8
  %187 = load i64, ptr %9, align 8
  %188 = icmp eq i64 %187, 0
  br i1 %188, label %189, label %195

189:                                              ; preds = %181
  %190 = load ptr, ptr %4, align 8
  %191 = load ptr, ptr %8, align 8
  %192 = load i32, ptr %191, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds i32, ptr %190, i64 %193
  store ptr %194, ptr %8, align 8
  br label %198

195:                                              ; preds = %181
  %196 = load ptr, ptr %8, align 8
  %197 = getelementptr inbounds i32, ptr %196, i32 1
  store ptr %197, ptr %8, align 8
  br label %198

198:                                              ; preds = %195, %189
  br label %226

199:                                              ; preds = %12
  %200 = load ptr, ptr %4, align 8
  %201 = load ptr, ptr %8, align 8
  %202 = load i32, ptr %201, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds i32, ptr %200, i64 %203
  store ptr %204, ptr %8, align 8
  br label %226

205:                                              ; preds = %12
  %206 = load i32, ptr %7, align 4
  %207 = sub nsw i32 %206, 1
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %208
  %210 = load i64, ptr %209, align 8
  store i64 %210, ptr %9, align 8
  %211 = load i64, ptr %9, align 8
  %212 = load i32, ptr %7, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %7, align 4
  %214 = sext i32 %212 to i64
  %215 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %214
  store i64 %211, ptr %215, align 8
  br label %226

216:                                              ; preds = %12
  %217 = load i32, ptr %7, align 4
  %218 = add nsw i32 %217, -1
  store i32 %218, ptr %7, align 4
  br label %226

219:                                              ; preds = %12
  %220 = load i32, ptr %7, align 4
  %221 = add nsw i32 %220, -1
  store i32 %221, ptr %7, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %222
  %224 = load i64, ptr %223, align 8
  store i64 %224, ptr %3, align 8
  br label %227

225:                                              ; preds = %12
  store i64 -1, ptr %3, align 8
  br label %227

226:                                              ; preds = %216, %205, %199, %198, %161, %141, %121, %103, %85, %67, %49, %37, %25, %16
  br label %12

227:                                              ; preds = %225, %219
  %228 = load i64, ptr %3, align 8
  ret i64 %228
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
