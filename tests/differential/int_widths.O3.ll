; ModuleID = 'int_widths.c'
source_filename = "int_widths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.scv = private unnamed_addr constant [8 x i8] c"\00\01\FFd\9C\7F\807", align 1
@__const.main.ucv = private unnamed_addr constant [8 x i8] c"\00\01\FF\80\C8M\03\FA", align 1
@__const.main.ssv = private unnamed_addr constant [8 x i16] [i16 0, i16 1, i16 -1, i16 32767, i16 -32768, i16 1234, i16 -4321, i16 300], align 16
@__const.main.usv = private unnamed_addr constant [8 x i16] [i16 0, i16 1, i16 -1, i16 -32768, i16 -15536, i16 4660, i16 7, i16 -536], align 16
@__const.main.iv = private unnamed_addr constant [8 x i32] [i32 1, i32 -1, i32 7, i32 -7, i32 2147483647, i32 -2147483648, i32 123456, i32 -98765], align 16
@__const.main.uv = private unnamed_addr constant [8 x i32] [i32 1, i32 3, i32 -1, i32 -2147483648, i32 1000000007, i32 65536, i32 77, i32 9], align 16
@__const.main.lv = private unnamed_addr constant [8 x i64] [i64 1, i64 -1, i64 9223372036854775807, i64 -9223372036854775808, i64 1000000000000, i64 -123456789012, i64 17, i64 -3], align 16
@__const.main.ulv = private unnamed_addr constant [8 x i64] [i64 1, i64 3, i64 -1, i64 -9223372036854775808, i64 1099511627776, i64 123456789, i64 10, i64 999], align 16
@__const.main.llv = private unnamed_addr constant [8 x i64] [i64 5, i64 -5, i64 9223372036854775807, i64 -9223372036854775808, i64 77777777777, i64 -3, i64 2, i64 -1000], align 16
@__const.main.ullv = private unnamed_addr constant [8 x i64] [i64 2, i64 7, i64 -1, i64 -9223372036854775808, i64 -2401053089206453570, i64 12345, i64 3, i64 1], align 16
@.str = private unnamed_addr constant [15 x i8] c"i: skip %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"l: skip %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"ll: skip %lld %lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"acc[%d] = %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [24 x i8] c"limits: %d %d %d %d %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [30 x i8] c"limits: %d %d %u %ld %ld %lu\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [10 x i8] c"final %u\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [38 x i8] c"sc: a=%d b=%d sum=%d diff=%d prod=%d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [38 x i8] c"uc: a=%u b=%u sum=%u diff=%u prod=%u\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [52 x i8] c"ss: a=%d b=%d sum=%d diff=%d prod=%d div=%d rem=%d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [38 x i8] c"us: a=%u b=%u sum=%u diff=%u prod=%u\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [53 x i8] c"i: a=%d b=%d sum=%d diff=%d wide=%lld div=%d rem=%d\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [51 x i8] c"u: a=%u b=%u sum=%u diff=%u prod=%u div=%u rem=%u\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [49 x i8] c"l: a=%ld b=%ld sum=%ld diff=%ld div=%ld rem=%ld\0A\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [59 x i8] c"ul: a=%lu b=%lu sum=%lu diff=%lu prod=%lu div=%lu rem=%lu\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [56 x i8] c"ll: a=%lld b=%lld sum=%lld diff=%lld div=%lld rem=%lld\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [67 x i8] c"ull: a=%llu b=%llu sum=%llu diff=%llu prod=%llu div=%llu rem=%llu\0A\00", align 1, !dbg !76

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 7) i32 @main() local_unnamed_addr #0 !dbg !99 {
    #dbg_assign(i1 undef, !103, !DIExpression(), !145, ptr @__const.main.scv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !107, !DIExpression(), !147, ptr @__const.main.ucv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !109, !DIExpression(), !148, ptr @__const.main.ssv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !111, !DIExpression(), !149, ptr @__const.main.usv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !113, !DIExpression(), !150, ptr @__const.main.iv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !115, !DIExpression(), !151, ptr @__const.main.uv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !117, !DIExpression(), !152, ptr @__const.main.lv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !120, !DIExpression(), !153, ptr @__const.main.ulv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !123, !DIExpression(), !154, ptr @__const.main.llv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !125, !DIExpression(), !155, ptr @__const.main.ullv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !103, !DIExpression(), !156, ptr @__const.main.scv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !107, !DIExpression(), !157, ptr @__const.main.ucv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !109, !DIExpression(), !158, ptr @__const.main.ssv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !111, !DIExpression(), !159, ptr @__const.main.usv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !113, !DIExpression(), !160, ptr @__const.main.iv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !115, !DIExpression(), !161, ptr @__const.main.uv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !117, !DIExpression(), !162, ptr @__const.main.lv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !120, !DIExpression(), !163, ptr @__const.main.ulv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !123, !DIExpression(), !164, ptr @__const.main.llv, !DIExpression(), !146)
    #dbg_assign(i1 undef, !125, !DIExpression(), !165, ptr @__const.main.ullv, !DIExpression(), !146)
    #dbg_value(i32 0, !128, !DIExpression(), !146)
    #dbg_value(i32 0, !129, !DIExpression(), !166)
  br label %6, !dbg !167

1:                                                ; preds = %226
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -128, i32 noundef 127, i32 noundef -32768, i32 noundef 32767, i32 noundef 65535), !dbg !168
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -2147483648, i32 noundef 2147483647, i32 noundef -1, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -1), !dbg !169
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %242), !dbg !170
  %5 = urem i32 %242, 7, !dbg !171
  ret i32 %5, !dbg !172

