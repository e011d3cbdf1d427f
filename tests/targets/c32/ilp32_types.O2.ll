; ModuleID = 'ilp32_types.c'
source_filename = "ilp32_types.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [79 x i8] c"sizes: char %u short %u int %u long %u llong %u ptr %u size_t %u ptrdiff_t %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [62 x i8] c"limits: LONG_MAX %ld LONG_MIN %ld ULONG_MAX %lu SIZE_MAX %zu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [15 x i8] c"intptr: %u %u\0A\00", align 1, !dbg !12
@vul = internal global i32 0, align 4, !dbg !17
@.str.3 = private unnamed_addr constant [25 x i8] c"ulong wrap: %lu %lu %lu\0A\00", align 1, !dbg !36
@vl = internal global i32 0, align 4, !dbg !103
@.str.4 = private unnamed_addr constant [23 x i8] c"long: %ld %ld %ld %ld\0A\00", align 1, !dbg !41
@vll = internal global i64 0, align 8, !dbg !106
@.str.5 = private unnamed_addr constant [23 x i8] c"llong: %lld %lld %lld\0A\00", align 1, !dbg !46
@.str.6 = private unnamed_addr constant [32 x i8] c"llong div: %lld %lld %lld %lld\0A\00", align 1, !dbg !48
@vull = internal global i64 0, align 8, !dbg !109
@.str.7 = private unnamed_addr constant [28 x i8] c"ullong div: %llu %llu %llu\0A\00", align 1, !dbg !53
@.str.8 = private unnamed_addr constant [33 x i8] c"shift %2d: %016llx %016llx %lld\0A\00", align 1, !dbg !58
@.str.9 = private unnamed_addr constant [11 x i8] c"mix: %llu\0A\00", align 1, !dbg !63
@.str.10 = private unnamed_addr constant [19 x i8] c"trunc: %ld %lu %d\0A\00", align 1, !dbg !68
@.str.11 = private unnamed_addr constant [19 x i8] c"extend: %lld %llu\0A\00", align 1, !dbg !73
@.str.12 = private unnamed_addr constant [24 x i8] c"double: %.1f %lld %llu\0A\00", align 1, !dbg !75
@.str.13 = private unnamed_addr constant [19 x i8] c"ull->double: %.1f\0A\00", align 1, !dbg !80
@.str.14 = private unnamed_addr constant [27 x i8] c"popcount %d clz %d ctz %d\0A\00", align 1, !dbg !82
@.str.15 = private unnamed_addr constant [25 x i8] c"long popcount %d clz %d\0A\00", align 1, !dbg !87
@.str.16 = private unnamed_addr constant [34 x i8] c"ptrdiff %d roundtrip %d bytes %u\0A\00", align 1, !dbg !89
@.str.17 = private unnamed_addr constant [27 x i8] c"add_overflow long: %d %ld\0A\00", align 1, !dbg !94
@.str.18 = private unnamed_addr constant [28 x i8] c"mul_overflow ulong: %d %lu\0A\00", align 1, !dbg !96
@.str.19 = private unnamed_addr constant [29 x i8] c"mul_overflow llong: %d %lld\0A\00", align 1, !dbg !98

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !122 {
  %1 = alloca [100 x i32], align 4, !DIAssignID !156
    #dbg_assign(i1 undef, !137, !DIExpression(), !156, ptr %1, !DIExpression(), !157)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 2, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 4, i32 noundef 4, i32 noundef 4), !dbg !158
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2147483647, i32 noundef -2147483648, i32 noundef -1, i32 noundef -1), !dbg !159
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef 4), !dbg !160
  store volatile i32 -1, ptr @vul, align 4, !dbg !161, !tbaa !162
  %5 = load volatile i32, ptr @vul, align 4, !dbg !166, !tbaa !162
  %6 = add i32 %5, 1, !dbg !167
    #dbg_value(i32 %6, !126, !DIExpression(), !157)
  %7 = load volatile i32, ptr @vul, align 4, !dbg !168, !tbaa !162
  %8 = mul i32 %7, 3, !dbg !169
  %9 = load volatile i32, ptr @vul, align 4, !dbg !170, !tbaa !162
  %10 = udiv i32 %9, 7, !dbg !171
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %6, i32 noundef %8, i32 noundef %10), !dbg !172
  store volatile i32 2147483647, ptr @vl, align 4, !dbg !173, !tbaa !162
  %12 = load volatile i32, ptr @vl, align 4, !dbg !174, !tbaa !162
    #dbg_value(i32 %12, !127, !DIExpression(), !157)
  %13 = sdiv i32 %12, 3, !dbg !175
  %14 = srem i32 %12, 1000, !dbg !176
  %15 = xor i32 %12, -1, !dbg !177
  %16 = add i32 %12, 2, !dbg !178
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16), !dbg !179
    #dbg_value(i64 1, !128, !DIExpression(), !157)
    #dbg_value(i32 0, !129, !DIExpression(), !180)
  br label %93, !dbg !181

