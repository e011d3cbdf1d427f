; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"max64^2\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"hi=%llu lo=%llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"%d! = %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"u128 max = %s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"i128 min\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [9 x i8] c"i128 max\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"x / 7\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [6 x i8] c"x % 7\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [7 x i8] c"x >> 3\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [9 x i8] c"-x / -13\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [7 x i8] c"1<<100\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [8 x i8] c"max>>77\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [8 x i8] c"pattern\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [14 x i8] c"mulmod: %llu\0A\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [14 x i8] c"3^(p-1) mod p\00", align 1, !dbg !61
@.str.17 = private unnamed_addr constant [15 x i8] c"fib(180) = %s\0A\00", align 1, !dbg !63
@.str.18 = private unnamed_addr constant [12 x i8] c"n1/d1 = %s\0A\00", align 1, !dbg !65
@.str.19 = private unnamed_addr constant [13 x i8] c"n1%%d1 = %s\0A\00", align 1, !dbg !70
@.str.20 = private unnamed_addr constant [25 x i8] c"%s = 0x%08x%08x%08x%08x\0A\00", align 1, !dbg !75
@.str.21 = private unnamed_addr constant [10 x i8] c"%s = -%s\0A\00", align 1, !dbg !80
@.str.22 = private unnamed_addr constant [9 x i8] c"%s = %s\0A\00", align 1, !dbg !82

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !102 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = alloca [48 x i8], align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca [48 x i8], align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i64, align 8
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i32, align 4
  %35 = alloca i128, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca i128, align 16
  %39 = alloca i128, align 16
  %40 = alloca i128, align 16
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !106, !DIExpression(), !107)
  store i128 -36893488147419103231, ptr %2, align 16, !dbg !107
  %41 = load i128, ptr %2, align 16, !dbg !108
  store i128 %41, ptr %3, align 16, !dbg !109
  %42 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0, !dbg !109
  %43 = load i64, ptr %42, align 16, !dbg !109
  %44 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1, !dbg !109
  %45 = load i64, ptr %44, align 8, !dbg !109
  call void @print_hex(ptr noundef @.str, i64 noundef %43, i64 noundef %45), !dbg !109
  %46 = load i128, ptr %2, align 16, !dbg !110
  %47 = lshr i128 %46, 64, !dbg !111
  %48 = trunc i128 %47 to i64, !dbg !112
  %49 = load i128, ptr %2, align 16, !dbg !113
  %50 = trunc i128 %49 to i64, !dbg !114
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %48, i64 noundef %50), !dbg !115
    #dbg_declare(ptr %4, !116, !DIExpression(), !117)
  store i128 1, ptr %4, align 16, !dbg !117
    #dbg_declare(ptr %5, !118, !DIExpression(), !120)
  store i32 1, ptr %5, align 4, !dbg !120
  br label %52, !dbg !121

52:                                               ; preds = %77, %0
  %53 = load i32, ptr %5, align 4, !dbg !122
  %54 = icmp sle i32 %53, 34, !dbg !124
  br i1 %54, label %55, label %80, !dbg !125

55:                                               ; preds = %52
  %56 = load i32, ptr %5, align 4, !dbg !126
  %57 = sext i32 %56 to i128, !dbg !128
  %58 = load i128, ptr %4, align 16, !dbg !129
  %59 = mul i128 %58, %57, !dbg !129
  store i128 %59, ptr %4, align 16, !dbg !129
  %60 = load i32, ptr %5, align 4, !dbg !130
  %61 = icmp sge i32 %60, 20, !dbg !132
  br i1 %61, label %62, label %76, !dbg !133

62:                                               ; preds = %55
  %63 = load i32, ptr %5, align 4, !dbg !134
  %64 = srem i32 %63, 2, !dbg !135
  %65 = icmp eq i32 %64, 0, !dbg !136
  br i1 %65, label %66, label %76, !dbg !137

66:                                               ; preds = %62
    #dbg_declare(ptr %6, !138, !DIExpression(), !143)
  %67 = load i128, ptr %4, align 16, !dbg !144
  %68 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 0, !dbg !145
  store i128 %67, ptr %7, align 16, !dbg !146
  %69 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0, !dbg !146
  %70 = load i64, ptr %69, align 16, !dbg !146
  %71 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1, !dbg !146
  %72 = load i64, ptr %71, align 8, !dbg !146
  call void @to_dec(i64 noundef %70, i64 noundef %72, ptr noundef %68), !dbg !146
  %73 = load i32, ptr %5, align 4, !dbg !147
  %74 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 0, !dbg !148
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %73, ptr noundef %74), !dbg !149
  br label %76, !dbg !150

76:                                               ; preds = %66, %62, %55
  br label %77, !dbg !151

77:                                               ; preds = %76
  %78 = load i32, ptr %5, align 4, !dbg !152
  %79 = add nsw i32 %78, 1, !dbg !152
  store i32 %79, ptr %5, align 4, !dbg !152
  br label %52, !dbg !153, !llvm.loop !154

