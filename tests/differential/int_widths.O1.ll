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

1:                                                ; preds = %229
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -128, i32 noundef 127, i32 noundef -32768, i32 noundef 32767, i32 noundef 65535), !dbg !168
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -2147483648, i32 noundef 2147483647, i32 noundef -1, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -1), !dbg !169
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %245), !dbg !170
  %5 = urem i32 %245, 7, !dbg !171
  ret i32 %5, !dbg !172

6:                                                ; preds = %0, %229
  %7 = phi i64 [ 0, %0 ], [ %248, %229 ]
  %8 = phi i32 [ 0, %0 ], [ %245, %229 ]
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
  br i1 %51, label %54, label %52, !dbg !245

52:                                               ; preds = %6
  %53 = sdiv i32 %49, %50, !dbg !246
  br label %54, !dbg !245

54:                                               ; preds = %52, %6
  %55 = phi i32 [ %53, %52 ], [ 0, %6 ], !dbg !245
  br i1 %51, label %58, label %56, !dbg !247

56:                                               ; preds = %54
  %57 = srem i32 %49, %50, !dbg !248
  br label %58, !dbg !247

58:                                               ; preds = %54, %56
  %59 = phi i32 [ %57, %56 ], [ 0, %54 ], !dbg !247
  %60 = mul nsw i32 %50, %49, !dbg !249
    #dbg_value(i32 %60, !240, !DIExpression(), !241)
  %61 = sub nsw i32 %49, %50, !dbg !250
    #dbg_value(i32 %61, !239, !DIExpression(), !241)
  %62 = add nsw i32 %50, %49, !dbg !251
    #dbg_value(i32 %62, !238, !DIExpression(), !241)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %49, i32 noundef %50, i32 noundef %62, i32 noundef %61, i32 noundef %60, i32 noundef %55, i32 noundef %59), !dbg !252
  %64 = and i32 %61, 16383, !dbg !253
  %65 = add i32 %44, %64, !dbg !254
    #dbg_value(i32 %65, !128, !DIExpression(), !146)
  %66 = mul i32 %65, 31, !dbg !255
  %67 = getelementptr inbounds [8 x i16], ptr @__const.main.usv, i64 0, i64 %7, !dbg !256
  %68 = load i16, ptr %67, align 2, !dbg !256, !tbaa !229
  %69 = getelementptr inbounds [8 x i16], ptr @__const.main.usv, i64 0, i64 %15, !dbg !257
  %70 = load i16, ptr %69, align 2, !dbg !257, !tbaa !229
    #dbg_value(i16 %68, !258, !DIExpression(), !267)
    #dbg_value(i16 %70, !263, !DIExpression(), !267)
  %71 = zext i16 %68 to i32, !dbg !269
  %72 = zext i16 %70 to i32, !dbg !270
  %73 = add i16 %70, %68, !dbg !271
    #dbg_value(i16 %73, !264, !DIExpression(), !267)
  %74 = sub i16 %68, %70, !dbg !272
    #dbg_value(i16 %74, !265, !DIExpression(), !267)
  %75 = mul i16 %70, %68, !dbg !273
    #dbg_value(i16 %75, !266, !DIExpression(), !267)
  %76 = zext i16 %73 to i32, !dbg !274
  %77 = zext i16 %74 to i32, !dbg !275
  %78 = zext i16 %75 to i32, !dbg !276
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %71, i32 noundef %72, i32 noundef %76, i32 noundef %77, i32 noundef %78), !dbg !277
  %80 = add i16 %70, 2, !dbg !278
  %81 = mul i16 %80, %68, !dbg !278
  %82 = zext i16 %81 to i32, !dbg !279
  %83 = add i32 %66, %82, !dbg !280
    #dbg_value(i32 %83, !128, !DIExpression(), !146)
  %84 = getelementptr inbounds [8 x i32], ptr @__const.main.iv, i64 0, i64 %7, !dbg !281
  %85 = load i32, ptr %84, align 4, !dbg !282, !tbaa !283
    #dbg_value(i32 %85, !134, !DIExpression(), !285)
  %86 = getelementptr inbounds [8 x i32], ptr @__const.main.iv, i64 0, i64 %15, !dbg !286
  %87 = load i32, ptr %86, align 4, !dbg !286, !tbaa !283
    #dbg_value(i32 %87, !137, !DIExpression(), !285)
  %88 = sext i32 %85 to i64, !dbg !287
  %89 = sext i32 %87 to i64, !dbg !288
    #dbg_value(i64 poison, !138, !DIExpression(), !285)
  %90 = add nsw i64 %88, 2147483648, !dbg !289
  %91 = add nsw i64 %90, %89, !dbg !290
  %92 = icmp ult i64 %91, 4294967296, !dbg !290
  br i1 %92, label %93, label %108, !dbg !290