18:                                               ; preds = %93
  %19 = freeze i64 %104, !dbg !182
  %20 = sdiv i64 %19, 1000003, !dbg !182
  %21 = mul i64 %20, 1000003, !dbg !183
  %22 = sub i64 %19, %21, !dbg !183
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %104, i64 noundef %20, i64 noundef %22), !dbg !184
  store volatile i64 -9000000000000000000, ptr @vll, align 8, !dbg !185, !tbaa !186
  %24 = load volatile i64, ptr @vll, align 8, !dbg !188, !tbaa !186
  %25 = sdiv i64 %24, 7, !dbg !189
  %26 = load volatile i64, ptr @vll, align 8, !dbg !190, !tbaa !186
  %27 = srem i64 %26, 7, !dbg !191
  %28 = load volatile i64, ptr @vll, align 8, !dbg !192, !tbaa !186
  %29 = sdiv i64 %28, -123456789, !dbg !193
  %30 = load volatile i64, ptr @vll, align 8, !dbg !194, !tbaa !186
  %31 = srem i64 %30, 123456789, !dbg !195
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %25, i64 noundef %27, i64 noundef %29, i64 noundef %31), !dbg !196
  store volatile i64 -446744073709551616, ptr @vull, align 8, !dbg !197, !tbaa !186
  %33 = load volatile i64, ptr @vull, align 8, !dbg !198, !tbaa !186
  %34 = udiv i64 %33, 3, !dbg !199
  %35 = load volatile i64, ptr @vull, align 8, !dbg !200, !tbaa !186
  %36 = urem i64 %35, 1000000007, !dbg !201
  %37 = load volatile i64, ptr @vull, align 8, !dbg !202, !tbaa !186
  %38 = udiv i64 %37, 4294967295, !dbg !203
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %34, i64 noundef %36, i64 noundef %38), !dbg !204
    #dbg_value(i32 0, !131, !DIExpression(), !205)
    #dbg_value(i32 0, !131, !DIExpression(), !205)
  store volatile i64 -81985529216486896, ptr @vull, align 8, !dbg !206, !tbaa !186
  store volatile i64 -81985529216486895, ptr @vll, align 8, !dbg !209, !tbaa !186
  %40 = load volatile i64, ptr @vull, align 8, !dbg !210, !tbaa !186
  %41 = load volatile i64, ptr @vull, align 8, !dbg !211, !tbaa !186
  %42 = load volatile i64, ptr @vll, align 8, !dbg !212, !tbaa !186
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i64 noundef %40, i64 noundef %41, i64 noundef %42), !dbg !213
    #dbg_value(i32 9, !131, !DIExpression(), !205)
  store volatile i64 -81985529216486896, ptr @vull, align 8, !dbg !206, !tbaa !186
  store volatile i64 -81985529216486895, ptr @vll, align 8, !dbg !209, !tbaa !186
  %44 = load volatile i64, ptr @vull, align 8, !dbg !210, !tbaa !186
  %45 = shl i64 %44, 9, !dbg !214
  %46 = load volatile i64, ptr @vull, align 8, !dbg !211, !tbaa !186
  %47 = lshr i64 %46, 9, !dbg !215
  %48 = load volatile i64, ptr @vll, align 8, !dbg !212, !tbaa !186
  %49 = ashr i64 %48, 9, !dbg !216
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 9, i64 noundef %45, i64 noundef %47, i64 noundef %49), !dbg !213
    #dbg_value(i32 18, !131, !DIExpression(), !205)
  store volatile i64 -81985529216486896, ptr @vull, align 8, !dbg !206, !tbaa !186
  store volatile i64 -81985529216486895, ptr @vll, align 8, !dbg !209, !tbaa !186
  %51 = load volatile i64, ptr @vull, align 8, !dbg !210, !tbaa !186
  %52 = shl i64 %51, 18, !dbg !214
  %53 = load volatile i64, ptr @vull, align 8, !dbg !211, !tbaa !186
  %54 = lshr i64 %53, 18, !dbg !215
  %55 = load volatile i64, ptr @vll, align 8, !dbg !212, !tbaa !186
  %56 = ashr i64 %55, 18, !dbg !216
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 18, i64 noundef %52, i64 noundef %54, i64 noundef %56), !dbg !213
    #dbg_value(i32 27, !131, !DIExpression(), !205)
  store volatile i64 -81985529216486896, ptr @vull, align 8, !dbg !206, !tbaa !186
  store volatile i64 -81985529216486895, ptr @vll, align 8, !dbg !209, !tbaa !186
  %58 = load volatile i64, ptr @vull, align 8, !dbg !210, !tbaa !186
  %59 = shl i64 %58, 27, !dbg !214
  %60 = load volatile i64, ptr @vull, align 8, !dbg !211, !tbaa !186
  %61 = lshr i64 %60, 27, !dbg !215
  %62 = load volatile i64, ptr @vll, align 8, !dbg !212, !tbaa !186
  %63 = ashr i64 %62, 27, !dbg !216
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 27, i64 noundef %59, i64 noundef %61, i64 noundef %63), !dbg !213
    #dbg_value(i32 36, !131, !DIExpression(), !205)
  store volatile i64 -81985529216486896, ptr @vull, align 8, !dbg !206, !tbaa !186
  store volatile i64 -81985529216486895, ptr @vll, align 8, !dbg !209, !tbaa !186
  %65 = load volatile i64, ptr @vull, align 8, !dbg !210, !tbaa !186
  %66 = shl i64 %65, 36, !dbg !214
  %67 = load volatile i64, ptr @vull, align 8, !dbg !211, !tbaa !186
  %68 = lshr i64 %67, 36, !dbg !215
  %69 = load volatile i64, ptr @vll, align 8, !dbg !212, !tbaa !186
  %70 = ashr i64 %69, 36, !dbg !216
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 36, i64 noundef %66, i64 noundef %68, i64 noundef %70), !dbg !213
    #dbg_value(i32 45, !131, !DIExpression(), !205)
  store volatile i64 -81985529216486896, ptr @vull, align 8, !dbg !206, !tbaa !186
  store volatile i64 -81985529216486895, ptr @vll, align 8, !dbg !209, !tbaa !186
  %72 = load volatile i64, ptr @vull, align 8, !dbg !210, !tbaa !186
  %73 = shl i64 %72, 45, !dbg !214
  %74 = load volatile i64, ptr @vull, align 8, !dbg !211, !tbaa !186
  %75 = lshr i64 %74, 45, !dbg !215
  %76 = load volatile i64, ptr @vll, align 8, !dbg !212, !tbaa !186
  %77 = ashr i64 %76, 45, !dbg !216
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 45, i64 noundef %73, i64 noundef %75, i64 noundef %77), !dbg !213
    #dbg_value(i32 54, !131, !DIExpression(), !205)
  store volatile i64 -81985529216486896, ptr @vull, align 8, !dbg !206, !tbaa !186
  store volatile i64 -81985529216486895, ptr @vll, align 8, !dbg !209, !tbaa !186
  %79 = load volatile i64, ptr @vull, align 8, !dbg !210, !tbaa !186
  %80 = shl i64 %79, 54, !dbg !214
  %81 = load volatile i64, ptr @vull, align 8, !dbg !211, !tbaa !186
  %82 = lshr i64 %81, 54, !dbg !215
  %83 = load volatile i64, ptr @vll, align 8, !dbg !212, !tbaa !186
  %84 = ashr i64 %83, 54, !dbg !216
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 54, i64 noundef %80, i64 noundef %82, i64 noundef %84), !dbg !213
    #dbg_value(i32 63, !131, !DIExpression(), !205)
  store volatile i64 -81985529216486896, ptr @vull, align 8, !dbg !206, !tbaa !186
  store volatile i64 -81985529216486895, ptr @vll, align 8, !dbg !209, !tbaa !186
  %86 = load volatile i64, ptr @vull, align 8, !dbg !210, !tbaa !186
  %87 = shl i64 %86, 63, !dbg !214
  %88 = load volatile i64, ptr @vull, align 8, !dbg !211, !tbaa !186
  %89 = lshr i64 %88, 63, !dbg !215
  %90 = load volatile i64, ptr @vll, align 8, !dbg !212, !tbaa !186
  %91 = ashr i64 %90, 63, !dbg !216
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 63, i64 noundef %87, i64 noundef %89, i64 noundef %91), !dbg !213
    #dbg_value(i32 72, !131, !DIExpression(), !205)
  br label %135, !dbg !217