80:                                               ; preds = %52
    #dbg_declare(ptr %8, !157, !DIExpression(), !158)
  store i128 -1, ptr %8, align 16, !dbg !158
    #dbg_declare(ptr %9, !159, !DIExpression(), !160)
  %81 = load i128, ptr %8, align 16, !dbg !161
  %82 = getelementptr inbounds [48 x i8], ptr %9, i64 0, i64 0, !dbg !162
  store i128 %81, ptr %10, align 16, !dbg !163
  %83 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0, !dbg !163
  %84 = load i64, ptr %83, align 16, !dbg !163
  %85 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1, !dbg !163
  %86 = load i64, ptr %85, align 8, !dbg !163
  call void @to_dec(i64 noundef %84, i64 noundef %86, ptr noundef %82), !dbg !163
  %87 = getelementptr inbounds [48 x i8], ptr %9, i64 0, i64 0, !dbg !164
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %87), !dbg !165
    #dbg_declare(ptr %11, !166, !DIExpression(), !167)
  store i128 -170141183460469231731687303715884105728, ptr %11, align 16, !dbg !167
    #dbg_declare(ptr %12, !168, !DIExpression(), !169)
  %89 = load i128, ptr %8, align 16, !dbg !170
  %90 = lshr i128 %89, 1, !dbg !171
  store i128 %90, ptr %12, align 16, !dbg !169
  %91 = load i128, ptr %11, align 16, !dbg !172
  store i128 %91, ptr %13, align 16, !dbg !173
  %92 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0, !dbg !173
  %93 = load i64, ptr %92, align 16, !dbg !173
  %94 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1, !dbg !173
  %95 = load i64, ptr %94, align 8, !dbg !173
  call void @print_dec(ptr noundef @.str.4, i64 noundef %93, i64 noundef %95), !dbg !173
  %96 = load i128, ptr %12, align 16, !dbg !174
  store i128 %96, ptr %14, align 16, !dbg !175
  %97 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0, !dbg !175
  %98 = load i64, ptr %97, align 16, !dbg !175
  %99 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1, !dbg !175
  %100 = load i64, ptr %99, align 8, !dbg !175
  call void @print_dec(ptr noundef @.str.5, i64 noundef %98, i64 noundef %100), !dbg !175
    #dbg_declare(ptr %15, !176, !DIExpression(), !177)
  store i128 -123456789012345678, ptr %15, align 16, !dbg !177
  %101 = load i128, ptr %15, align 16, !dbg !178
  %102 = mul nsw i128 %101, 1000000000000, !dbg !178
  store i128 %102, ptr %15, align 16, !dbg !178
  %103 = load i128, ptr %15, align 16, !dbg !179
  store i128 %103, ptr %16, align 16, !dbg !180
  %104 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0, !dbg !180
  %105 = load i64, ptr %104, align 16, !dbg !180
  %106 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1, !dbg !180
  %107 = load i64, ptr %106, align 8, !dbg !180
  call void @print_dec(ptr noundef @.str.6, i64 noundef %105, i64 noundef %107), !dbg !180
  %108 = load i128, ptr %15, align 16, !dbg !181
  %109 = sdiv i128 %108, 7, !dbg !182
  store i128 %109, ptr %17, align 16, !dbg !183
  %110 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0, !dbg !183
  %111 = load i64, ptr %110, align 16, !dbg !183
  %112 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1, !dbg !183
  %113 = load i64, ptr %112, align 8, !dbg !183
  call void @print_dec(ptr noundef @.str.7, i64 noundef %111, i64 noundef %113), !dbg !183
  %114 = load i128, ptr %15, align 16, !dbg !184
  %115 = srem i128 %114, 7, !dbg !185
  store i128 %115, ptr %18, align 16, !dbg !186
  %116 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0, !dbg !186
  %117 = load i64, ptr %116, align 16, !dbg !186
  %118 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1, !dbg !186
  %119 = load i64, ptr %118, align 8, !dbg !186
  call void @print_dec(ptr noundef @.str.8, i64 noundef %117, i64 noundef %119), !dbg !186
  %120 = load i128, ptr %15, align 16, !dbg !187
  %121 = ashr i128 %120, 3, !dbg !188
  store i128 %121, ptr %19, align 16, !dbg !189
  %122 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0, !dbg !189
  %123 = load i64, ptr %122, align 16, !dbg !189
  %124 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1, !dbg !189
  %125 = load i64, ptr %124, align 8, !dbg !189
  call void @print_dec(ptr noundef @.str.9, i64 noundef %123, i64 noundef %125), !dbg !189
  %126 = load i128, ptr %15, align 16, !dbg !190
  %127 = sub nsw i128 0, %126, !dbg !191
  %128 = sdiv i128 %127, -13, !dbg !192
  store i128 %128, ptr %20, align 16, !dbg !193
  %129 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0, !dbg !193
  %130 = load i64, ptr %129, align 16, !dbg !193
  %131 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1, !dbg !193
  %132 = load i64, ptr %131, align 8, !dbg !193
  call void @print_dec(ptr noundef @.str.10, i64 noundef %130, i64 noundef %132), !dbg !193
  %133 = load i128, ptr %15, align 16, !dbg !194
  %134 = icmp slt i128 %133, 0, !dbg !195
  %135 = zext i1 %134 to i32, !dbg !195
  %136 = load i128, ptr %15, align 16, !dbg !196
  %137 = icmp ugt i128 %136, 1, !dbg !197
  %138 = zext i1 %137 to i32, !dbg !197
  %139 = load i128, ptr %11, align 16, !dbg !198
  %140 = load i128, ptr %12, align 16, !dbg !199
  %141 = icmp slt i128 %139, %140, !dbg !200
  %142 = zext i1 %141 to i32, !dbg !200
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %135, i32 noundef %138, i32 noundef %142), !dbg !201
  store i128 1267650600228229401496703205376, ptr %21, align 16, !dbg !202
  %144 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0, !dbg !202
  %145 = load i64, ptr %144, align 16, !dbg !202
  %146 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1, !dbg !202
  %147 = load i64, ptr %146, align 8, !dbg !202
  call void @print_hex(ptr noundef @.str.12, i64 noundef %145, i64 noundef %147), !dbg !202
  %148 = load i128, ptr %8, align 16, !dbg !203
  %149 = lshr i128 %148, 77, !dbg !204
  store i128 %149, ptr %22, align 16, !dbg !205
  %150 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0, !dbg !205
  %151 = load i64, ptr %150, align 16, !dbg !205
  %152 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1, !dbg !205
  %153 = load i64, ptr %152, align 8, !dbg !205
  call void @print_hex(ptr noundef @.str.13, i64 noundef %151, i64 noundef %153), !dbg !205
  store i128 1512366075204170947332355369683137040, ptr %23, align 16, !dbg !206
  %154 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0, !dbg !206
  %155 = load i64, ptr %154, align 16, !dbg !206
  %156 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1, !dbg !206
  %157 = load i64, ptr %156, align 8, !dbg !206
  call void @print_hex(ptr noundef @.str.14, i64 noundef %155, i64 noundef %157), !dbg !206
    #dbg_declare(ptr %24, !207, !DIExpression(), !213)
  store i64 1000000007, ptr %24, align 8, !dbg !213
  %158 = load i64, ptr %24, align 8, !dbg !214
  %159 = call { i64, i64 } @mulmod_check(i64 noundef -15, i64 noundef -13, i64 noundef %158), !dbg !215
  %160 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0, !dbg !215
  %161 = extractvalue { i64, i64 } %159, 0, !dbg !215
  store i64 %161, ptr %160, align 16, !dbg !215
  %162 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1, !dbg !215
  %163 = extractvalue { i64, i64 } %159, 1, !dbg !215
  store i64 %163, ptr %162, align 8, !dbg !215
  %164 = load i128, ptr %25, align 16, !dbg !215
  %165 = trunc i128 %164 to i64, !dbg !216
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %165), !dbg !217
    #dbg_declare(ptr %26, !218, !DIExpression(), !219)
  store i128 618970019642690137449562111, ptr %26, align 16, !dbg !219
  %167 = load i128, ptr %26, align 16, !dbg !220
  %168 = sub i128 %167, 1, !dbg !221
  %169 = load i128, ptr %26, align 16, !dbg !222
  store i128 3, ptr %27, align 16, !dbg !223
  %170 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0, !dbg !223
  %171 = load i64, ptr %170, align 16, !dbg !223
  %172 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1, !dbg !223
  %173 = load i64, ptr %172, align 8, !dbg !223
  store i128 %168, ptr %28, align 16, !dbg !223
  %174 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0, !dbg !223
  %175 = load i64, ptr %174, align 16, !dbg !223
  %176 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1, !dbg !223
  %177 = load i64, ptr %176, align 8, !dbg !223
  store i128 %169, ptr %29, align 16, !dbg !223
  %178 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0, !dbg !223
  %179 = load i64, ptr %178, align 16, !dbg !223
  %180 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1, !dbg !223
  %181 = load i64, ptr %180, align 8, !dbg !223
  %182 = call { i64, i64 } @powmod(i64 noundef %171, i64 noundef %173, i64 noundef %175, i64 noundef %177, i64 noundef %179, i64 noundef %181), !dbg !223
  %183 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0, !dbg !223
  %184 = extractvalue { i64, i64 } %182, 0, !dbg !223
  store i64 %184, ptr %183, align 16, !dbg !223
  %185 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1, !dbg !223
  %186 = extractvalue { i64, i64 } %182, 1, !dbg !223
  store i64 %186, ptr %185, align 8, !dbg !223
  %187 = load i128, ptr %30, align 16, !dbg !223
  store i128 %187, ptr %31, align 16, !dbg !224
  %188 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 0, !dbg !224
  %189 = load i64, ptr %188, align 16, !dbg !224
  %190 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 1, !dbg !224
  %191 = load i64, ptr %190, align 8, !dbg !224
  call void @print_hex(ptr noundef @.str.16, i64 noundef %189, i64 noundef %191), !dbg !224
    #dbg_declare(ptr %32, !225, !DIExpression(), !226)
  store i128 0, ptr %32, align 16, !dbg !226
    #dbg_declare(ptr %33, !227, !DIExpression(), !228)
  store i128 1, ptr %33, align 16, !dbg !228
    #dbg_declare(ptr %34, !229, !DIExpression(), !231)
  store i32 0, ptr %34, align 4, !dbg !231
  br label %192, !dbg !232