93:                                               ; preds = %58
  %94 = add nsw i64 %88, 2147483648, !dbg !292
  %95 = sub nsw i64 %94, %89, !dbg !293
  %96 = icmp ult i64 %95, 4294967296, !dbg !293
  br i1 %96, label %97, label %108, !dbg !293

97:                                               ; preds = %93
  %98 = mul i32 %83, 31, !dbg !294
    #dbg_value(i32 %85, !295, !DIExpression(), !302)
    #dbg_value(i32 %87, !300, !DIExpression(), !302)
  %99 = mul nsw i64 %89, %88, !dbg !304
    #dbg_value(i64 %99, !301, !DIExpression(), !302)
  %100 = add nsw i32 %87, %85, !dbg !305
  %101 = sub nsw i32 %85, %87, !dbg !306
  %102 = sdiv i32 %85, %87, !dbg !307
  %103 = srem i32 %85, %87, !dbg !308
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %85, i32 noundef %87, i32 noundef %100, i32 noundef %101, i64 noundef %99, i32 noundef %102, i32 noundef %103), !dbg !309
  %105 = srem i64 %99, 1000003, !dbg !310
  %106 = trunc nsw i64 %105 to i32, !dbg !311
  %107 = add i32 %98, %106, !dbg !312
    #dbg_value(i32 %107, !128, !DIExpression(), !146)
  br label %110, !dbg !313

108:                                              ; preds = %93, %58
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %85, i32 noundef %87), !dbg !314
  br label %110

110:                                              ; preds = %97, %108
  %111 = phi i32 [ %107, %97 ], [ %83, %108 ], !dbg !174
    #dbg_value(i32 %111, !128, !DIExpression(), !146)
  %112 = mul i32 %111, 31, !dbg !315
  %113 = getelementptr inbounds [8 x i32], ptr @__const.main.uv, i64 0, i64 %7, !dbg !316
  %114 = load i32, ptr %113, align 4, !dbg !316, !tbaa !283
  %115 = getelementptr inbounds [8 x i32], ptr @__const.main.uv, i64 0, i64 %15, !dbg !317
  %116 = load i32, ptr %115, align 4, !dbg !317, !tbaa !283
    #dbg_value(i32 %114, !318, !DIExpression(), !324)
    #dbg_value(i32 %116, !323, !DIExpression(), !324)
  %117 = add i32 %116, %114, !dbg !326
  %118 = sub i32 %114, %116, !dbg !327
  %119 = mul i32 %116, %114, !dbg !328
  %120 = udiv i32 %114, %116, !dbg !329
  %121 = urem i32 %114, %116, !dbg !330
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %114, i32 noundef %116, i32 noundef %117, i32 noundef %118, i32 noundef %119, i32 noundef %120, i32 noundef %121), !dbg !331
  %123 = mul i32 %114, -1640531535, !dbg !332
  %124 = add i32 %116, %112, !dbg !333
  %125 = add i32 %124, %123, !dbg !334
    #dbg_value(i32 %125, !128, !DIExpression(), !146)
  %126 = getelementptr inbounds [8 x i64], ptr @__const.main.lv, i64 0, i64 %7, !dbg !335
  %127 = load i64, ptr %126, align 8, !dbg !335, !tbaa !336
    #dbg_value(i64 %127, !139, !DIExpression(), !338)
  %128 = getelementptr inbounds [8 x i64], ptr @__const.main.lv, i64 0, i64 %15, !dbg !339
  %129 = load i64, ptr %128, align 8, !dbg !339, !tbaa !336
    #dbg_value(i64 %129, !141, !DIExpression(), !338)
  %130 = lshr i64 85, %7, !dbg !340
  %131 = and i64 %130, 1, !dbg !340
  %132 = icmp ne i64 %131, 0, !dbg !340
  %133 = lshr i64 85, %15
  %134 = and i64 %133, 1
  %135 = icmp ne i64 %134, 0
  %136 = select i1 %132, i1 %135, i1 false, !dbg !342
  %137 = sub nuw nsw i64 9223372036854775807, %129
  %138 = icmp sgt i64 %127, %137
  %139 = select i1 %136, i1 %138, i1 false, !dbg !342
  br i1 %139, label %159, label %140, !dbg !342