93:                                               ; preds = %93, %0
  %94 = phi i64 [ 1, %0 ], [ %104, %93 ]
  %95 = phi i32 [ 0, %0 ], [ %105, %93 ]
    #dbg_value(i64 %94, !128, !DIExpression(), !157)
    #dbg_value(i32 %95, !129, !DIExpression(), !180)
  store volatile i64 %94, ptr @vll, align 8, !dbg !218, !tbaa !186
  %96 = load volatile i64, ptr @vll, align 8, !dbg !221, !tbaa !186
  %97 = mul nsw i64 %96, 3, !dbg !222
  %98 = zext nneg i32 %95 to i64, !dbg !223
  %99 = add nsw i64 %97, %98, !dbg !224
    #dbg_value(i64 %99, !128, !DIExpression(), !157)
  %100 = or disjoint i32 %95, 1, !dbg !225
    #dbg_value(i32 %100, !129, !DIExpression(), !180)
  store volatile i64 %99, ptr @vll, align 8, !dbg !218, !tbaa !186
  %101 = load volatile i64, ptr @vll, align 8, !dbg !221, !tbaa !186
  %102 = mul nsw i64 %101, 3, !dbg !222
  %103 = zext nneg i32 %100 to i64, !dbg !223
  %104 = add nsw i64 %102, %103, !dbg !224
    #dbg_value(i64 %104, !128, !DIExpression(), !157)
  %105 = add nuw nsw i32 %95, 2, !dbg !225
    #dbg_value(i32 %105, !129, !DIExpression(), !180)
  %106 = icmp eq i32 %105, 38, !dbg !226
  br i1 %106, label %18, label %93, !dbg !181, !llvm.loop !227