6:                                                ; preds = %0, %226
  %7 = phi i64 [ 0, %0 ], [ %245, %226 ]
  %8 = phi i32 [ 0, %0 ], [ %242, %226 ]
    #dbg_value(i32 %8, !128, !DIExpression(), !146)
    #dbg_value(i64 %7, !129, !DIExpression(), !166)
  %9 = trunc i64 %7 to i32, !dbg !173
  %10 = add i32 %9, 3, !dbg !173
  %11 = and i32 %10, 7, !dbg !173
    #dbg_value(i32 %11, !131, !DIExpression(), !174)
  %12 = mul i32 %8, 31, !dbg !175
  %13 = getelementptr inbounds [8 x i8], ptr @__const.main.scv, i64 0, i64 %7, !dbg !176
  %14 = load i8, ptr %13, align 1, !dbg !176, !tbaa !177
  %15 = zext nneg i32 %11 to i64, !dbg !180
  %16 = getelementptr inbounds [8 x i8], ptr @__const.main.scv, i64 0, i64 %15, !dbg !180
  %17 = load i8, ptr %16, align 1, !dbg !180, !tbaa !177
    #dbg_value(i8 %14, !181, !DIExpression(), !190)
    #dbg_value(i8 %17, !186, !DIExpression(), !190)
  %18 = sext i8 %14 to i32, !dbg !192
  %19 = sext i8 %17 to i32, !dbg !193
  %20 = add nsw i32 %19, %18, !dbg !194
    #dbg_value(i32 %20, !187, !DIExpression(), !190)
  %21 = sub nsw i32 %18, %19, !dbg !195
    #dbg_value(i32 %21, !188, !DIExpression(), !190)
  %22 = mul nsw i32 %19, %18, !dbg !196
    #dbg_value(i32 %22, !189, !DIExpression(), !190)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22), !dbg !197
  %24 = and i32 %20, 127, !dbg !198
  %25 = add i32 %24, %12, !dbg !199
    #dbg_value(i32 %25, !128, !DIExpression(), !146)
  %26 = mul i32 %25, 31, !dbg !200
  %27 = getelementptr inbounds [8 x i8], ptr @__const.main.ucv, i64 0, i64 %7, !dbg !201
  %28 = load i8, ptr %27, align 1, !dbg !201, !tbaa !177
  %29 = getelementptr inbounds [8 x i8], ptr @__const.main.ucv, i64 0, i64 %15, !dbg !202
  %30 = load i8, ptr %29, align 1, !dbg !202, !tbaa !177
    #dbg_value(i8 %28, !203, !DIExpression(), !212)
    #dbg_value(i8 %30, !208, !DIExpression(), !212)
  %31 = zext i8 %28 to i32, !dbg !214
  %32 = zext i8 %30 to i32, !dbg !215
  %33 = add i8 %30, %28, !dbg !216
    #dbg_value(i8 %33, !209, !DIExpression(), !212)
  %34 = sub i8 %28, %30, !dbg !217
    #dbg_value(i8 %34, !210, !DIExpression(), !212)
  %35 = mul i8 %30, %28, !dbg !218
    #dbg_value(i8 %35, !211, !DIExpression(), !212)
  %36 = zext i8 %33 to i32, !dbg !219
  %37 = zext i8 %34 to i32, !dbg !220
  %38 = zext i8 %35 to i32, !dbg !221
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %31, i32 noundef %32, i32 noundef %36, i32 noundef %37, i32 noundef %38), !dbg !222
  %40 = xor i8 %33, %34, !dbg !223
  %41 = xor i8 %40, %35, !dbg !224
  %42 = zext i8 %41 to i32, !dbg !225
  %43 = add i32 %26, %42, !dbg !226
    #dbg_value(i32 %43, !128, !DIExpression(), !146)
  %44 = mul i32 %43, 31, !dbg !227
  %45 = getelementptr inbounds [8 x i16], ptr @__const.main.ssv, i64 0, i64 %7, !dbg !228
  %46 = load i16, ptr %45, align 2, !dbg !228, !tbaa !229
  %47 = getelementptr inbounds [8 x i16], ptr @__const.main.ssv, i64 0, i64 %15, !dbg !231
  %48 = load i16, ptr %47, align 2, !dbg !231, !tbaa !229
    #dbg_value(i16 %46, !232, !DIExpression(), !241)
    #dbg_value(i16 %48, !237, !DIExpression(), !241)
  %49 = sext i16 %46 to i32, !dbg !243
  %50 = sext i16 %48 to i32, !dbg !244
    #dbg_value(!DIArgList(i32 %49, i32 %50), !238, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !241)
    #dbg_value(!DIArgList(i32 %49, i32 %50), !239, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !241)
    #dbg_value(!DIArgList(i32 %49, i32 %50), !240, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !241)
  %51 = icmp eq i32 %11, 0, !dbg !245
  br i1 %51, label %55, label %52, !dbg !245

52:                                               ; preds = %6
  %53 = sdiv i32 %49, %50, !dbg !246
  %54 = srem i32 %49, %50, !dbg !247
  br label %55, !dbg !248

55:                                               ; preds = %52, %6
  %56 = phi i32 [ %53, %52 ], [ 0, %6 ]
  %57 = phi i32 [ %54, %52 ], [ 0, %6 ], !dbg !248
  %58 = mul nsw i32 %50, %49, !dbg !249
    #dbg_value(i32 %58, !240, !DIExpression(), !241)
  %59 = sub nsw i32 %49, %50, !dbg !250
    #dbg_value(i32 %59, !239, !DIExpression(), !241)
  %60 = add nsw i32 %50, %49, !dbg !251
    #dbg_value(i32 %60, !238, !DIExpression(), !241)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %49, i32 noundef %50, i32 noundef %60, i32 noundef %59, i32 noundef %58, i32 noundef %56, i32 noundef %57), !dbg !252
  %62 = and i32 %59, 16383, !dbg !253
  %63 = add i32 %44, %62, !dbg !254
    #dbg_value(i32 %63, !128, !DIExpression(), !146)
  %64 = mul i32 %63, 31, !dbg !255
  %65 = getelementptr inbounds [8 x i16], ptr @__const.main.usv, i64 0, i64 %7, !dbg !256
  %66 = load i16, ptr %65, align 2, !dbg !256, !tbaa !229
  %67 = getelementptr inbounds [8 x i16], ptr @__const.main.usv, i64 0, i64 %15, !dbg !257
  %68 = load i16, ptr %67, align 2, !dbg !257, !tbaa !229
    #dbg_value(i16 %66, !258, !DIExpression(), !267)
    #dbg_value(i16 %68, !263, !DIExpression(), !267)
  %69 = zext i16 %66 to i32, !dbg !269
  %70 = zext i16 %68 to i32, !dbg !270
  %71 = add i16 %68, %66, !dbg !271
    #dbg_value(i16 %71, !264, !DIExpression(), !267)
  %72 = sub i16 %66, %68, !dbg !272
    #dbg_value(i16 %72, !265, !DIExpression(), !267)
  %73 = mul i16 %68, %66, !dbg !273
    #dbg_value(i16 %73, !266, !DIExpression(), !267)
  %74 = zext i16 %71 to i32, !dbg !274
  %75 = zext i16 %72 to i32, !dbg !275
  %76 = zext i16 %73 to i32, !dbg !276
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %69, i32 noundef %70, i32 noundef %74, i32 noundef %75, i32 noundef %76), !dbg !277
  %78 = add i16 %68, 2, !dbg !278
  %79 = mul i16 %78, %66, !dbg !278
  %80 = zext i16 %79 to i32, !dbg !279
  %81 = add i32 %64, %80, !dbg !280
    #dbg_value(i32 %81, !128, !DIExpression(), !146)
  %82 = getelementptr inbounds [8 x i32], ptr @__const.main.iv, i64 0, i64 %7, !dbg !281
  %83 = load i32, ptr %82, align 4, !dbg !282, !tbaa !283
    #dbg_value(i32 %83, !134, !DIExpression(), !285)
  %84 = getelementptr inbounds [8 x i32], ptr @__const.main.iv, i64 0, i64 %15, !dbg !286
  %85 = load i32, ptr %84, align 4, !dbg !286, !tbaa !283
    #dbg_value(i32 %85, !137, !DIExpression(), !285)
  %86 = sext i32 %83 to i64, !dbg !287
  %87 = sext i32 %85 to i64, !dbg !288
    #dbg_value(i64 poison, !138, !DIExpression(), !285)
  %88 = add nsw i64 %86, 2147483648, !dbg !289
  %89 = add nsw i64 %88, %87, !dbg !290
  %90 = icmp ult i64 %89, 4294967296, !dbg !290
  %91 = sub nsw i64 %88, %87
  %92 = icmp ult i64 %91, 4294967296
  %93 = select i1 %90, i1 %92, i1 false, !dbg !290
  br i1 %93, label %94, label %105, !dbg !290