140:                                              ; preds = %110
  %141 = lshr i64 170, %7, !dbg !343
  %142 = and i64 %141, 1, !dbg !343
  %143 = icmp ne i64 %142, 0, !dbg !343
  %144 = lshr i64 170, %15
  %145 = and i64 %144, 1
  %146 = icmp ne i64 %145, 0
  %147 = select i1 %143, i1 %146, i1 false, !dbg !344
  %148 = sub nsw i64 -9223372036854775808, %129
  %149 = icmp slt i64 %127, %148
  %150 = select i1 %147, i1 %149, i1 false, !dbg !344
  br i1 %150, label %159, label %151, !dbg !344

151:                                              ; preds = %140
  %152 = add nsw i64 %129, 9223372036854775807
  %153 = icmp sgt i64 %127, %152
  %154 = select i1 %146, i1 %153, i1 false, !dbg !345
  br i1 %154, label %159, label %155, !dbg !345

155:                                              ; preds = %151
  %156 = or i64 %129, -9223372036854775808
  %157 = icmp slt i64 %127, %156
  %158 = select i1 %135, i1 %157, i1 false, !dbg !346
  br i1 %158, label %159, label %161, !dbg !346

159:                                              ; preds = %155, %151, %140, %110
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %127, i64 noundef %129), !dbg !347
  br label %173, !dbg !347

161:                                              ; preds = %155
  %162 = mul i32 %125, 31, !dbg !348
    #dbg_value(i64 %127, !349, !DIExpression(), !355)
    #dbg_value(i64 %129, !354, !DIExpression(), !355)
  %163 = add nsw i64 %129, %127, !dbg !357
  %164 = sub nsw i64 %127, %129, !dbg !358
  %165 = sdiv i64 %127, %129, !dbg !359
  %166 = srem i64 %127, %129, !dbg !360
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %127, i64 noundef %129, i64 noundef %163, i64 noundef %164, i64 noundef %165, i64 noundef %166), !dbg !361
  %168 = sdiv i64 %127, 3, !dbg !362
  %169 = srem i64 %129, 7, !dbg !363
  %170 = sub nsw i64 %168, %169, !dbg !364
  %171 = trunc i64 %170 to i32, !dbg !365
  %172 = add i32 %162, %171, !dbg !366
    #dbg_value(i32 %172, !128, !DIExpression(), !146)
  br label %173

173:                                              ; preds = %161, %159
  %174 = phi i32 [ %125, %159 ], [ %172, %161 ], !dbg !174
    #dbg_value(i32 %174, !128, !DIExpression(), !146)
  %175 = mul i32 %174, 31, !dbg !367
  %176 = getelementptr inbounds [8 x i64], ptr @__const.main.ulv, i64 0, i64 %7, !dbg !368
  %177 = load i64, ptr %176, align 8, !dbg !368, !tbaa !336
  %178 = getelementptr inbounds [8 x i64], ptr @__const.main.ulv, i64 0, i64 %15, !dbg !369
  %179 = load i64, ptr %178, align 8, !dbg !369, !tbaa !336
    #dbg_value(i64 %177, !370, !DIExpression(), !376)
    #dbg_value(i64 %179, !375, !DIExpression(), !376)
  %180 = add i64 %179, %177, !dbg !378
  %181 = sub i64 %177, %179, !dbg !379
  %182 = mul i64 %179, %177, !dbg !380
  %183 = udiv i64 %177, %179, !dbg !381
  %184 = urem i64 %177, %179, !dbg !382
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %177, i64 noundef %179, i64 noundef %180, i64 noundef %181, i64 noundef %182, i64 noundef %183, i64 noundef %184), !dbg !383
  %186 = mul i64 %177, 1284865837, !dbg !384
  %187 = add i64 %186, %179, !dbg !385
  %188 = trunc i64 %187 to i32, !dbg !386
  %189 = add i32 %175, %188, !dbg !387
    #dbg_value(i32 %189, !128, !DIExpression(), !146)
  %190 = getelementptr inbounds [8 x i64], ptr @__const.main.llv, i64 0, i64 %7, !dbg !388
  %191 = load i64, ptr %190, align 8, !dbg !388, !tbaa !389
    #dbg_value(i64 %191, !142, !DIExpression(), !391)
  %192 = getelementptr inbounds [8 x i64], ptr @__const.main.llv, i64 0, i64 %15, !dbg !392
  %193 = load i64, ptr %192, align 8, !dbg !392, !tbaa !389
    #dbg_value(i64 %193, !144, !DIExpression(), !391)
  %194 = sub nuw nsw i64 9223372036854775807, %193
  %195 = icmp sgt i64 %191, %194
  %196 = select i1 %136, i1 %195, i1 false, !dbg !393
  br i1 %196, label %216, label %197, !dbg !393