107:                                              ; preds = %135
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %152), !dbg !230
  store volatile i64 78187493520, ptr @vll, align 8, !dbg !231, !tbaa !186
  %109 = load volatile i64, ptr @vll, align 8, !dbg !232, !tbaa !186
  %110 = trunc i64 %109 to i32, !dbg !233
  %111 = load volatile i64, ptr @vll, align 8, !dbg !234, !tbaa !186
  %112 = trunc i64 %111 to i32, !dbg !235
  %113 = load volatile i64, ptr @vll, align 8, !dbg !236, !tbaa !186
  %114 = trunc i64 %113 to i32, !dbg !237
  %115 = shl i32 %114, 16, !dbg !238
  %116 = ashr exact i32 %115, 16, !dbg !238
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %110, i32 noundef %112, i32 noundef %116), !dbg !239
  store volatile i32 -5, ptr @vl, align 4, !dbg !240, !tbaa !162
  %118 = load volatile i32, ptr @vl, align 4, !dbg !241, !tbaa !162
  %119 = sext i32 %118 to i64, !dbg !242
  %120 = load volatile i32, ptr @vl, align 4, !dbg !243, !tbaa !162
  %121 = zext i32 %120 to i64, !dbg !244
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %119, i64 noundef %121), !dbg !245
  store volatile i64 4611686018427387904, ptr @vll, align 8, !dbg !246, !tbaa !186
  %123 = load volatile i64, ptr @vll, align 8, !dbg !247, !tbaa !186
  %124 = sitofp i64 %123 to double, !dbg !248
    #dbg_value(double %124, !136, !DIExpression(), !157)
  %125 = fdiv double %124, 3.000000e+00, !dbg !249
  %126 = fptosi double %125 to i64, !dbg !250
  %127 = fmul double %124, 3.500000e+00, !dbg !251
  %128 = fptoui double %127 to i64, !dbg !252
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %124, i64 noundef %126, i64 noundef %128), !dbg !253
  store volatile i64 -1, ptr @vull, align 8, !dbg !254, !tbaa !186
  %130 = load volatile i64, ptr @vull, align 8, !dbg !255, !tbaa !186
  %131 = uitofp i64 %130 to double, !dbg !256
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %131), !dbg !257
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 32, i32 noundef 32, i32 noundef 63), !dbg !258
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 32, i32 noundef 31), !dbg !259
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #3, !dbg !260
    #dbg_value(i32 0, !141, !DIExpression(), !261)
  br label %162, !dbg !262

135:                                              ; preds = %135, %18
  %136 = phi i64 [ 0, %18 ], [ %152, %135 ]
  %137 = phi i64 [ 0, %18 ], [ %153, %135 ]
    #dbg_value(i64 %136, !133, !DIExpression(), !157)
    #dbg_value(i64 %137, !134, !DIExpression(), !263)
  %138 = mul nuw nsw i64 %137, %137, !dbg !264
    #dbg_value(i64 %136, !266, !DIExpression(), !272)
    #dbg_value(i64 %138, !271, !DIExpression(), !272)
  %139 = add nuw nsw i64 %138, -7046029254386353131, !dbg !274
  %140 = shl i64 %136, 6, !dbg !275
  %141 = add i64 %139, %140, !dbg !276
  %142 = lshr i64 %136, 2, !dbg !277
  %143 = add i64 %141, %142, !dbg !278
  %144 = xor i64 %143, %136, !dbg !279
    #dbg_value(i64 %144, !266, !DIExpression(), !272)
    #dbg_value(i64 %144, !133, !DIExpression(), !157)
  %145 = or disjoint i64 %137, 1, !dbg !280
    #dbg_value(i64 %145, !134, !DIExpression(), !263)
  %146 = mul nuw nsw i64 %145, %145, !dbg !264
    #dbg_value(i64 %146, !271, !DIExpression(), !272)
  %147 = add nuw nsw i64 %146, -7046029254386353131, !dbg !274
  %148 = shl i64 %144, 6, !dbg !275
  %149 = add i64 %147, %148, !dbg !276
  %150 = lshr i64 %144, 2, !dbg !277
  %151 = add i64 %149, %150, !dbg !278
  %152 = xor i64 %151, %144, !dbg !279
    #dbg_value(i64 %152, !266, !DIExpression(), !272)
    #dbg_value(i64 %152, !133, !DIExpression(), !157)
  %153 = add nuw nsw i64 %137, 2, !dbg !280
    #dbg_value(i64 %153, !134, !DIExpression(), !263)
  %154 = icmp ult i64 %145, 1999, !dbg !281
  br i1 %154, label %135, label %107, !dbg !217, !llvm.loop !282