94:                                               ; preds = %55
  %95 = mul i32 %81, 31, !dbg !292
    #dbg_value(i32 %83, !293, !DIExpression(), !300)
    #dbg_value(i32 %85, !298, !DIExpression(), !300)
  %96 = mul nsw i64 %87, %86, !dbg !302
    #dbg_value(i64 %96, !299, !DIExpression(), !300)
  %97 = add nsw i32 %85, %83, !dbg !303
  %98 = sub nsw i32 %83, %85, !dbg !304
  %99 = sdiv i32 %83, %85, !dbg !305
  %100 = srem i32 %83, %85, !dbg !306
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %83, i32 noundef %85, i32 noundef %97, i32 noundef %98, i64 noundef %96, i32 noundef %99, i32 noundef %100), !dbg !307
  %102 = srem i64 %96, 1000003, !dbg !308
  %103 = trunc nsw i64 %102 to i32, !dbg !309
  %104 = add i32 %95, %103, !dbg !310
    #dbg_value(i32 %104, !128, !DIExpression(), !146)
  br label %107, !dbg !311

105:                                              ; preds = %55
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %83, i32 noundef %85), !dbg !312
  br label %107

107:                                              ; preds = %94, %105
  %108 = phi i32 [ %104, %94 ], [ %81, %105 ], !dbg !174
    #dbg_value(i32 %108, !128, !DIExpression(), !146)
  %109 = mul i32 %108, 31, !dbg !313
  %110 = getelementptr inbounds [8 x i32], ptr @__const.main.uv, i64 0, i64 %7, !dbg !314
  %111 = load i32, ptr %110, align 4, !dbg !314, !tbaa !283
  %112 = getelementptr inbounds [8 x i32], ptr @__const.main.uv, i64 0, i64 %15, !dbg !315
  %113 = load i32, ptr %112, align 4, !dbg !315, !tbaa !283
    #dbg_value(i32 %111, !316, !DIExpression(), !322)
    #dbg_value(i32 %113, !321, !DIExpression(), !322)
  %114 = add i32 %113, %111, !dbg !324
  %115 = sub i32 %111, %113, !dbg !325
  %116 = mul i32 %113, %111, !dbg !326
  %117 = udiv i32 %111, %113, !dbg !327
  %118 = urem i32 %111, %113, !dbg !328
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %111, i32 noundef %113, i32 noundef %114, i32 noundef %115, i32 noundef %116, i32 noundef %117, i32 noundef %118), !dbg !329
  %120 = mul i32 %111, -1640531535, !dbg !330
  %121 = add i32 %113, %109, !dbg !331
  %122 = add i32 %121, %120, !dbg !332
    #dbg_value(i32 %122, !128, !DIExpression(), !146)
  %123 = getelementptr inbounds [8 x i64], ptr @__const.main.lv, i64 0, i64 %7, !dbg !333
  %124 = load i64, ptr %123, align 8, !dbg !333, !tbaa !334
    #dbg_value(i64 %124, !139, !DIExpression(), !336)
  %125 = getelementptr inbounds [8 x i64], ptr @__const.main.lv, i64 0, i64 %15, !dbg !337
  %126 = load i64, ptr %125, align 8, !dbg !337, !tbaa !334
    #dbg_value(i64 %126, !141, !DIExpression(), !336)
  %127 = lshr i64 85, %7, !dbg !338
  %128 = and i64 %127, 1, !dbg !338
  %129 = icmp ne i64 %128, 0, !dbg !338
  %130 = lshr i64 85, %15
  %131 = and i64 %130, 1
  %132 = icmp ne i64 %131, 0
  %133 = select i1 %129, i1 %132, i1 false, !dbg !340
  %134 = sub nuw nsw i64 9223372036854775807, %126
  %135 = icmp sgt i64 %124, %134
  %136 = select i1 %133, i1 %135, i1 false, !dbg !340
  br i1 %136, label %156, label %137, !dbg !340

137:                                              ; preds = %107
  %138 = lshr i64 170, %7, !dbg !341
  %139 = and i64 %138, 1, !dbg !341
  %140 = icmp ne i64 %139, 0, !dbg !341
  %141 = lshr i64 170, %15
  %142 = and i64 %141, 1
  %143 = icmp ne i64 %142, 0
  %144 = select i1 %140, i1 %143, i1 false, !dbg !342
  %145 = sub nsw i64 -9223372036854775808, %126
  %146 = icmp slt i64 %124, %145
  %147 = select i1 %144, i1 %146, i1 false, !dbg !342
  br i1 %147, label %156, label %148, !dbg !342

148:                                              ; preds = %137
  %149 = add nsw i64 %126, 9223372036854775807
  %150 = icmp sgt i64 %124, %149
  %151 = select i1 %143, i1 %150, i1 false, !dbg !343
  br i1 %151, label %156, label %152, !dbg !343

152:                                              ; preds = %148
  %153 = or i64 %126, -9223372036854775808
  %154 = icmp slt i64 %124, %153
  %155 = select i1 %132, i1 %154, i1 false, !dbg !344
  br i1 %155, label %156, label %158, !dbg !344

156:                                              ; preds = %152, %148, %137, %107
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %124, i64 noundef %126), !dbg !345
  br label %170, !dbg !345