197:                                              ; preds = %173
  %198 = lshr i64 170, %7, !dbg !395
  %199 = and i64 %198, 1, !dbg !395
  %200 = icmp ne i64 %199, 0, !dbg !395
  %201 = lshr i64 170, %15
  %202 = and i64 %201, 1
  %203 = icmp ne i64 %202, 0
  %204 = select i1 %200, i1 %203, i1 false, !dbg !396
  %205 = sub nsw i64 -9223372036854775808, %193
  %206 = icmp slt i64 %191, %205
  %207 = select i1 %204, i1 %206, i1 false, !dbg !396
  br i1 %207, label %216, label %208, !dbg !396

208:                                              ; preds = %197
  %209 = add nsw i64 %193, 9223372036854775807
  %210 = icmp sgt i64 %191, %209
  %211 = select i1 %203, i1 %210, i1 false, !dbg !397
  br i1 %211, label %216, label %212, !dbg !397

212:                                              ; preds = %208
  %213 = or i64 %193, -9223372036854775808
  %214 = icmp slt i64 %191, %213
  %215 = select i1 %135, i1 %214, i1 false, !dbg !398
  br i1 %215, label %216, label %218, !dbg !398

216:                                              ; preds = %212, %208, %197, %173
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %191, i64 noundef %193), !dbg !399
  br label %229, !dbg !399

218:                                              ; preds = %212
  %219 = mul i32 %189, 31, !dbg !400
    #dbg_value(i64 %191, !401, !DIExpression(), !407)
    #dbg_value(i64 %193, !406, !DIExpression(), !407)
  %220 = add nsw i64 %193, %191, !dbg !409
  %221 = sub nsw i64 %191, %193, !dbg !410
  %222 = sdiv i64 %191, %193, !dbg !411
  %223 = srem i64 %191, %193, !dbg !412
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %191, i64 noundef %193, i64 noundef %220, i64 noundef %221, i64 noundef %222, i64 noundef %223), !dbg !413
  %225 = sdiv i64 %193, -2, !dbg !414
  %226 = add i64 %225, %191, !dbg !415
  %227 = trunc i64 %226 to i32, !dbg !416
  %228 = add i32 %219, %227, !dbg !417
    #dbg_value(i32 %228, !128, !DIExpression(), !146)
  br label %229

229:                                              ; preds = %218, %216
  %230 = phi i32 [ %189, %216 ], [ %228, %218 ], !dbg !174
    #dbg_value(i32 %230, !128, !DIExpression(), !146)
  %231 = mul i32 %230, 31, !dbg !418
  %232 = getelementptr inbounds [8 x i64], ptr @__const.main.ullv, i64 0, i64 %7, !dbg !419
  %233 = load i64, ptr %232, align 8, !dbg !419, !tbaa !389
  %234 = getelementptr inbounds [8 x i64], ptr @__const.main.ullv, i64 0, i64 %15, !dbg !420
  %235 = load i64, ptr %234, align 8, !dbg !420, !tbaa !389
    #dbg_value(i64 %233, !421, !DIExpression(), !427)
    #dbg_value(i64 %235, !426, !DIExpression(), !427)
  %236 = add i64 %235, %233, !dbg !429
  %237 = sub i64 %233, %235, !dbg !430
  %238 = mul i64 %235, %233, !dbg !431
  %239 = udiv i64 %233, %235, !dbg !432
  %240 = urem i64 %233, %235, !dbg !433
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %233, i64 noundef %235, i64 noundef %236, i64 noundef %237, i64 noundef %238, i64 noundef %239, i64 noundef %240), !dbg !434
  %242 = shl i64 %235, 7, !dbg !435
  %243 = xor i64 %242, %233, !dbg !436
  %244 = trunc i64 %243 to i32, !dbg !437
  %245 = add i32 %231, %244, !dbg !438
    #dbg_value(i32 %245, !128, !DIExpression(), !146)
  %246 = trunc nuw nsw i64 %7 to i32, !dbg !439
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %246, i32 noundef %245), !dbg !439
  %248 = add nuw nsw i64 %7, 1, !dbg !440
    #dbg_value(i64 %248, !129, !DIExpression(), !166)
  %249 = icmp eq i64 %248, 8, !dbg !441
  br i1 %249, label %1, label %6, !dbg !167, !llvm.loop !442
}