155:                                              ; preds = %162
  %156 = getelementptr inbounds i8, ptr %1, i32 360, !dbg !284
    #dbg_value(ptr %156, !143, !DIExpression(), !157)
    #dbg_value(ptr %1, !144, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !157)
    #dbg_value(i32 85, !145, !DIExpression(), !157)
    #dbg_value(ptr %156, !148, !DIExpression(), !157)
    #dbg_value(ptr %156, !149, !DIExpression(), !157)
  %157 = load i32, ptr %156, align 4, !dbg !285, !tbaa !286
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 85, i32 noundef %157, i32 noundef 340), !dbg !288
    #dbg_value(i32 -2147483645, !150, !DIExpression(), !157)
    #dbg_value(i32 1, !151, !DIExpression(), !157)
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1, i32 noundef -2147483645), !dbg !289
    #dbg_value(i32 605032704, !152, !DIExpression(), !157)
    #dbg_value(i32 1, !153, !DIExpression(), !157)
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 1, i32 noundef 605032704), !dbg !290
    #dbg_value(i64 -9223372036709301616, !154, !DIExpression(), !157)
    #dbg_value(i32 1, !155, !DIExpression(), !157)
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 1, i64 noundef -9223372036709301616), !dbg !291
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #3, !dbg !292
  ret i32 0, !dbg !293

162:                                              ; preds = %162, %107
  %163 = phi i32 [ 0, %107 ], [ %173, %162 ]
    #dbg_value(i32 %163, !141, !DIExpression(), !261)
  %164 = getelementptr inbounds [100 x i32], ptr %1, i32 0, i32 %163, !dbg !294
  store i32 %163, ptr %164, align 4, !dbg !296, !tbaa !286
  %165 = add nuw nsw i32 %163, 1, !dbg !297
    #dbg_value(i32 %165, !141, !DIExpression(), !261)
  %166 = getelementptr inbounds [100 x i32], ptr %1, i32 0, i32 %165, !dbg !294
  store i32 %165, ptr %166, align 4, !dbg !296, !tbaa !286
  %167 = add nuw nsw i32 %163, 2, !dbg !297
    #dbg_value(i32 %167, !141, !DIExpression(), !261)
  %168 = getelementptr inbounds [100 x i32], ptr %1, i32 0, i32 %167, !dbg !294
  store i32 %167, ptr %168, align 4, !dbg !296, !tbaa !286
  %169 = add nuw nsw i32 %163, 3, !dbg !297
    #dbg_value(i32 %169, !141, !DIExpression(), !261)
  %170 = getelementptr inbounds [100 x i32], ptr %1, i32 0, i32 %169, !dbg !294
  store i32 %169, ptr %170, align 4, !dbg !296, !tbaa !286
  %171 = add nuw nsw i32 %163, 4, !dbg !297
    #dbg_value(i32 %171, !141, !DIExpression(), !261)
  %172 = getelementptr inbounds [100 x i32], ptr %1, i32 0, i32 %171, !dbg !294
  store i32 %171, ptr %172, align 4, !dbg !296, !tbaa !286
  %173 = add nuw nsw i32 %163, 5, !dbg !297
    #dbg_value(i32 %173, !141, !DIExpression(), !261)
  %174 = icmp eq i32 %173, 100, !dbg !298
  br i1 %174, label %155, label %162, !dbg !262, !llvm.loop !299
}