158:                                              ; preds = %152
  %159 = mul i32 %122, 31, !dbg !346
    #dbg_value(i64 %124, !347, !DIExpression(), !353)
    #dbg_value(i64 %126, !352, !DIExpression(), !353)
  %160 = add nsw i64 %126, %124, !dbg !355
  %161 = sub nsw i64 %124, %126, !dbg !356
  %162 = sdiv i64 %124, %126, !dbg !357
  %163 = srem i64 %124, %126, !dbg !358
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %124, i64 noundef %126, i64 noundef %160, i64 noundef %161, i64 noundef %162, i64 noundef %163), !dbg !359
  %165 = sdiv i64 %124, 3, !dbg !360
  %166 = srem i64 %126, 7, !dbg !361
  %167 = sub nsw i64 %165, %166, !dbg !362
  %168 = trunc i64 %167 to i32, !dbg !363
  %169 = add i32 %159, %168, !dbg !364
    #dbg_value(i32 %169, !128, !DIExpression(), !146)
  br label %170

170:                                              ; preds = %158, %156
  %171 = phi i32 [ %122, %156 ], [ %169, %158 ], !dbg !174
    #dbg_value(i32 %171, !128, !DIExpression(), !146)
  %172 = mul i32 %171, 31, !dbg !365
  %173 = getelementptr inbounds [8 x i64], ptr @__const.main.ulv, i64 0, i64 %7, !dbg !366
  %174 = load i64, ptr %173, align 8, !dbg !366, !tbaa !334
  %175 = getelementptr inbounds [8 x i64], ptr @__const.main.ulv, i64 0, i64 %15, !dbg !367
  %176 = load i64, ptr %175, align 8, !dbg !367, !tbaa !334
    #dbg_value(i64 %174, !368, !DIExpression(), !374)
    #dbg_value(i64 %176, !373, !DIExpression(), !374)
  %177 = add i64 %176, %174, !dbg !376
  %178 = sub i64 %174, %176, !dbg !377
  %179 = mul i64 %176, %174, !dbg !378
  %180 = udiv i64 %174, %176, !dbg !379
  %181 = urem i64 %174, %176, !dbg !380
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %174, i64 noundef %176, i64 noundef %177, i64 noundef %178, i64 noundef %179, i64 noundef %180, i64 noundef %181), !dbg !381
  %183 = mul i64 %174, 1284865837, !dbg !382
  %184 = add i64 %183, %176, !dbg !383
  %185 = trunc i64 %184 to i32, !dbg !384
  %186 = add i32 %172, %185, !dbg !385
    #dbg_value(i32 %186, !128, !DIExpression(), !146)
  %187 = getelementptr inbounds [8 x i64], ptr @__const.main.llv, i64 0, i64 %7, !dbg !386
  %188 = load i64, ptr %187, align 8, !dbg !386, !tbaa !387
    #dbg_value(i64 %188, !142, !DIExpression(), !389)
  %189 = getelementptr inbounds [8 x i64], ptr @__const.main.llv, i64 0, i64 %15, !dbg !390
  %190 = load i64, ptr %189, align 8, !dbg !390, !tbaa !387
    #dbg_value(i64 %190, !144, !DIExpression(), !389)
  %191 = sub nuw nsw i64 9223372036854775807, %190
  %192 = icmp sgt i64 %188, %191
  %193 = select i1 %133, i1 %192, i1 false, !dbg !391
  br i1 %193, label %213, label %194, !dbg !391

194:                                              ; preds = %170
  %195 = lshr i64 170, %7, !dbg !393
  %196 = and i64 %195, 1, !dbg !393
  %197 = icmp ne i64 %196, 0, !dbg !393
  %198 = lshr i64 170, %15
  %199 = and i64 %198, 1
  %200 = icmp ne i64 %199, 0
  %201 = select i1 %197, i1 %200, i1 false, !dbg !394
  %202 = sub nsw i64 -9223372036854775808, %190
  %203 = icmp slt i64 %188, %202
  %204 = select i1 %201, i1 %203, i1 false, !dbg !394
  br i1 %204, label %213, label %205, !dbg !394

205:                                              ; preds = %194
  %206 = add nsw i64 %190, 9223372036854775807
  %207 = icmp sgt i64 %188, %206
  %208 = select i1 %200, i1 %207, i1 false, !dbg !395
  br i1 %208, label %213, label %209, !dbg !395

209:                                              ; preds = %205
  %210 = or i64 %190, -9223372036854775808
  %211 = icmp slt i64 %188, %210
  %212 = select i1 %132, i1 %211, i1 false, !dbg !396
  br i1 %212, label %213, label %215, !dbg !396

213:                                              ; preds = %209, %205, %194, %170
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %188, i64 noundef %190), !dbg !397
  br label %226, !dbg !397

215:                                              ; preds = %209
  %216 = mul i32 %186, 31, !dbg !398
    #dbg_value(i64 %188, !399, !DIExpression(), !405)
    #dbg_value(i64 %190, !404, !DIExpression(), !405)
  %217 = add nsw i64 %190, %188, !dbg !407
  %218 = sub nsw i64 %188, %190, !dbg !408
  %219 = sdiv i64 %188, %190, !dbg !409
  %220 = srem i64 %188, %190, !dbg !410
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %188, i64 noundef %190, i64 noundef %217, i64 noundef %218, i64 noundef %219, i64 noundef %220), !dbg !411
  %222 = sdiv i64 %190, -2, !dbg !412
  %223 = add i64 %222, %188, !dbg !413
  %224 = trunc i64 %223 to i32, !dbg !414
  %225 = add i32 %216, %224, !dbg !415
    #dbg_value(i32 %225, !128, !DIExpression(), !146)
  br label %226

226:                                              ; preds = %215, %213
  %227 = phi i32 [ %186, %213 ], [ %225, %215 ], !dbg !174
    #dbg_value(i32 %227, !128, !DIExpression(), !146)
  %228 = mul i32 %227, 31, !dbg !416
  %229 = getelementptr inbounds [8 x i64], ptr @__const.main.ullv, i64 0, i64 %7, !dbg !417
  %230 = load i64, ptr %229, align 8, !dbg !417, !tbaa !387
  %231 = getelementptr inbounds [8 x i64], ptr @__const.main.ullv, i64 0, i64 %15, !dbg !418
  %232 = load i64, ptr %231, align 8, !dbg !418, !tbaa !387
    #dbg_value(i64 %230, !419, !DIExpression(), !425)
    #dbg_value(i64 %232, !424, !DIExpression(), !425)
  %233 = add i64 %232, %230, !dbg !427
  %234 = sub i64 %230, %232, !dbg !428
  %235 = mul i64 %232, %230, !dbg !429
  %236 = udiv i64 %230, %232, !dbg !430
  %237 = urem i64 %230, %232, !dbg !431
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %230, i64 noundef %232, i64 noundef %233, i64 noundef %234, i64 noundef %235, i64 noundef %236, i64 noundef %237), !dbg !432
  %239 = shl i64 %232, 7, !dbg !433
  %240 = xor i64 %239, %230, !dbg !434
  %241 = trunc i64 %240 to i32, !dbg !435
  %242 = add i32 %228, %241, !dbg !436
    #dbg_value(i32 %242, !128, !DIExpression(), !146)
  %243 = trunc nuw nsw i64 %7 to i32, !dbg !437
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %243, i32 noundef %242), !dbg !437
  %245 = add nuw nsw i64 %7, 1, !dbg !438
    #dbg_value(i64 %245, !129, !DIExpression(), !166)
  %246 = icmp eq i64 %245, 8, !dbg !439
  br i1 %246, label %1, label %6, !dbg !167, !llvm.loop !440
}