; Function Attrs: nofree nounwind
declare !dbg !446 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

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
!247 = !DILocation(line: 25, column: 27, scope: !233, inlinedAt: !242)
!248 = !DILocation(line: 25, column: 33, scope: !233, inlinedAt: !242)
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
!292 = !DILocation(line: 98, column: 76, scope: !291)
!293 = !DILocation(line: 98, column: 91, scope: !291)
!294 = !DILocation(line: 100, column: 27, scope: !291)
!295 = !DILocalVariable(name: "a", arg: 1, scope: !296, file: !2, line: 37, type: !87)
!296 = distinct !DISubprogram(name: "i_ops", scope: !2, file: !2, line: 37, type: !297, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !299)
!297 = !DISubroutineType(types: !298)
!298 = !{!87, !87, !87}
!299 = !{!295, !300, !301}
!300 = !DILocalVariable(name: "b", arg: 2, scope: !296, file: !2, line: 37, type: !87)
!301 = !DILocalVariable(name: "wide", scope: !296, file: !2, line: 38, type: !85)
!302 = !DILocation(line: 0, scope: !296, inlinedAt: !303)
!303 = distinct !DILocation(line: 100, column: 44, scope: !291)
!304 = !DILocation(line: 38, column: 35, scope: !296, inlinedAt: !303)
!305 = !DILocation(line: 39, column: 77, scope: !296, inlinedAt: !303)
!306 = !DILocation(line: 39, column: 84, scope: !296, inlinedAt: !303)
!307 = !DILocation(line: 40, column: 14, scope: !296, inlinedAt: !303)
!308 = !DILocation(line: 40, column: 21, scope: !296, inlinedAt: !303)
!309 = !DILocation(line: 39, column: 5, scope: !296, inlinedAt: !303)
!310 = !DILocation(line: 41, column: 23, scope: !296, inlinedAt: !303)
!311 = !DILocation(line: 41, column: 12, scope: !296, inlinedAt: !303)
!312 = !DILocation(line: 100, column: 32, scope: !291)
!313 = !DILocation(line: 100, column: 17, scope: !291)
!314 = !DILocation(line: 102, column: 17, scope: !291)
!315 = !DILocation(line: 104, column: 19, scope: !132)
!316 = !DILocation(line: 104, column: 32, scope: !132)
!317 = !DILocation(line: 104, column: 39, scope: !132)
!318 = !DILocalVariable(name: "a", arg: 1, scope: !319, file: !2, line: 44, type: !86)
!319 = distinct !DISubprogram(name: "u_ops", scope: !2, file: !2, line: 44, type: !320, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !322)
!320 = !DISubroutineType(types: !321)
!321 = !{!86, !86, !86}
!322 = !{!318, !323}
!323 = !DILocalVariable(name: "b", arg: 2, scope: !319, file: !2, line: 44, type: !86)
!324 = !DILocation(line: 0, scope: !319, inlinedAt: !325)
!325 = distinct !DILocation(line: 104, column: 26, scope: !132)
!326 = !DILocation(line: 45, column: 75, scope: !319, inlinedAt: !325)
!327 = !DILocation(line: 45, column: 82, scope: !319, inlinedAt: !325)
!328 = !DILocation(line: 45, column: 89, scope: !319, inlinedAt: !325)
!329 = !DILocation(line: 46, column: 14, scope: !319, inlinedAt: !325)
!330 = !DILocation(line: 46, column: 21, scope: !319, inlinedAt: !325)
!331 = !DILocation(line: 45, column: 5, scope: !319, inlinedAt: !325)
!332 = !DILocation(line: 47, column: 14, scope: !319, inlinedAt: !325)
!333 = !DILocation(line: 47, column: 28, scope: !319, inlinedAt: !325)
!334 = !DILocation(line: 104, column: 24, scope: !132)
!335 = !DILocation(line: 106, column: 22, scope: !140)
!336 = !{!337, !337, i64 0}
!337 = !{!"long", !178, i64 0}
!338 = !DILocation(line: 0, scope: !140)
!339 = !DILocation(line: 106, column: 33, scope: !140)
!340 = !DILocation(line: 108, column: 20, scope: !341)
!341 = distinct !DILexicalBlock(scope: !140, file: !2, line: 108, column: 17)
!342 = !DILocation(line: 108, column: 24, scope: !341)
!343 = !DILocation(line: 108, column: 60, scope: !341)
!344 = !DILocation(line: 108, column: 64, scope: !341)
!345 = !DILocation(line: 109, column: 24, scope: !341)
!346 = !DILocation(line: 109, column: 55, scope: !341)
!347 = !DILocation(line: 111, column: 17, scope: !341)
!348 = !DILocation(line: 113, column: 27, scope: !341)
!349 = !DILocalVariable(name: "a", arg: 1, scope: !350, file: !2, line: 50, type: !119)
!350 = distinct !DISubprogram(name: "l_ops", scope: !2, file: !2, line: 50, type: !351, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !353)
!351 = !DISubroutineType(types: !352)
!352 = !{!119, !119, !119}
!353 = !{!349, !354}
!354 = !DILocalVariable(name: "b", arg: 2, scope: !350, file: !2, line: 50, type: !119)
!355 = !DILocation(line: 0, scope: !350, inlinedAt: !356)
!356 = distinct !DILocation(line: 113, column: 44, scope: !341)
!357 = !DILocation(line: 51, column: 73, scope: !350, inlinedAt: !356)
!358 = !DILocation(line: 51, column: 80, scope: !350, inlinedAt: !356)
!359 = !DILocation(line: 51, column: 87, scope: !350, inlinedAt: !356)
!360 = !DILocation(line: 52, column: 14, scope: !350, inlinedAt: !356)
!361 = !DILocation(line: 51, column: 5, scope: !350, inlinedAt: !356)
!362 = !DILocation(line: 53, column: 14, scope: !350, inlinedAt: !356)
!363 = !DILocation(line: 53, column: 22, scope: !350, inlinedAt: !356)
!364 = !DILocation(line: 53, column: 18, scope: !350, inlinedAt: !356)
!365 = !DILocation(line: 113, column: 34, scope: !341)
!366 = !DILocation(line: 113, column: 32, scope: !341)
!367 = !DILocation(line: 115, column: 19, scope: !132)
!368 = !DILocation(line: 115, column: 43, scope: !132)
!369 = !DILocation(line: 115, column: 51, scope: !132)
!370 = !DILocalVariable(name: "a", arg: 1, scope: !371, file: !2, line: 56, type: !122)
!371 = distinct !DISubprogram(name: "ul_ops", scope: !2, file: !2, line: 56, type: !372, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !374)
!372 = !DISubroutineType(types: !373)
!373 = !{!122, !122, !122}
!374 = !{!370, !375}
!375 = !DILocalVariable(name: "b", arg: 2, scope: !371, file: !2, line: 56, type: !122)
!376 = !DILocation(line: 0, scope: !371, inlinedAt: !377)
!377 = distinct !DILocation(line: 115, column: 36, scope: !132)
!378 = !DILocation(line: 57, column: 83, scope: !371, inlinedAt: !377)
!379 = !DILocation(line: 57, column: 90, scope: !371, inlinedAt: !377)
!380 = !DILocation(line: 58, column: 14, scope: !371, inlinedAt: !377)
!381 = !DILocation(line: 58, column: 21, scope: !371, inlinedAt: !377)
!382 = !DILocation(line: 58, column: 28, scope: !371, inlinedAt: !377)
!383 = !DILocation(line: 57, column: 5, scope: !371, inlinedAt: !377)
!384 = !DILocation(line: 59, column: 14, scope: !371, inlinedAt: !377)
!385 = !DILocation(line: 59, column: 38, scope: !371, inlinedAt: !377)
!386 = !DILocation(line: 115, column: 26, scope: !132)
!387 = !DILocation(line: 115, column: 24, scope: !132)
!388 = !DILocation(line: 117, column: 27, scope: !143)
!389 = !{!390, !390, i64 0}
!390 = !{!"long long", !178, i64 0}
!391 = !DILocation(line: 0, scope: !143)
!392 = !DILocation(line: 117, column: 39, scope: !143)
!393 = !DILocation(line: 118, column: 24, scope: !394)
!394 = distinct !DILexicalBlock(scope: !143, file: !2, line: 118, column: 17)
!395 = !DILocation(line: 118, column: 61, scope: !394)
!396 = !DILocation(line: 118, column: 65, scope: !394)
!397 = !DILocation(line: 119, column: 24, scope: !394)
!398 = !DILocation(line: 119, column: 56, scope: !394)
!399 = !DILocation(line: 121, column: 17, scope: !394)
!400 = !DILocation(line: 123, column: 27, scope: !394)
!401 = !DILocalVariable(name: "a", arg: 1, scope: !402, file: !2, line: 62, type: !85)
!402 = distinct !DISubprogram(name: "ll_ops", scope: !2, file: !2, line: 62, type: !403, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !405)
!403 = !DISubroutineType(types: !404)
!404 = !{!85, !85, !85}
!405 = !{!401, !406}
!406 = !DILocalVariable(name: "b", arg: 2, scope: !402, file: !2, line: 62, type: !85)
!407 = !DILocation(line: 0, scope: !402, inlinedAt: !408)
!408 = distinct !DILocation(line: 123, column: 44, scope: !394)
!409 = !DILocation(line: 63, column: 80, scope: !402, inlinedAt: !408)
!410 = !DILocation(line: 63, column: 87, scope: !402, inlinedAt: !408)
!411 = !DILocation(line: 64, column: 14, scope: !402, inlinedAt: !408)
!412 = !DILocation(line: 64, column: 21, scope: !402, inlinedAt: !408)
!413 = !DILocation(line: 63, column: 5, scope: !402, inlinedAt: !408)
!414 = !DILocation(line: 65, column: 18, scope: !402, inlinedAt: !408)
!415 = !DILocation(line: 65, column: 14, scope: !402, inlinedAt: !408)
!416 = !DILocation(line: 123, column: 34, scope: !394)
!417 = !DILocation(line: 123, column: 32, scope: !394)
!418 = !DILocation(line: 125, column: 19, scope: !132)
!419 = !DILocation(line: 125, column: 44, scope: !132)
!420 = !DILocation(line: 125, column: 53, scope: !132)
!421 = !DILocalVariable(name: "a", arg: 1, scope: !422, file: !2, line: 68, type: !127)
!422 = distinct !DISubprogram(name: "ull_ops", scope: !2, file: !2, line: 68, type: !423, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !425)
!423 = !DISubroutineType(types: !424)
!424 = !{!127, !127, !127}
!425 = !{!421, !426}
!426 = !DILocalVariable(name: "b", arg: 2, scope: !422, file: !2, line: 68, type: !127)
!427 = !DILocation(line: 0, scope: !422, inlinedAt: !428)
!428 = distinct !DILocation(line: 125, column: 36, scope: !132)
!429 = !DILocation(line: 69, column: 91, scope: !422, inlinedAt: !428)
!430 = !DILocation(line: 70, column: 14, scope: !422, inlinedAt: !428)
!431 = !DILocation(line: 70, column: 21, scope: !422, inlinedAt: !428)
!432 = !DILocation(line: 70, column: 28, scope: !422, inlinedAt: !428)
!433 = !DILocation(line: 70, column: 35, scope: !422, inlinedAt: !428)
!434 = !DILocation(line: 69, column: 5, scope: !422, inlinedAt: !428)
!435 = !DILocation(line: 71, column: 19, scope: !422, inlinedAt: !428)
!436 = !DILocation(line: 71, column: 14, scope: !422, inlinedAt: !428)
!437 = !DILocation(line: 125, column: 26, scope: !132)
!438 = !DILocation(line: 125, column: 24, scope: !132)
!439 = !DILocation(line: 126, column: 9, scope: !132)
!440 = !DILocation(line: 89, column: 29, scope: !133)
!441 = !DILocation(line: 89, column: 23, scope: !133)
!442 = distinct !{!442, !167, !443, !444, !445}
!443 = !DILocation(line: 127, column: 5, scope: !130)
!444 = !{!"llvm.loop.mustprogress"}
!445 = !{!"llvm.loop.unroll.disable"}
!446 = !DISubprogram(name: "printf", scope: !447, file: !447, line: 356, type: !448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!448 = !DISubroutineType(types: !449)
!449 = !{!87, !450, null}
!450 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !451)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !452, size: 64)
!452 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