; Function Attrs: nofree nounwind
declare !dbg !301 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!113, !114, !115, !116, !117, !118, !119, !120}
!llvm.ident = !{!121}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ilp32_types.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "6d377b65f1ef45772c3b7a90d1d79394")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 632, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 79)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 62)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "vul", scope: !19, file: !2, line: 15, type: !112, isLocal: true, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !35, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21, !22, !24, !25, !26, !27, !28, !29, !30, !31, !33, !34}
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !23, line: 18, baseType: !21)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!24 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!25 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !32, line: 96, baseType: !21)
!32 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!35 = !{!0, !7, !12, !36, !41, !46, !48, !53, !58, !63, !68, !73, !75, !80, !82, !87, !89, !94, !96, !98, !103, !17, !106, !109}
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 25)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 23)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !43, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 32)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 28)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 33)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 11)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 19)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !70, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 24)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !70, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 27)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !38, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 34)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !84, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !55, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 29)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "vl", scope: !19, file: !2, line: 14, type: !105, isLocal: true, isDefinition: true)
!105 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !24)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "vll", scope: !19, file: !2, line: 16, type: !108, isLocal: true, isDefinition: true)
!108 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !28)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "vull", scope: !19, file: !2, line: 17, type: !111, isLocal: true, isDefinition: true)
!111 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !29)
!112 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!113 = !{i32 1, !"NumRegisterParameters", i32 0}
!114 = !{i32 7, !"Dwarf Version", i32 5}
!115 = !{i32 2, !"Debug Info Version", i32 3}
!116 = !{i32 1, !"wchar_size", i32 4}
!117 = !{i32 8, !"PIC Level", i32 2}
!118 = !{i32 7, !"PIE Level", i32 2}
!119 = !{i32 7, !"uwtable", i32 2}
!120 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!121 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!122 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !123, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !125)
!123 = !DISubroutineType(types: !124)
!124 = !{!26}
!125 = !{!126, !127, !128, !129, !131, !133, !134, !136, !137, !141, !143, !144, !145, !148, !149, !150, !151, !152, !153, !154, !155}
!126 = !DILocalVariable(name: "u", scope: !122, file: !2, line: 35, type: !25)
!127 = !DILocalVariable(name: "l", scope: !122, file: !2, line: 38, type: !24)
!128 = !DILocalVariable(name: "acc", scope: !122, file: !2, line: 42, type: !28)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 43, type: !26)
!130 = distinct !DILexicalBlock(scope: !122, file: !2, line: 43, column: 3)
!131 = !DILocalVariable(name: "s", scope: !132, file: !2, line: 52, type: !26)
!132 = distinct !DILexicalBlock(scope: !122, file: !2, line: 52, column: 3)
!133 = !DILocalVariable(name: "h", scope: !122, file: !2, line: 57, type: !29)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 58, type: !29)
!135 = distinct !DILexicalBlock(scope: !122, file: !2, line: 58, column: 3)
!136 = !DILocalVariable(name: "d", scope: !122, file: !2, line: 68, type: !30)
!137 = !DILocalVariable(name: "arr", scope: !122, file: !2, line: 78, type: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 3200, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 100)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 79, type: !26)
!142 = distinct !DILexicalBlock(scope: !122, file: !2, line: 79, column: 3)
!143 = !DILocalVariable(name: "p", scope: !122, file: !2, line: 81, type: !33)
!144 = !DILocalVariable(name: "q", scope: !122, file: !2, line: 81, type: !33)
!145 = !DILocalVariable(name: "diff", scope: !122, file: !2, line: 82, type: !146)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !147, line: 18, baseType: !26)
!147 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!148 = !DILocalVariable(name: "up", scope: !122, file: !2, line: 83, type: !31)
!149 = !DILocalVariable(name: "back", scope: !122, file: !2, line: 84, type: !33)
!150 = !DILocalVariable(name: "r", scope: !122, file: !2, line: 89, type: !24)
!151 = !DILocalVariable(name: "o1", scope: !122, file: !2, line: 90, type: !26)
!152 = !DILocalVariable(name: "ur", scope: !122, file: !2, line: 92, type: !25)
!153 = !DILocalVariable(name: "o2", scope: !122, file: !2, line: 93, type: !26)
!154 = !DILocalVariable(name: "rr", scope: !122, file: !2, line: 95, type: !28)
!155 = !DILocalVariable(name: "o3", scope: !122, file: !2, line: 96, type: !26)
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 0, scope: !122)
!158 = !DILocation(line: 25, column: 3, scope: !122)
!159 = !DILocation(line: 29, column: 3, scope: !122)
!160 = !DILocation(line: 31, column: 3, scope: !122)
!161 = !DILocation(line: 34, column: 7, scope: !122)
!162 = !{!163, !163, i64 0}
!163 = !{!"long", !164, i64 0}
!164 = !{!"omnipotent char", !165, i64 0}
!165 = !{!"Simple C/C++ TBAA"}
!166 = !DILocation(line: 35, column: 21, scope: !122)
!167 = !DILocation(line: 35, column: 25, scope: !122)
!168 = !DILocation(line: 36, column: 42, scope: !122)
!169 = !DILocation(line: 36, column: 46, scope: !122)
!170 = !DILocation(line: 36, column: 51, scope: !122)
!171 = !DILocation(line: 36, column: 55, scope: !122)
!172 = !DILocation(line: 36, column: 3, scope: !122)
!173 = !DILocation(line: 37, column: 6, scope: !122)
!174 = !DILocation(line: 38, column: 12, scope: !122)
!175 = !DILocation(line: 39, column: 39, scope: !122)
!176 = !DILocation(line: 39, column: 46, scope: !122)
!177 = !DILocation(line: 39, column: 57, scope: !122)
!178 = !DILocation(line: 39, column: 86, scope: !122)
!179 = !DILocation(line: 39, column: 3, scope: !122)
!180 = !DILocation(line: 0, scope: !130)
!181 = !DILocation(line: 43, column: 3, scope: !130)
!182 = !DILocation(line: 47, column: 46, scope: !122)
!183 = !DILocation(line: 47, column: 61, scope: !122)
!184 = !DILocation(line: 47, column: 3, scope: !122)
!185 = !DILocation(line: 48, column: 7, scope: !122)
!186 = !{!187, !187, i64 0}
!187 = !{!"long long", !164, i64 0}
!188 = !DILocation(line: 49, column: 46, scope: !122)
!189 = !DILocation(line: 49, column: 50, scope: !122)
!190 = !DILocation(line: 49, column: 55, scope: !122)
!191 = !DILocation(line: 49, column: 59, scope: !122)
!192 = !DILocation(line: 49, column: 64, scope: !122)
!193 = !DILocation(line: 49, column: 68, scope: !122)
!194 = !DILocation(line: 49, column: 82, scope: !122)
!195 = !DILocation(line: 49, column: 86, scope: !122)
!196 = !DILocation(line: 49, column: 3, scope: !122)
!197 = !DILocation(line: 50, column: 8, scope: !122)
!198 = !DILocation(line: 51, column: 42, scope: !122)
!199 = !DILocation(line: 51, column: 47, scope: !122)
!200 = !DILocation(line: 51, column: 52, scope: !122)
!201 = !DILocation(line: 51, column: 57, scope: !122)
!202 = !DILocation(line: 51, column: 74, scope: !122)
!203 = !DILocation(line: 51, column: 79, scope: !122)
!204 = !DILocation(line: 51, column: 3, scope: !122)
!205 = !DILocation(line: 0, scope: !132)
!206 = !DILocation(line: 53, column: 10, scope: !207)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 52, column: 35)
!208 = distinct !DILexicalBlock(scope: !132, file: !2, line: 52, column: 3)
!209 = !DILocation(line: 54, column: 9, scope: !207)
!210 = !DILocation(line: 55, column: 52, scope: !207)
!211 = !DILocation(line: 55, column: 63, scope: !207)
!212 = !DILocation(line: 55, column: 74, scope: !207)
!213 = !DILocation(line: 55, column: 5, scope: !207)
!214 = !DILocation(line: 55, column: 57, scope: !207)
!215 = !DILocation(line: 55, column: 68, scope: !207)
!216 = !DILocation(line: 55, column: 78, scope: !207)
!217 = !DILocation(line: 58, column: 3, scope: !135)
!218 = !DILocation(line: 44, column: 9, scope: !219)
!219 = distinct !DILexicalBlock(scope: !220, file: !2, line: 43, column: 32)
!220 = distinct !DILexicalBlock(scope: !130, file: !2, line: 43, column: 3)
!221 = !DILocation(line: 45, column: 11, scope: !219)
!222 = !DILocation(line: 45, column: 15, scope: !219)
!223 = !DILocation(line: 45, column: 21, scope: !219)
!224 = !DILocation(line: 45, column: 19, scope: !219)
!225 = !DILocation(line: 43, column: 28, scope: !220)
!226 = !DILocation(line: 43, column: 21, scope: !220)
!227 = distinct !{!227, !181, !228, !229}
!228 = !DILocation(line: 46, column: 3, scope: !130)
!229 = !{!"llvm.loop.mustprogress"}
!230 = !DILocation(line: 60, column: 3, scope: !122)
!231 = !DILocation(line: 63, column: 7, scope: !122)
!232 = !DILocation(line: 64, column: 39, scope: !122)
!233 = !DILocation(line: 64, column: 33, scope: !122)
!234 = !DILocation(line: 64, column: 59, scope: !122)
!235 = !DILocation(line: 64, column: 44, scope: !122)
!236 = !DILocation(line: 64, column: 76, scope: !122)
!237 = !DILocation(line: 64, column: 69, scope: !122)
!238 = !DILocation(line: 64, column: 64, scope: !122)
!239 = !DILocation(line: 64, column: 3, scope: !122)
!240 = !DILocation(line: 65, column: 6, scope: !122)
!241 = !DILocation(line: 66, column: 44, scope: !122)
!242 = !DILocation(line: 66, column: 33, scope: !122)
!243 = !DILocation(line: 66, column: 83, scope: !122)
!244 = !DILocation(line: 66, column: 48, scope: !122)
!245 = !DILocation(line: 66, column: 3, scope: !122)
!246 = !DILocation(line: 67, column: 7, scope: !122)
!247 = !DILocation(line: 68, column: 22, scope: !122)
!248 = !DILocation(line: 68, column: 14, scope: !122)
!249 = !DILocation(line: 69, column: 55, scope: !122)
!250 = !DILocation(line: 69, column: 41, scope: !122)
!251 = !DILocation(line: 69, column: 84, scope: !122)
!252 = !DILocation(line: 69, column: 61, scope: !122)
!253 = !DILocation(line: 69, column: 3, scope: !122)
!254 = !DILocation(line: 70, column: 8, scope: !122)
!255 = !DILocation(line: 71, column: 41, scope: !122)
!256 = !DILocation(line: 71, column: 33, scope: !122)
!257 = !DILocation(line: 71, column: 3, scope: !122)
!258 = !DILocation(line: 72, column: 3, scope: !122)
!259 = !DILocation(line: 74, column: 3, scope: !122)
!260 = !DILocation(line: 78, column: 3, scope: !122)
!261 = !DILocation(line: 0, scope: !142)
!262 = !DILocation(line: 79, column: 3, scope: !142)
!263 = !DILocation(line: 0, scope: !135)
!264 = !DILocation(line: 59, column: 18, scope: !265)
!265 = distinct !DILexicalBlock(scope: !135, file: !2, line: 58, column: 3)
!266 = !DILocalVariable(name: "h", arg: 1, scope: !267, file: !2, line: 19, type: !29)
!267 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 19, type: !268, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !270)
!268 = !DISubroutineType(types: !269)
!269 = !{!29, !29, !29}
!270 = !{!266, !271}
!271 = !DILocalVariable(name: "v", arg: 2, scope: !267, file: !2, line: 19, type: !29)
!272 = !DILocation(line: 0, scope: !267, inlinedAt: !273)
!273 = distinct !DILocation(line: 59, column: 9, scope: !265)
!274 = !DILocation(line: 20, column: 10, scope: !267, inlinedAt: !273)
!275 = !DILocation(line: 20, column: 39, scope: !267, inlinedAt: !273)
!276 = !DILocation(line: 20, column: 34, scope: !267, inlinedAt: !273)
!277 = !DILocation(line: 20, column: 50, scope: !267, inlinedAt: !273)
!278 = !DILocation(line: 20, column: 45, scope: !267, inlinedAt: !273)
!279 = !DILocation(line: 20, column: 5, scope: !267, inlinedAt: !273)
!280 = !DILocation(line: 58, column: 45, scope: !265)
!281 = !DILocation(line: 58, column: 36, scope: !265)
!282 = distinct !{!282, !217, !283, !229}
!283 = !DILocation(line: 59, column: 21, scope: !135)
!284 = !DILocation(line: 81, column: 16, scope: !122)
!285 = !DILocation(line: 85, column: 59, scope: !122)
!286 = !{!287, !287, i64 0}
!287 = !{!"int", !164, i64 0}
!288 = !DILocation(line: 85, column: 3, scope: !122)
!289 = !DILocation(line: 91, column: 3, scope: !122)
!290 = !DILocation(line: 94, column: 3, scope: !122)
!291 = !DILocation(line: 97, column: 3, scope: !122)
!292 = !DILocation(line: 99, column: 1, scope: !122)
!293 = !DILocation(line: 98, column: 3, scope: !122)
!294 = !DILocation(line: 80, column: 5, scope: !295)
!295 = distinct !DILexicalBlock(scope: !142, file: !2, line: 79, column: 3)
!296 = !DILocation(line: 80, column: 12, scope: !295)
!297 = !DILocation(line: 79, column: 29, scope: !295)
!298 = !DILocation(line: 79, column: 21, scope: !295)
!299 = distinct !{!299, !262, !300, !229}
!300 = !DILocation(line: 80, column: 14, scope: !142)
!301 = !DISubprogram(name: "printf", scope: !302, file: !302, line: 356, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!302 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!303 = !DISubroutineType(types: !304)
!304 = !{!26, !305, null}
!305 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 32)
!307 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