192:                                              ; preds = %201, %80
  %193 = load i32, ptr %34, align 4, !dbg !233
  %194 = icmp slt i32 %193, 180, !dbg !235
  br i1 %194, label %195, label %204, !dbg !236

195:                                              ; preds = %192
    #dbg_declare(ptr %35, !237, !DIExpression(), !239)
  %196 = load i128, ptr %32, align 16, !dbg !240
  %197 = load i128, ptr %33, align 16, !dbg !241
  %198 = add i128 %196, %197, !dbg !242
  store i128 %198, ptr %35, align 16, !dbg !239
  %199 = load i128, ptr %33, align 16, !dbg !243
  store i128 %199, ptr %32, align 16, !dbg !244
  %200 = load i128, ptr %35, align 16, !dbg !245
  store i128 %200, ptr %33, align 16, !dbg !246
  br label %201, !dbg !247

201:                                              ; preds = %195
  %202 = load i32, ptr %34, align 4, !dbg !248
  %203 = add nsw i32 %202, 1, !dbg !248
  store i32 %203, ptr %34, align 4, !dbg !248
  br label %192, !dbg !249, !llvm.loop !250

204:                                              ; preds = %192
  %205 = load i128, ptr %32, align 16, !dbg !252
  %206 = getelementptr inbounds [48 x i8], ptr %9, i64 0, i64 0, !dbg !253
  store i128 %205, ptr %36, align 16, !dbg !254
  %207 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 0, !dbg !254
  %208 = load i64, ptr %207, align 16, !dbg !254
  %209 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 1, !dbg !254
  %210 = load i64, ptr %209, align 8, !dbg !254
  call void @to_dec(i64 noundef %208, i64 noundef %210, ptr noundef %206), !dbg !254
  %211 = getelementptr inbounds [48 x i8], ptr %9, i64 0, i64 0, !dbg !255
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %211), !dbg !256
    #dbg_declare(ptr %37, !257, !DIExpression(), !258)
  store i128 5769218730913055877352422125625, ptr %37, align 16, !dbg !258
    #dbg_declare(ptr %38, !259, !DIExpression(), !260)
  store i128 42913938832097357, ptr %38, align 16, !dbg !260
  %213 = load i128, ptr %37, align 16, !dbg !261
  %214 = load i128, ptr %38, align 16, !dbg !262
  %215 = udiv i128 %213, %214, !dbg !263
  %216 = getelementptr inbounds [48 x i8], ptr %9, i64 0, i64 0, !dbg !264
  store i128 %215, ptr %39, align 16, !dbg !265
  %217 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 0, !dbg !265
  %218 = load i64, ptr %217, align 16, !dbg !265
  %219 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 1, !dbg !265
  %220 = load i64, ptr %219, align 8, !dbg !265
  call void @to_dec(i64 noundef %218, i64 noundef %220, ptr noundef %216), !dbg !265
  %221 = getelementptr inbounds [48 x i8], ptr %9, i64 0, i64 0, !dbg !266
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %221), !dbg !267
  %223 = load i128, ptr %37, align 16, !dbg !268
  %224 = load i128, ptr %38, align 16, !dbg !269
  %225 = urem i128 %223, %224, !dbg !270
  %226 = getelementptr inbounds [48 x i8], ptr %9, i64 0, i64 0, !dbg !271
  store i128 %225, ptr %40, align 16, !dbg !272
  %227 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 0, !dbg !272
  %228 = load i64, ptr %227, align 16, !dbg !272
  %229 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 1, !dbg !272
  %230 = load i64, ptr %229, align 8, !dbg !272
  call void @to_dec(i64 noundef %228, i64 noundef %230, ptr noundef %226), !dbg !272
  %231 = getelementptr inbounds [48 x i8], ptr %9, i64 0, i64 0, !dbg !273
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %231), !dbg !274
  ret i32 0, !dbg !275
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_hex(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 !dbg !276 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %8, align 8
  %9 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !281, !DIExpression(), !282)
  store i128 %9, ptr %6, align 16
    #dbg_declare(ptr %6, !283, !DIExpression(), !284)
  %10 = load ptr, ptr %5, align 8, !dbg !285
  %11 = load i128, ptr %6, align 16, !dbg !286
  %12 = lshr i128 %11, 96, !dbg !287
  %13 = trunc i128 %12 to i32, !dbg !288
  %14 = load i128, ptr %6, align 16, !dbg !289
  %15 = lshr i128 %14, 64, !dbg !290
  %16 = trunc i128 %15 to i32, !dbg !291
  %17 = load i128, ptr %6, align 16, !dbg !292
  %18 = lshr i128 %17, 32, !dbg !293
  %19 = trunc i128 %18 to i32, !dbg !294
  %20 = load i128, ptr %6, align 16, !dbg !295
  %21 = trunc i128 %20 to i32, !dbg !296
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %10, i32 noundef %13, i32 noundef %16, i32 noundef %19, i32 noundef %21), !dbg !297
  ret void, !dbg !298
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @to_dec(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 !dbg !299 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = alloca [48 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %4, align 16
  store i128 %12, ptr %5, align 16
    #dbg_declare(ptr %5, !303, !DIExpression(), !304)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !305, !DIExpression(), !306)
    #dbg_declare(ptr %7, !307, !DIExpression(), !308)
    #dbg_declare(ptr %8, !309, !DIExpression(), !310)
  store i32 0, ptr %8, align 4, !dbg !310
  br label %13, !dbg !311

13:                                               ; preds = %25, %3
  %14 = load i128, ptr %5, align 16, !dbg !312
  %15 = urem i128 %14, 10, !dbg !314
  %16 = trunc i128 %15 to i32, !dbg !315
  %17 = add nsw i32 48, %16, !dbg !316
  %18 = trunc i32 %17 to i8, !dbg !317
  %19 = load i32, ptr %8, align 4, !dbg !318
  %20 = add nsw i32 %19, 1, !dbg !318
  store i32 %20, ptr %8, align 4, !dbg !318
  %21 = sext i32 %19 to i64, !dbg !319
  %22 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %21, !dbg !319
  store i8 %18, ptr %22, align 1, !dbg !320
  %23 = load i128, ptr %5, align 16, !dbg !321
  %24 = udiv i128 %23, 10, !dbg !321
  store i128 %24, ptr %5, align 16, !dbg !321
  br label %25, !dbg !322

25:                                               ; preds = %13
  %26 = load i128, ptr %5, align 16, !dbg !323
  %27 = icmp ne i128 %26, 0, !dbg !322
  br i1 %27, label %13, label %28, !dbg !322, !llvm.loop !324

28:                                               ; preds = %25
    #dbg_declare(ptr %9, !326, !DIExpression(), !328)
  store i32 0, ptr %9, align 4, !dbg !328
  br label %29, !dbg !329

29:                                               ; preds = %45, %28
  %30 = load i32, ptr %9, align 4, !dbg !330
  %31 = load i32, ptr %8, align 4, !dbg !332
  %32 = icmp slt i32 %30, %31, !dbg !333
  br i1 %32, label %33, label %48, !dbg !334

33:                                               ; preds = %29
  %34 = load i32, ptr %8, align 4, !dbg !335
  %35 = sub nsw i32 %34, 1, !dbg !336
  %36 = load i32, ptr %9, align 4, !dbg !337
  %37 = sub nsw i32 %35, %36, !dbg !338
  %38 = sext i32 %37 to i64, !dbg !339
  %39 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %38, !dbg !339
  %40 = load i8, ptr %39, align 1, !dbg !339
  %41 = load ptr, ptr %6, align 8, !dbg !340
  %42 = load i32, ptr %9, align 4, !dbg !341
  %43 = sext i32 %42 to i64, !dbg !340
  %44 = getelementptr inbounds i8, ptr %41, i64 %43, !dbg !340
  store i8 %40, ptr %44, align 1, !dbg !342
  br label %45, !dbg !340

45:                                               ; preds = %33
  %46 = load i32, ptr %9, align 4, !dbg !343
  %47 = add nsw i32 %46, 1, !dbg !343
  store i32 %47, ptr %9, align 4, !dbg !343
  br label %29, !dbg !344, !llvm.loop !345

48:                                               ; preds = %29
  %49 = load ptr, ptr %6, align 8, !dbg !347
  %50 = load i32, ptr %8, align 4, !dbg !348
  %51 = sext i32 %50 to i64, !dbg !347
  %52 = getelementptr inbounds i8, ptr %49, i64 %51, !dbg !347
  store i8 0, ptr %52, align 1, !dbg !349
  ret void, !dbg !350
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_dec(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 !dbg !351 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = alloca [48 x i8], align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %11, align 8
  %12 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !354, !DIExpression(), !355)
  store i128 %12, ptr %6, align 16
    #dbg_declare(ptr %6, !356, !DIExpression(), !357)
    #dbg_declare(ptr %7, !358, !DIExpression(), !359)
  %13 = load i128, ptr %6, align 16, !dbg !360
  %14 = icmp slt i128 %13, 0, !dbg !362
  br i1 %14, label %15, label %26, !dbg !363

15:                                               ; preds = %3
  %16 = load i128, ptr %6, align 16, !dbg !364
  %17 = sub i128 0, %16, !dbg !366
  %18 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 0, !dbg !367
  store i128 %17, ptr %8, align 16, !dbg !368
  %19 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0, !dbg !368
  %20 = load i64, ptr %19, align 16, !dbg !368
  %21 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1, !dbg !368
  %22 = load i64, ptr %21, align 8, !dbg !368
  call void @to_dec(i64 noundef %20, i64 noundef %22, ptr noundef %18), !dbg !368
  %23 = load ptr, ptr %5, align 8, !dbg !369
  %24 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 0, !dbg !370
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %23, ptr noundef %24), !dbg !371
  br label %36, !dbg !372

26:                                               ; preds = %3
  %27 = load i128, ptr %6, align 16, !dbg !373
  %28 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 0, !dbg !375
  store i128 %27, ptr %9, align 16, !dbg !376
  %29 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0, !dbg !376
  %30 = load i64, ptr %29, align 16, !dbg !376
  %31 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1, !dbg !376
  %32 = load i64, ptr %31, align 8, !dbg !376
  call void @to_dec(i64 noundef %30, i64 noundef %32, ptr noundef %28), !dbg !376
  %33 = load ptr, ptr %5, align 8, !dbg !377
  %34 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 0, !dbg !378
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %33, ptr noundef %34), !dbg !379
  br label %36