; Function Attrs: nofree nounwind
declare !dbg !443 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!81}
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "int_widths.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "0721ec5a50a3cb61f54abf940a801d34")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 14)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 128, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 24)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 30)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 38)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !39, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 52)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !39, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 53)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 51)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 49)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 59)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 56)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 536, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 67)
!81 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !82, globals: !90, splitDebugInlining: false, nameTableKind: None)
!82 = !{!83, !84, !85, !86, !87, !88, !89}
!83 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!84 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!85 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!86 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!89 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!90 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !49, !51, !56, !61, !66, !71, !76}
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"uwtable", i32 2}
!97 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 74, type: !100, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!87}
!102 = !{!103, !107, !109, !111, !113, !115, !117, !120, !123, !125, !128, !129, !131, !134, !137, !138, !139, !141, !142, !144}
!103 = !DILocalVariable(name: "scv", scope: !99, file: !2, line: 75, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 64, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 8)
!107 = !DILocalVariable(name: "ucv", scope: !99, file: !2, line: 76, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 64, elements: !105)
!109 = !DILocalVariable(name: "ssv", scope: !99, file: !2, line: 77, type: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 128, elements: !105)
!111 = !DILocalVariable(name: "usv", scope: !99, file: !2, line: 78, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 128, elements: !105)
!113 = !DILocalVariable(name: "iv", scope: !99, file: !2, line: 79, type: !114)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 256, elements: !105)
!115 = !DILocalVariable(name: "uv", scope: !99, file: !2, line: 80, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 256, elements: !105)
!117 = !DILocalVariable(name: "lv", scope: !99, file: !2, line: 81, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !119, size: 512, elements: !105)
!119 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!120 = !DILocalVariable(name: "ulv", scope: !99, file: !2, line: 83, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 512, elements: !105)
!122 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!123 = !DILocalVariable(name: "llv", scope: !99, file: !2, line: 85, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 512, elements: !105)
!125 = !DILocalVariable(name: "ullv", scope: !99, file: !2, line: 86, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 512, elements: !105)
!127 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!128 = !DILocalVariable(name: "acc", scope: !99, file: !2, line: 88, type: !86)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 89, type: !87)
!130 = distinct !DILexicalBlock(scope: !99, file: !2, line: 89, column: 5)
!131 = !DILocalVariable(name: "j", scope: !132, file: !2, line: 90, type: !87)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 89, column: 33)
!133 = distinct !DILexicalBlock(scope: !130, file: !2, line: 89, column: 5)
!134 = !DILocalVariable(name: "a", scope: !135, file: !2, line: 96, type: !87)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 95, column: 51)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 95, column: 13)
!137 = !DILocalVariable(name: "b", scope: !135, file: !2, line: 96, type: !87)
!138 = !DILocalVariable(name: "wide_sum", scope: !135, file: !2, line: 97, type: !85)
!139 = !DILocalVariable(name: "a", scope: !140, file: !2, line: 106, type: !119)
!140 = distinct !DILexicalBlock(scope: !132, file: !2, line: 105, column: 9)
!141 = !DILocalVariable(name: "b", scope: !140, file: !2, line: 106, type: !119)
!142 = !DILocalVariable(name: "a", scope: !143, file: !2, line: 117, type: !85)
!143 = distinct !DILexicalBlock(scope: !132, file: !2, line: 116, column: 9)
!144 = !DILocalVariable(name: "b", scope: !143, file: !2, line: 117, type: !85)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 0, scope: !99)
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = distinct !DIAssignID()
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = distinct !DIAssignID()
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !130)
!167 = !DILocation(line: 89, column: 5, scope: !130)
!168 = !DILocation(line: 128, column: 5, scope: !99)
!169 = !DILocation(line: 129, column: 5, scope: !99)
!170 = !DILocation(line: 131, column: 5, scope: !99)
!171 = !DILocation(line: 132, column: 22, scope: !99)
!172 = !DILocation(line: 132, column: 5, scope: !99)
!173 = !DILocation(line: 90, column: 25, scope: !132)
!174 = !DILocation(line: 0, scope: !132)
!175 = !DILocation(line: 91, column: 19, scope: !132)
!176 = !DILocation(line: 91, column: 48, scope: !132)
!177 = !{!178, !178, i64 0}
!178 = !{!"omnipotent char", !179, i64 0}
!179 = !{!"Simple C/C++ TBAA"}
!180 = !DILocation(line: 91, column: 56, scope: !132)
!181 = !DILocalVariable(name: "a", arg: 1, scope: !182, file: !2, line: 5, type: !88)
!182 = distinct !DISubprogram(name: "sc_ops", scope: !2, file: !2, line: 5, type: !183, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!88, !88, !88}
!185 = !{!181, !186, !187, !188, !189}
!186 = !DILocalVariable(name: "b", arg: 2, scope: !182, file: !2, line: 5, type: !88)
!187 = !DILocalVariable(name: "s", scope: !182, file: !2, line: 7, type: !87)
!188 = !DILocalVariable(name: "d", scope: !182, file: !2, line: 8, type: !87)
!189 = !DILocalVariable(name: "m", scope: !182, file: !2, line: 9, type: !87)
!190 = !DILocation(line: 0, scope: !182, inlinedAt: !191)
!191 = distinct !DILocation(line: 91, column: 41, scope: !132)
!192 = !DILocation(line: 7, column: 13, scope: !182, inlinedAt: !191)
!193 = !DILocation(line: 7, column: 17, scope: !182, inlinedAt: !191)
!194 = !DILocation(line: 7, column: 15, scope: !182, inlinedAt: !191)
!195 = !DILocation(line: 8, column: 15, scope: !182, inlinedAt: !191)
!196 = !DILocation(line: 9, column: 15, scope: !182, inlinedAt: !191)
!197 = !DILocation(line: 10, column: 5, scope: !182, inlinedAt: !191)
!198 = !DILocation(line: 11, column: 12, scope: !182, inlinedAt: !191)
!199 = !DILocation(line: 91, column: 24, scope: !132)
!200 = !DILocation(line: 92, column: 19, scope: !132)
!201 = !DILocation(line: 92, column: 33, scope: !132)
!202 = !DILocation(line: 92, column: 41, scope: !132)
!203 = !DILocalVariable(name: "a", arg: 1, scope: !204, file: !2, line: 14, type: !83)
!204 = distinct !DISubprogram(name: "uc_ops", scope: !2, file: !2, line: 14, type: !205, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !207)
!205 = !DISubroutineType(types: !206)
!206 = !{!83, !83, !83}
!207 = !{!203, !208, !209, !210, !211}
!208 = !DILocalVariable(name: "b", arg: 2, scope: !204, file: !2, line: 14, type: !83)
!209 = !DILocalVariable(name: "s", scope: !204, file: !2, line: 15, type: !83)
!210 = !DILocalVariable(name: "d", scope: !204, file: !2, line: 16, type: !83)
!211 = !DILocalVariable(name: "m", scope: !204, file: !2, line: 17, type: !83)
!212 = !DILocation(line: 0, scope: !204, inlinedAt: !213)
!213 = distinct !DILocation(line: 92, column: 26, scope: !132)
!214 = !DILocation(line: 15, column: 39, scope: !204, inlinedAt: !213)
!215 = !DILocation(line: 15, column: 43, scope: !204, inlinedAt: !213)
!216 = !DILocation(line: 15, column: 41, scope: !204, inlinedAt: !213)
!217 = !DILocation(line: 16, column: 41, scope: !204, inlinedAt: !213)
!218 = !DILocation(line: 17, column: 41, scope: !204, inlinedAt: !213)
!219 = !DILocation(line: 18, column: 60, scope: !204, inlinedAt: !213)
!220 = !DILocation(line: 18, column: 63, scope: !204, inlinedAt: !213)
!221 = !DILocation(line: 18, column: 66, scope: !204, inlinedAt: !213)
!222 = !DILocation(line: 18, column: 5, scope: !204, inlinedAt: !213)
!223 = !DILocation(line: 19, column: 30, scope: !204, inlinedAt: !213)
!224 = !DILocation(line: 19, column: 34, scope: !204, inlinedAt: !213)
!225 = !DILocation(line: 92, column: 26, scope: !132)
!226 = !DILocation(line: 92, column: 24, scope: !132)
!227 = !DILocation(line: 93, column: 19, scope: !132)
!228 = !DILocation(line: 93, column: 49, scope: !132)
!229 = !{!230, !230, i64 0}
!230 = !{!"short", !178, i64 0}
!231 = !DILocation(line: 93, column: 57, scope: !132)
!232 = !DILocalVariable(name: "a", arg: 1, scope: !233, file: !2, line: 22, type: !89)
!233 = distinct !DISubprogram(name: "ss_ops", scope: !2, file: !2, line: 22, type: !234, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{!89, !89, !89}
!236 = !{!232, !237, !238, !239, !240}
!237 = !DILocalVariable(name: "b", arg: 2, scope: !233, file: !2, line: 22, type: !89)
!238 = !DILocalVariable(name: "s", scope: !233, file: !2, line: 23, type: !87)
!239 = !DILocalVariable(name: "d", scope: !233, file: !2, line: 23, type: !87)
!240 = !DILocalVariable(name: "m", scope: !233, file: !2, line: 23, type: !87)
!241 = !DILocation(line: 0, scope: !233, inlinedAt: !242)
!242 = distinct !DILocation(line: 93, column: 42, scope: !132)
!243 = !DILocation(line: 23, column: 13, scope: !233, inlinedAt: !242)
!244 = !DILocation(line: 23, column: 17, scope: !233, inlinedAt: !242)
!245 = !DILocation(line: 25, column: 12, scope: !233, inlinedAt: !242)
!246 = !DILocation(line: 25, column: 18, scope: !233, inlinedAt: !242)
!247 = !DILocation(line: 25, column: 33, scope: !233, inlinedAt: !242)
!248 = !DILocation(line: 25, column: 27, scope: !233, inlinedAt: !242)
!249 = !DILocation(line: 23, column: 37, scope: !233, inlinedAt: !242)
!250 = !DILocation(line: 23, column: 26, scope: !233, inlinedAt: !242)
!251 = !DILocation(line: 23, column: 15, scope: !233, inlinedAt: !242)
!252 = !DILocation(line: 24, column: 5, scope: !233, inlinedAt: !242)
!253 = !DILocation(line: 26, column: 12, scope: !233, inlinedAt: !242)
!254 = !DILocation(line: 93, column: 24, scope: !132)
!255 = !DILocation(line: 94, column: 19, scope: !132)
!256 = !DILocation(line: 94, column: 33, scope: !132)
!257 = !DILocation(line: 94, column: 41, scope: !132)
!258 = !DILocalVariable(name: "a", arg: 1, scope: !259, file: !2, line: 29, type: !84)
!259 = distinct !DISubprogram(name: "us_ops", scope: !2, file: !2, line: 29, type: !260, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{!84, !84, !84}
!262 = !{!258, !263, !264, !265, !266}
!263 = !DILocalVariable(name: "b", arg: 2, scope: !259, file: !2, line: 29, type: !84)
!264 = !DILocalVariable(name: "s", scope: !259, file: !2, line: 30, type: !84)
!265 = !DILocalVariable(name: "d", scope: !259, file: !2, line: 31, type: !84)
!266 = !DILocalVariable(name: "m", scope: !259, file: !2, line: 32, type: !84)
!267 = !DILocation(line: 0, scope: !259, inlinedAt: !268)
!268 = distinct !DILocation(line: 94, column: 26, scope: !132)
!269 = !DILocation(line: 30, column: 41, scope: !259, inlinedAt: !268)
!270 = !DILocation(line: 30, column: 45, scope: !259, inlinedAt: !268)
!271 = !DILocation(line: 30, column: 43, scope: !259, inlinedAt: !268)
!272 = !DILocation(line: 31, column: 43, scope: !259, inlinedAt: !268)
!273 = !DILocation(line: 32, column: 53, scope: !259, inlinedAt: !268)
!274 = !DILocation(line: 33, column: 60, scope: !259, inlinedAt: !268)
!275 = !DILocation(line: 33, column: 63, scope: !259, inlinedAt: !268)
!276 = !DILocation(line: 33, column: 66, scope: !259, inlinedAt: !268)
!277 = !DILocation(line: 33, column: 5, scope: !259, inlinedAt: !268)
!278 = !DILocation(line: 34, column: 35, scope: !259, inlinedAt: !268)
!279 = !DILocation(line: 94, column: 26, scope: !132)
!280 = !DILocation(line: 94, column: 24, scope: !132)
!281 = !DILocation(line: 95, column: 16, scope: !136)
!282 = !DILocation(line: 96, column: 21, scope: !135)
!283 = !{!284, !284, i64 0}
!284 = !{!"int", !178, i64 0}
!285 = !DILocation(line: 0, scope: !135)
!286 = !DILocation(line: 96, column: 32, scope: !135)
!287 = !DILocation(line: 97, column: 34, scope: !135)
!288 = !DILocation(line: 97, column: 49, scope: !135)
!289 = !DILocation(line: 97, column: 47, scope: !135)
!290 = !DILocation(line: 98, column: 37, scope: !291)
!291 = distinct !DILexicalBlock(scope: !135, file: !2, line: 98, column: 17)
!292 = !DILocation(line: 100, column: 27, scope: !291)
!293 = !DILocalVariable(name: "a", arg: 1, scope: !294, file: !2, line: 37, type: !87)
!294 = distinct !DISubprogram(name: "i_ops", scope: !2, file: !2, line: 37, type: !295, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !297)
!295 = !DISubroutineType(types: !296)
!296 = !{!87, !87, !87}
!297 = !{!293, !298, !299}
!298 = !DILocalVariable(name: "b", arg: 2, scope: !294, file: !2, line: 37, type: !87)
!299 = !DILocalVariable(name: "wide", scope: !294, file: !2, line: 38, type: !85)
!300 = !DILocation(line: 0, scope: !294, inlinedAt: !301)
!301 = distinct !DILocation(line: 100, column: 44, scope: !291)
!302 = !DILocation(line: 38, column: 35, scope: !294, inlinedAt: !301)
!303 = !DILocation(line: 39, column: 77, scope: !294, inlinedAt: !301)
!304 = !DILocation(line: 39, column: 84, scope: !294, inlinedAt: !301)
!305 = !DILocation(line: 40, column: 14, scope: !294, inlinedAt: !301)
!306 = !DILocation(line: 40, column: 21, scope: !294, inlinedAt: !301)
!307 = !DILocation(line: 39, column: 5, scope: !294, inlinedAt: !301)
!308 = !DILocation(line: 41, column: 23, scope: !294, inlinedAt: !301)
!309 = !DILocation(line: 41, column: 12, scope: !294, inlinedAt: !301)
!310 = !DILocation(line: 100, column: 32, scope: !291)
!311 = !DILocation(line: 100, column: 17, scope: !291)
!312 = !DILocation(line: 102, column: 17, scope: !291)
!313 = !DILocation(line: 104, column: 19, scope: !132)
!314 = !DILocation(line: 104, column: 32, scope: !132)
!315 = !DILocation(line: 104, column: 39, scope: !132)
!316 = !DILocalVariable(name: "a", arg: 1, scope: !317, file: !2, line: 44, type: !86)
!317 = distinct !DISubprogram(name: "u_ops", scope: !2, file: !2, line: 44, type: !318, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !320)
!318 = !DISubroutineType(types: !319)
!319 = !{!86, !86, !86}
!320 = !{!316, !321}
!321 = !DILocalVariable(name: "b", arg: 2, scope: !317, file: !2, line: 44, type: !86)
!322 = !DILocation(line: 0, scope: !317, inlinedAt: !323)
!323 = distinct !DILocation(line: 104, column: 26, scope: !132)
!324 = !DILocation(line: 45, column: 75, scope: !317, inlinedAt: !323)
!325 = !DILocation(line: 45, column: 82, scope: !317, inlinedAt: !323)
!326 = !DILocation(line: 45, column: 89, scope: !317, inlinedAt: !323)
!327 = !DILocation(line: 46, column: 14, scope: !317, inlinedAt: !323)
!328 = !DILocation(line: 46, column: 21, scope: !317, inlinedAt: !323)
!329 = !DILocation(line: 45, column: 5, scope: !317, inlinedAt: !323)
!330 = !DILocation(line: 47, column: 14, scope: !317, inlinedAt: !323)
!331 = !DILocation(line: 47, column: 28, scope: !317, inlinedAt: !323)
!332 = !DILocation(line: 104, column: 24, scope: !132)
!333 = !DILocation(line: 106, column: 22, scope: !140)
!334 = !{!335, !335, i64 0}
!335 = !{!"long", !178, i64 0}
!336 = !DILocation(line: 0, scope: !140)
!337 = !DILocation(line: 106, column: 33, scope: !140)
!338 = !DILocation(line: 108, column: 20, scope: !339)
!339 = distinct !DILexicalBlock(scope: !140, file: !2, line: 108, column: 17)
!340 = !DILocation(line: 108, column: 24, scope: !339)
!341 = !DILocation(line: 108, column: 60, scope: !339)
!342 = !DILocation(line: 108, column: 64, scope: !339)
!343 = !DILocation(line: 109, column: 24, scope: !339)
!344 = !DILocation(line: 109, column: 55, scope: !339)
!345 = !DILocation(line: 111, column: 17, scope: !339)
!346 = !DILocation(line: 113, column: 27, scope: !339)
!347 = !DILocalVariable(name: "a", arg: 1, scope: !348, file: !2, line: 50, type: !119)
!348 = distinct !DISubprogram(name: "l_ops", scope: !2, file: !2, line: 50, type: !349, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !351)
!349 = !DISubroutineType(types: !350)
!350 = !{!119, !119, !119}
!351 = !{!347, !352}
!352 = !DILocalVariable(name: "b", arg: 2, scope: !348, file: !2, line: 50, type: !119)
!353 = !DILocation(line: 0, scope: !348, inlinedAt: !354)
!354 = distinct !DILocation(line: 113, column: 44, scope: !339)
!355 = !DILocation(line: 51, column: 73, scope: !348, inlinedAt: !354)
!356 = !DILocation(line: 51, column: 80, scope: !348, inlinedAt: !354)
!357 = !DILocation(line: 51, column: 87, scope: !348, inlinedAt: !354)
!358 = !DILocation(line: 52, column: 14, scope: !348, inlinedAt: !354)
!359 = !DILocation(line: 51, column: 5, scope: !348, inlinedAt: !354)
!360 = !DILocation(line: 53, column: 14, scope: !348, inlinedAt: !354)
!361 = !DILocation(line: 53, column: 22, scope: !348, inlinedAt: !354)
!362 = !DILocation(line: 53, column: 18, scope: !348, inlinedAt: !354)
!363 = !DILocation(line: 113, column: 34, scope: !339)
!364 = !DILocation(line: 113, column: 32, scope: !339)
!365 = !DILocation(line: 115, column: 19, scope: !132)
!366 = !DILocation(line: 115, column: 43, scope: !132)
!367 = !DILocation(line: 115, column: 51, scope: !132)
!368 = !DILocalVariable(name: "a", arg: 1, scope: !369, file: !2, line: 56, type: !122)
!369 = distinct !DISubprogram(name: "ul_ops", scope: !2, file: !2, line: 56, type: !370, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !372)
!370 = !DISubroutineType(types: !371)
!371 = !{!122, !122, !122}
!372 = !{!368, !373}
!373 = !DILocalVariable(name: "b", arg: 2, scope: !369, file: !2, line: 56, type: !122)
!374 = !DILocation(line: 0, scope: !369, inlinedAt: !375)
!375 = distinct !DILocation(line: 115, column: 36, scope: !132)
!376 = !DILocation(line: 57, column: 83, scope: !369, inlinedAt: !375)
!377 = !DILocation(line: 57, column: 90, scope: !369, inlinedAt: !375)
!378 = !DILocation(line: 58, column: 14, scope: !369, inlinedAt: !375)
!379 = !DILocation(line: 58, column: 21, scope: !369, inlinedAt: !375)
!380 = !DILocation(line: 58, column: 28, scope: !369, inlinedAt: !375)
!381 = !DILocation(line: 57, column: 5, scope: !369, inlinedAt: !375)
!382 = !DILocation(line: 59, column: 14, scope: !369, inlinedAt: !375)
!383 = !DILocation(line: 59, column: 38, scope: !369, inlinedAt: !375)
!384 = !DILocation(line: 115, column: 26, scope: !132)
!385 = !DILocation(line: 115, column: 24, scope: !132)
!386 = !DILocation(line: 117, column: 27, scope: !143)
!387 = !{!388, !388, i64 0}
!388 = !{!"long long", !178, i64 0}
!389 = !DILocation(line: 0, scope: !143)
!390 = !DILocation(line: 117, column: 39, scope: !143)
!391 = !DILocation(line: 118, column: 24, scope: !392)
!392 = distinct !DILexicalBlock(scope: !143, file: !2, line: 118, column: 17)
!393 = !DILocation(line: 118, column: 61, scope: !392)
!394 = !DILocation(line: 118, column: 65, scope: !392)
!395 = !DILocation(line: 119, column: 24, scope: !392)
!396 = !DILocation(line: 119, column: 56, scope: !392)
!397 = !DILocation(line: 121, column: 17, scope: !392)
!398 = !DILocation(line: 123, column: 27, scope: !392)
!399 = !DILocalVariable(name: "a", arg: 1, scope: !400, file: !2, line: 62, type: !85)
!400 = distinct !DISubprogram(name: "ll_ops", scope: !2, file: !2, line: 62, type: !401, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !403)
!401 = !DISubroutineType(types: !402)
!402 = !{!85, !85, !85}
!403 = !{!399, !404}
!404 = !DILocalVariable(name: "b", arg: 2, scope: !400, file: !2, line: 62, type: !85)
!405 = !DILocation(line: 0, scope: !400, inlinedAt: !406)
!406 = distinct !DILocation(line: 123, column: 44, scope: !392)
!407 = !DILocation(line: 63, column: 80, scope: !400, inlinedAt: !406)
!408 = !DILocation(line: 63, column: 87, scope: !400, inlinedAt: !406)
!409 = !DILocation(line: 64, column: 14, scope: !400, inlinedAt: !406)
!410 = !DILocation(line: 64, column: 21, scope: !400, inlinedAt: !406)
!411 = !DILocation(line: 63, column: 5, scope: !400, inlinedAt: !406)
!412 = !DILocation(line: 65, column: 18, scope: !400, inlinedAt: !406)
!413 = !DILocation(line: 65, column: 14, scope: !400, inlinedAt: !406)
!414 = !DILocation(line: 123, column: 34, scope: !392)
!415 = !DILocation(line: 123, column: 32, scope: !392)
!416 = !DILocation(line: 125, column: 19, scope: !132)
!417 = !DILocation(line: 125, column: 44, scope: !132)
!418 = !DILocation(line: 125, column: 53, scope: !132)
!419 = !DILocalVariable(name: "a", arg: 1, scope: !420, file: !2, line: 68, type: !127)
!420 = distinct !DISubprogram(name: "ull_ops", scope: !2, file: !2, line: 68, type: !421, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !423)
!421 = !DISubroutineType(types: !422)
!422 = !{!127, !127, !127}
!423 = !{!419, !424}
!424 = !DILocalVariable(name: "b", arg: 2, scope: !420, file: !2, line: 68, type: !127)
!425 = !DILocation(line: 0, scope: !420, inlinedAt: !426)
!426 = distinct !DILocation(line: 125, column: 36, scope: !132)
!427 = !DILocation(line: 69, column: 91, scope: !420, inlinedAt: !426)
!428 = !DILocation(line: 70, column: 14, scope: !420, inlinedAt: !426)
!429 = !DILocation(line: 70, column: 21, scope: !420, inlinedAt: !426)
!430 = !DILocation(line: 70, column: 28, scope: !420, inlinedAt: !426)
!431 = !DILocation(line: 70, column: 35, scope: !420, inlinedAt: !426)
!432 = !DILocation(line: 69, column: 5, scope: !420, inlinedAt: !426)
!433 = !DILocation(line: 71, column: 19, scope: !420, inlinedAt: !426)
!434 = !DILocation(line: 71, column: 14, scope: !420, inlinedAt: !426)
!435 = !DILocation(line: 125, column: 26, scope: !132)
!436 = !DILocation(line: 125, column: 24, scope: !132)
!437 = !DILocation(line: 126, column: 9, scope: !132)
!438 = !DILocation(line: 89, column: 29, scope: !133)
!439 = !DILocation(line: 89, column: 23, scope: !133)
!440 = distinct !{!440, !167, !441, !442}
!441 = !DILocation(line: 127, column: 5, scope: !130)
!442 = !{!"llvm.loop.mustprogress"}
!443 = !DISubprogram(name: "printf", scope: !444, file: !444, line: 356, type: !445, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!445 = !DISubroutineType(types: !446)
!446 = !{!87, !447, null}
!447 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !448)
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !449, size: 64)
!449 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