36:                                               ; preds = %26, %15
  ret void, !dbg !380
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mulmod_check(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 !dbg !381 {
  %4 = alloca i128, align 16
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %5, align 8
    #dbg_declare(ptr %5, !384, !DIExpression(), !385)
  store i64 %1, ptr %6, align 8
    #dbg_declare(ptr %6, !386, !DIExpression(), !387)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !388, !DIExpression(), !389)
  %8 = load i64, ptr %5, align 8, !dbg !390
  %9 = zext i64 %8 to i128, !dbg !391
  %10 = load i64, ptr %6, align 8, !dbg !392
  %11 = zext i64 %10 to i128, !dbg !392
  %12 = mul i128 %9, %11, !dbg !393
  %13 = load i64, ptr %7, align 8, !dbg !394
  %14 = zext i64 %13 to i128, !dbg !394
  %15 = urem i128 %12, %14, !dbg !395
  store i128 %15, ptr %4, align 16, !dbg !396
  %16 = load { i64, i64 }, ptr %4, align 16, !dbg !396
  ret { i64, i64 } %16, !dbg !396
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) #0 !dbg !397 {
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  store i64 %0, ptr %15, align 16
  %16 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  store i64 %1, ptr %16, align 8
  %17 = load i128, ptr %8, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %2, ptr %18, align 16
  %19 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %3, ptr %19, align 8
  %20 = load i128, ptr %9, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  store i64 %4, ptr %21, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  store i64 %5, ptr %22, align 8
  %23 = load i128, ptr %10, align 16
  store i128 %17, ptr %11, align 16
    #dbg_declare(ptr %11, !400, !DIExpression(), !401)
  store i128 %20, ptr %12, align 16
    #dbg_declare(ptr %12, !402, !DIExpression(), !403)
  store i128 %23, ptr %13, align 16
    #dbg_declare(ptr %13, !404, !DIExpression(), !405)
    #dbg_declare(ptr %14, !406, !DIExpression(), !407)
  store i128 1, ptr %14, align 16, !dbg !407
  %24 = load i128, ptr %13, align 16, !dbg !408
  %25 = load i128, ptr %11, align 16, !dbg !409
  %26 = urem i128 %25, %24, !dbg !409
  store i128 %26, ptr %11, align 16, !dbg !409
  br label %27, !dbg !410

27:                                               ; preds = %40, %6
  %28 = load i128, ptr %12, align 16, !dbg !411
  %29 = icmp ne i128 %28, 0, !dbg !410
  br i1 %29, label %30, label %48, !dbg !410

30:                                               ; preds = %27
  %31 = load i128, ptr %12, align 16, !dbg !412
  %32 = and i128 %31, 1, !dbg !415
  %33 = icmp ne i128 %32, 0, !dbg !415
  br i1 %33, label %34, label %40, !dbg !416

34:                                               ; preds = %30
  %35 = load i128, ptr %14, align 16, !dbg !417
  %36 = load i128, ptr %11, align 16, !dbg !418
  %37 = mul i128 %35, %36, !dbg !419
  %38 = load i128, ptr %13, align 16, !dbg !420
  %39 = urem i128 %37, %38, !dbg !421
  store i128 %39, ptr %14, align 16, !dbg !422
  br label %40, !dbg !423

40:                                               ; preds = %34, %30
  %41 = load i128, ptr %11, align 16, !dbg !424
  %42 = load i128, ptr %11, align 16, !dbg !425
  %43 = mul i128 %41, %42, !dbg !426
  %44 = load i128, ptr %13, align 16, !dbg !427
  %45 = urem i128 %43, %44, !dbg !428
  store i128 %45, ptr %11, align 16, !dbg !429
  %46 = load i128, ptr %12, align 16, !dbg !430
  %47 = lshr i128 %46, 1, !dbg !430
  store i128 %47, ptr %12, align 16, !dbg !430
  br label %27, !dbg !410, !llvm.loop !431

48:                                               ; preds = %27
  %49 = load i128, ptr %14, align 16, !dbg !433
  store i128 %49, ptr %7, align 16, !dbg !434
  %50 = load { i64, i64 }, ptr %7, align 16, !dbg !434
  ret { i64, i64 } %50, !dbg !434
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!84}
!llvm.module.flags = !{!94, !95, !96, !97, !98, !99, !100}
!llvm.ident = !{!101}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "int128.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "07e584c2b49590e04d3ecfd432bb87a2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 7)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !24, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !19, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !43, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !3, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !3, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 14)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !58, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !19, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 12)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 13)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 25)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!84 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !85, globals: !93, splitDebugInlining: false, nameTableKind: None)
!85 = !{!86, !88, !89, !91, !4, !92}
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 6, baseType: !87)
!87 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!88 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 7, baseType: !90)
!90 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!91 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!92 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!93 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !41, !46, !48, !50, !52, !54, !56, !61, !63, !65, !70, !75, !80, !82}
!94 = !{i32 7, !"Dwarf Version", i32 5}
!95 = !{i32 2, !"Debug Info Version", i32 3}
!96 = !{i32 1, !"wchar_size", i32 4}
!97 = !{i32 8, !"PIC Level", i32 2}
!98 = !{i32 7, !"PIE Level", i32 2}
!99 = !{i32 7, !"uwtable", i32 2}
!100 = !{i32 7, !"frame-pointer", i32 2}
!101 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!102 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !103, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !84, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!92}
!105 = !{}
!106 = !DILocalVariable(name: "a", scope: !102, file: !2, line: 52, type: !86)
!107 = !DILocation(line: 52, column: 10, scope: !102)
!108 = !DILocation(line: 53, column: 26, scope: !102)
!109 = !DILocation(line: 53, column: 5, scope: !102)
!110 = !DILocation(line: 54, column: 54, scope: !102)
!111 = !DILocation(line: 54, column: 56, scope: !102)
!112 = !DILocation(line: 54, column: 33, scope: !102)
!113 = !DILocation(line: 54, column: 84, scope: !102)
!114 = !DILocation(line: 54, column: 64, scope: !102)
!115 = !DILocation(line: 54, column: 5, scope: !102)
!116 = !DILocalVariable(name: "f", scope: !102, file: !2, line: 55, type: !86)
!117 = !DILocation(line: 55, column: 10, scope: !102)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 56, type: !92)
!119 = distinct !DILexicalBlock(scope: !102, file: !2, line: 56, column: 5)
!120 = !DILocation(line: 56, column: 14, scope: !119)
!121 = !DILocation(line: 56, column: 10, scope: !119)
!122 = !DILocation(line: 56, column: 21, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !2, line: 56, column: 5)
!124 = !DILocation(line: 56, column: 23, scope: !123)
!125 = !DILocation(line: 56, column: 5, scope: !119)
!126 = !DILocation(line: 57, column: 20, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !2, line: 56, column: 35)
!128 = !DILocation(line: 57, column: 14, scope: !127)
!129 = !DILocation(line: 57, column: 11, scope: !127)
!130 = !DILocation(line: 58, column: 13, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !2, line: 58, column: 13)
!132 = !DILocation(line: 58, column: 15, scope: !131)
!133 = !DILocation(line: 58, column: 21, scope: !131)
!134 = !DILocation(line: 58, column: 24, scope: !131)
!135 = !DILocation(line: 58, column: 26, scope: !131)
!136 = !DILocation(line: 58, column: 30, scope: !131)
!137 = !DILocation(line: 58, column: 13, scope: !127)
!138 = !DILocalVariable(name: "buf", scope: !139, file: !2, line: 59, type: !140)
!139 = distinct !DILexicalBlock(scope: !131, file: !2, line: 58, column: 36)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 48)
!143 = !DILocation(line: 59, column: 18, scope: !139)
!144 = !DILocation(line: 60, column: 20, scope: !139)
!145 = !DILocation(line: 60, column: 23, scope: !139)
!146 = !DILocation(line: 60, column: 13, scope: !139)
!147 = !DILocation(line: 61, column: 34, scope: !139)
!148 = !DILocation(line: 61, column: 37, scope: !139)
!149 = !DILocation(line: 61, column: 13, scope: !139)
!150 = !DILocation(line: 62, column: 9, scope: !139)
!151 = !DILocation(line: 63, column: 5, scope: !127)
!152 = !DILocation(line: 56, column: 31, scope: !123)
!153 = !DILocation(line: 56, column: 5, scope: !123)
!154 = distinct !{!154, !125, !155, !156}
!155 = !DILocation(line: 63, column: 5, scope: !119)
!156 = !{!"llvm.loop.mustprogress"}
!157 = !DILocalVariable(name: "max", scope: !102, file: !2, line: 64, type: !86)
!158 = !DILocation(line: 64, column: 10, scope: !102)
!159 = !DILocalVariable(name: "buf", scope: !102, file: !2, line: 65, type: !140)
!160 = !DILocation(line: 65, column: 10, scope: !102)
!161 = !DILocation(line: 66, column: 12, scope: !102)
!162 = !DILocation(line: 66, column: 17, scope: !102)
!163 = !DILocation(line: 66, column: 5, scope: !102)
!164 = !DILocation(line: 67, column: 31, scope: !102)
!165 = !DILocation(line: 67, column: 5, scope: !102)
!166 = !DILocalVariable(name: "smin", scope: !102, file: !2, line: 68, type: !89)
!167 = !DILocation(line: 68, column: 10, scope: !102)
!168 = !DILocalVariable(name: "smax", scope: !102, file: !2, line: 69, type: !89)
!169 = !DILocation(line: 69, column: 10, scope: !102)
!170 = !DILocation(line: 69, column: 24, scope: !102)
!171 = !DILocation(line: 69, column: 28, scope: !102)
!172 = !DILocation(line: 70, column: 27, scope: !102)
!173 = !DILocation(line: 70, column: 5, scope: !102)
!174 = !DILocation(line: 71, column: 27, scope: !102)
!175 = !DILocation(line: 71, column: 5, scope: !102)
!176 = !DILocalVariable(name: "x", scope: !102, file: !2, line: 72, type: !89)
!177 = !DILocation(line: 72, column: 10, scope: !102)
!178 = !DILocation(line: 73, column: 7, scope: !102)
!179 = !DILocation(line: 74, column: 20, scope: !102)
!180 = !DILocation(line: 74, column: 5, scope: !102)
!181 = !DILocation(line: 75, column: 24, scope: !102)
!182 = !DILocation(line: 75, column: 26, scope: !102)
!183 = !DILocation(line: 75, column: 5, scope: !102)
!184 = !DILocation(line: 76, column: 24, scope: !102)
!185 = !DILocation(line: 76, column: 26, scope: !102)
!186 = !DILocation(line: 76, column: 5, scope: !102)
!187 = !DILocation(line: 77, column: 25, scope: !102)
!188 = !DILocation(line: 77, column: 27, scope: !102)
!189 = !DILocation(line: 77, column: 5, scope: !102)
!190 = !DILocation(line: 78, column: 28, scope: !102)
!191 = !DILocation(line: 78, column: 27, scope: !102)
!192 = !DILocation(line: 78, column: 30, scope: !102)
!193 = !DILocation(line: 78, column: 5, scope: !102)
!194 = !DILocation(line: 79, column: 31, scope: !102)
!195 = !DILocation(line: 79, column: 33, scope: !102)
!196 = !DILocation(line: 79, column: 44, scope: !102)
!197 = !DILocation(line: 79, column: 46, scope: !102)
!198 = !DILocation(line: 79, column: 57, scope: !102)
!199 = !DILocation(line: 79, column: 64, scope: !102)
!200 = !DILocation(line: 79, column: 62, scope: !102)
!201 = !DILocation(line: 79, column: 5, scope: !102)
!202 = !DILocation(line: 80, column: 5, scope: !102)
!203 = !DILocation(line: 81, column: 26, scope: !102)
!204 = !DILocation(line: 81, column: 30, scope: !102)
!205 = !DILocation(line: 81, column: 5, scope: !102)
!206 = !DILocation(line: 82, column: 5, scope: !102)
!207 = !DILocalVariable(name: "m", scope: !102, file: !2, line: 83, type: !208)
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !209, line: 27, baseType: !210)
!209 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!210 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !211, line: 45, baseType: !212)
!211 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!212 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!213 = !DILocation(line: 83, column: 14, scope: !102)
!214 = !DILocation(line: 84, column: 109, scope: !102)
!215 = !DILocation(line: 84, column: 50, scope: !102)
!216 = !DILocation(line: 84, column: 30, scope: !102)
!217 = !DILocation(line: 84, column: 5, scope: !102)
!218 = !DILocalVariable(name: "big_mod", scope: !102, file: !2, line: 85, type: !86)
!219 = !DILocation(line: 85, column: 10, scope: !102)
!220 = !DILocation(line: 86, column: 42, scope: !102)
!221 = !DILocation(line: 86, column: 50, scope: !102)
!222 = !DILocation(line: 86, column: 55, scope: !102)
!223 = !DILocation(line: 86, column: 32, scope: !102)
!224 = !DILocation(line: 86, column: 5, scope: !102)
!225 = !DILocalVariable(name: "p", scope: !102, file: !2, line: 88, type: !86)
!226 = !DILocation(line: 88, column: 10, scope: !102)
!227 = !DILocalVariable(name: "q", scope: !102, file: !2, line: 88, type: !86)
!228 = !DILocation(line: 88, column: 17, scope: !102)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 89, type: !92)
!230 = distinct !DILexicalBlock(scope: !102, file: !2, line: 89, column: 5)
!231 = !DILocation(line: 89, column: 14, scope: !230)
!232 = !DILocation(line: 89, column: 10, scope: !230)
!233 = !DILocation(line: 89, column: 21, scope: !234)
!234 = distinct !DILexicalBlock(scope: !230, file: !2, line: 89, column: 5)
!235 = !DILocation(line: 89, column: 23, scope: !234)
!236 = !DILocation(line: 89, column: 5, scope: !230)
!237 = !DILocalVariable(name: "t", scope: !238, file: !2, line: 90, type: !86)
!238 = distinct !DILexicalBlock(scope: !234, file: !2, line: 89, column: 35)
!239 = !DILocation(line: 90, column: 14, scope: !238)
!240 = !DILocation(line: 90, column: 18, scope: !238)
!241 = !DILocation(line: 90, column: 22, scope: !238)
!242 = !DILocation(line: 90, column: 20, scope: !238)
!243 = !DILocation(line: 91, column: 13, scope: !238)
!244 = !DILocation(line: 91, column: 11, scope: !238)
!245 = !DILocation(line: 92, column: 13, scope: !238)
!246 = !DILocation(line: 92, column: 11, scope: !238)
!247 = !DILocation(line: 93, column: 5, scope: !238)
!248 = !DILocation(line: 89, column: 31, scope: !234)
!249 = !DILocation(line: 89, column: 5, scope: !234)
!250 = distinct !{!250, !236, !251, !156}
!251 = !DILocation(line: 93, column: 5, scope: !230)
!252 = !DILocation(line: 94, column: 12, scope: !102)
!253 = !DILocation(line: 94, column: 15, scope: !102)
!254 = !DILocation(line: 94, column: 5, scope: !102)
!255 = !DILocation(line: 95, column: 31, scope: !102)
!256 = !DILocation(line: 95, column: 5, scope: !102)
!257 = !DILocalVariable(name: "n1", scope: !102, file: !2, line: 97, type: !86)
!258 = !DILocation(line: 97, column: 10, scope: !102)
!259 = !DILocalVariable(name: "d1", scope: !102, file: !2, line: 97, type: !86)
!260 = !DILocation(line: 97, column: 53, scope: !102)
!261 = !DILocation(line: 98, column: 12, scope: !102)
!262 = !DILocation(line: 98, column: 17, scope: !102)
!263 = !DILocation(line: 98, column: 15, scope: !102)
!264 = !DILocation(line: 98, column: 21, scope: !102)
!265 = !DILocation(line: 98, column: 5, scope: !102)
!266 = !DILocation(line: 99, column: 28, scope: !102)
!267 = !DILocation(line: 99, column: 5, scope: !102)
!268 = !DILocation(line: 100, column: 12, scope: !102)
!269 = !DILocation(line: 100, column: 17, scope: !102)
!270 = !DILocation(line: 100, column: 15, scope: !102)
!271 = !DILocation(line: 100, column: 21, scope: !102)
!272 = !DILocation(line: 100, column: 5, scope: !102)
!273 = !DILocation(line: 101, column: 29, scope: !102)
!274 = !DILocation(line: 101, column: 5, scope: !102)
!275 = !DILocation(line: 102, column: 5, scope: !102)
!276 = distinct !DISubprogram(name: "print_hex", scope: !2, file: !2, line: 9, type: !277, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !84, retainedNodes: !105)
!277 = !DISubroutineType(types: !278)
!278 = !{null, !279, !86}
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!281 = !DILocalVariable(name: "lbl", arg: 1, scope: !276, file: !2, line: 9, type: !279)
!282 = !DILocation(line: 9, column: 35, scope: !276)
!283 = !DILocalVariable(name: "v", arg: 2, scope: !276, file: !2, line: 9, type: !86)
!284 = !DILocation(line: 9, column: 45, scope: !276)
!285 = !DILocation(line: 10, column: 41, scope: !276)
!286 = !DILocation(line: 10, column: 57, scope: !276)
!287 = !DILocation(line: 10, column: 59, scope: !276)
!288 = !DILocation(line: 10, column: 46, scope: !276)
!289 = !DILocation(line: 10, column: 78, scope: !276)
!290 = !DILocation(line: 10, column: 80, scope: !276)
!291 = !DILocation(line: 10, column: 67, scope: !276)
!292 = !DILocation(line: 11, column: 23, scope: !276)
!293 = !DILocation(line: 11, column: 25, scope: !276)
!294 = !DILocation(line: 11, column: 12, scope: !276)
!295 = !DILocation(line: 11, column: 43, scope: !276)
!296 = !DILocation(line: 11, column: 33, scope: !276)
!297 = !DILocation(line: 10, column: 5, scope: !276)
!298 = !DILocation(line: 12, column: 1, scope: !276)
!299 = distinct !DISubprogram(name: "to_dec", scope: !2, file: !2, line: 14, type: !300, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !84, retainedNodes: !105)
!300 = !DISubroutineType(types: !301)
!301 = !{null, !86, !302}
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!303 = !DILocalVariable(name: "v", arg: 1, scope: !299, file: !2, line: 14, type: !86)
!304 = !DILocation(line: 14, column: 25, scope: !299)
!305 = !DILocalVariable(name: "out", arg: 2, scope: !299, file: !2, line: 14, type: !302)
!306 = !DILocation(line: 14, column: 34, scope: !299)
!307 = !DILocalVariable(name: "tmp", scope: !299, file: !2, line: 15, type: !140)
!308 = !DILocation(line: 15, column: 10, scope: !299)
!309 = !DILocalVariable(name: "n", scope: !299, file: !2, line: 16, type: !92)
!310 = !DILocation(line: 16, column: 9, scope: !299)
!311 = !DILocation(line: 17, column: 5, scope: !299)
!312 = !DILocation(line: 18, column: 39, scope: !313)
!313 = distinct !DILexicalBlock(scope: !299, file: !2, line: 17, column: 8)
!314 = !DILocation(line: 18, column: 41, scope: !313)
!315 = !DILocation(line: 18, column: 33, scope: !313)
!316 = !DILocation(line: 18, column: 31, scope: !313)
!317 = !DILocation(line: 18, column: 20, scope: !313)
!318 = !DILocation(line: 18, column: 14, scope: !313)
!319 = !DILocation(line: 18, column: 9, scope: !313)
!320 = !DILocation(line: 18, column: 18, scope: !313)
!321 = !DILocation(line: 19, column: 11, scope: !313)
!322 = !DILocation(line: 20, column: 5, scope: !313)
!323 = !DILocation(line: 20, column: 14, scope: !299)
!324 = distinct !{!324, !311, !325, !156}
!325 = !DILocation(line: 20, column: 15, scope: !299)
!326 = !DILocalVariable(name: "i", scope: !327, file: !2, line: 21, type: !92)
!327 = distinct !DILexicalBlock(scope: !299, file: !2, line: 21, column: 5)
!328 = !DILocation(line: 21, column: 14, scope: !327)
!329 = !DILocation(line: 21, column: 10, scope: !327)
!330 = !DILocation(line: 21, column: 21, scope: !331)
!331 = distinct !DILexicalBlock(scope: !327, file: !2, line: 21, column: 5)
!332 = !DILocation(line: 21, column: 25, scope: !331)
!333 = !DILocation(line: 21, column: 23, scope: !331)
!334 = !DILocation(line: 21, column: 5, scope: !327)
!335 = !DILocation(line: 22, column: 22, scope: !331)
!336 = !DILocation(line: 22, column: 24, scope: !331)
!337 = !DILocation(line: 22, column: 30, scope: !331)
!338 = !DILocation(line: 22, column: 28, scope: !331)
!339 = !DILocation(line: 22, column: 18, scope: !331)
!340 = !DILocation(line: 22, column: 9, scope: !331)
!341 = !DILocation(line: 22, column: 13, scope: !331)
!342 = !DILocation(line: 22, column: 16, scope: !331)
!343 = !DILocation(line: 21, column: 29, scope: !331)
!344 = !DILocation(line: 21, column: 5, scope: !331)
!345 = distinct !{!345, !334, !346, !156}
!346 = !DILocation(line: 22, column: 31, scope: !327)
!347 = !DILocation(line: 23, column: 5, scope: !299)
!348 = !DILocation(line: 23, column: 9, scope: !299)
!349 = !DILocation(line: 23, column: 12, scope: !299)
!350 = !DILocation(line: 24, column: 1, scope: !299)
!351 = distinct !DISubprogram(name: "print_dec", scope: !2, file: !2, line: 26, type: !352, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !84, retainedNodes: !105)
!352 = !DISubroutineType(types: !353)
!353 = !{null, !279, !89}
!354 = !DILocalVariable(name: "lbl", arg: 1, scope: !351, file: !2, line: 26, type: !279)
!355 = !DILocation(line: 26, column: 35, scope: !351)
!356 = !DILocalVariable(name: "v", arg: 2, scope: !351, file: !2, line: 26, type: !89)
!357 = !DILocation(line: 26, column: 45, scope: !351)
!358 = !DILocalVariable(name: "buf", scope: !351, file: !2, line: 27, type: !140)
!359 = !DILocation(line: 27, column: 10, scope: !351)
!360 = !DILocation(line: 28, column: 9, scope: !361)
!361 = distinct !DILexicalBlock(scope: !351, file: !2, line: 28, column: 9)
!362 = !DILocation(line: 28, column: 11, scope: !361)
!363 = !DILocation(line: 28, column: 9, scope: !351)
!364 = !DILocation(line: 29, column: 32, scope: !365)
!365 = distinct !DILexicalBlock(scope: !361, file: !2, line: 28, column: 16)
!366 = !DILocation(line: 29, column: 24, scope: !365)
!367 = !DILocation(line: 29, column: 35, scope: !365)
!368 = !DILocation(line: 29, column: 9, scope: !365)
!369 = !DILocation(line: 30, column: 30, scope: !365)
!370 = !DILocation(line: 30, column: 35, scope: !365)
!371 = !DILocation(line: 30, column: 9, scope: !365)
!372 = !DILocation(line: 31, column: 5, scope: !365)
!373 = !DILocation(line: 32, column: 22, scope: !374)
!374 = distinct !DILexicalBlock(scope: !361, file: !2, line: 31, column: 12)
!375 = !DILocation(line: 32, column: 25, scope: !374)
!376 = !DILocation(line: 32, column: 9, scope: !374)
!377 = !DILocation(line: 33, column: 29, scope: !374)
!378 = !DILocation(line: 33, column: 34, scope: !374)
!379 = !DILocation(line: 33, column: 9, scope: !374)
!380 = !DILocation(line: 35, column: 1, scope: !351)
!381 = distinct !DISubprogram(name: "mulmod_check", scope: !2, file: !2, line: 37, type: !382, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !84, retainedNodes: !105)
!382 = !DISubroutineType(types: !383)
!383 = !{!86, !208, !208, !208}
!384 = !DILocalVariable(name: "a", arg: 1, scope: !381, file: !2, line: 37, type: !208)
!385 = !DILocation(line: 37, column: 35, scope: !381)
!386 = !DILocalVariable(name: "b", arg: 2, scope: !381, file: !2, line: 37, type: !208)
!387 = !DILocation(line: 37, column: 47, scope: !381)
!388 = !DILocalVariable(name: "m", arg: 3, scope: !381, file: !2, line: 37, type: !208)
!389 = !DILocation(line: 37, column: 59, scope: !381)
!390 = !DILocation(line: 37, column: 77, scope: !381)
!391 = !DILocation(line: 37, column: 71, scope: !381)
!392 = !DILocation(line: 37, column: 81, scope: !381)
!393 = !DILocation(line: 37, column: 79, scope: !381)
!394 = !DILocation(line: 37, column: 85, scope: !381)
!395 = !DILocation(line: 37, column: 83, scope: !381)
!396 = !DILocation(line: 37, column: 64, scope: !381)
!397 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 39, type: !398, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !84, retainedNodes: !105)
!398 = !DISubroutineType(types: !399)
!399 = !{!86, !86, !86, !86}
!400 = !DILocalVariable(name: "base", arg: 1, scope: !397, file: !2, line: 39, type: !86)
!401 = !DILocation(line: 39, column: 25, scope: !397)
!402 = !DILocalVariable(name: "exp", arg: 2, scope: !397, file: !2, line: 39, type: !86)
!403 = !DILocation(line: 39, column: 36, scope: !397)
!404 = !DILocalVariable(name: "mod", arg: 3, scope: !397, file: !2, line: 39, type: !86)
!405 = !DILocation(line: 39, column: 46, scope: !397)
!406 = !DILocalVariable(name: "r", scope: !397, file: !2, line: 40, type: !86)
!407 = !DILocation(line: 40, column: 10, scope: !397)
!408 = !DILocation(line: 41, column: 13, scope: !397)
!409 = !DILocation(line: 41, column: 10, scope: !397)
!410 = !DILocation(line: 42, column: 5, scope: !397)
!411 = !DILocation(line: 42, column: 12, scope: !397)
!412 = !DILocation(line: 43, column: 13, scope: !413)
!413 = distinct !DILexicalBlock(scope: !414, file: !2, line: 43, column: 13)
!414 = distinct !DILexicalBlock(scope: !397, file: !2, line: 42, column: 17)
!415 = !DILocation(line: 43, column: 17, scope: !413)
!416 = !DILocation(line: 43, column: 13, scope: !414)
!417 = !DILocation(line: 44, column: 17, scope: !413)
!418 = !DILocation(line: 44, column: 21, scope: !413)
!419 = !DILocation(line: 44, column: 19, scope: !413)
!420 = !DILocation(line: 44, column: 28, scope: !413)
!421 = !DILocation(line: 44, column: 26, scope: !413)
!422 = !DILocation(line: 44, column: 15, scope: !413)
!423 = !DILocation(line: 44, column: 13, scope: !413)
!424 = !DILocation(line: 45, column: 16, scope: !414)
!425 = !DILocation(line: 45, column: 23, scope: !414)
!426 = !DILocation(line: 45, column: 21, scope: !414)
!427 = !DILocation(line: 45, column: 30, scope: !414)
!428 = !DILocation(line: 45, column: 28, scope: !414)
!429 = !DILocation(line: 45, column: 14, scope: !414)
!430 = !DILocation(line: 46, column: 13, scope: !414)
!431 = distinct !{!431, !410, !432, !156}
!432 = !DILocation(line: 47, column: 5, scope: !397)
!433 = !DILocation(line: 48, column: 12, scope: !397)
!434 = !DILocation(line: 48, column: 5, scope: !397)
