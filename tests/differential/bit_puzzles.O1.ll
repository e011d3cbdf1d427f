; ModuleID = 'bit_puzzles.c'
source_filename = "bit_puzzles.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.samples = private unnamed_addr constant [7 x i32] [i32 1, i32 -2147483648, i32 305419896, i32 -252645136, i32 -559038737, i32 6, i32 65535], align 16
@.str = private unnamed_addr constant [92 x i8] c"v=%08x rev=%08x gray=%08x ungray(gray)=%08x lowest=%08x clearlow=%08x pow2=%d parity=%d/%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"gray sequence:\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [8 x i8] c"3-of-6:\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [7 x i8] c" (%d)\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [4 x i8] c"%3u\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [45 x i8] c"morton(0xffff,0)=%08x morton(0,0xffff)=%08x\0A\00", align 1, !dbg !34
@__const.main.ab = private unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 -1, i32 123456, i32 -123456, i32 2147483647, i32 -2147483647], align 16
@.str.9 = private unnamed_addr constant [13 x i8] c"babs(%d)=%d\0A\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [16 x i8] c"roundup(%u)=%u\0A\00", align 1, !dbg !44
@.str.11 = private unnamed_addr constant [26 x i8] c"subsets of %x: %d sum=%u\0A\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [19 x i8] c"swapped a=%u b=%u\0A\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [34 x i8] c"twos in 20! = %d odd part = %llu\0A\00", align 1, !dbg !59
@.str.14 = private unnamed_addr constant [21 x i8] c"transposed %08x%08x\0A\00", align 1, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !92 {
    #dbg_assign(i1 undef, !97, !DIExpression(), !137, ptr @__const.main.samples, !DIExpression(), !138)
    #dbg_assign(i1 undef, !116, !DIExpression(), !139, ptr @__const.main.ab, !DIExpression(), !138)
    #dbg_assign(i1 undef, !97, !DIExpression(), !140, ptr @__const.main.samples, !DIExpression(), !138)
    #dbg_value(i32 0, !101, !DIExpression(), !141)
  br label %3, !dbg !142

1:                                                ; preds = %16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !143
    #dbg_value(i32 0, !106, !DIExpression(), !144)
  br label %41, !dbg !145

3:                                                ; preds = %0, %16
  %4 = phi i64 [ 0, %0 ], [ %36, %16 ]
    #dbg_value(i64 %4, !101, !DIExpression(), !141)
  %5 = getelementptr inbounds [7 x i32], ptr @__const.main.samples, i64 0, i64 %4, !dbg !146
  %6 = load i32, ptr %5, align 4, !dbg !146, !tbaa !147
    #dbg_value(i32 %6, !103, !DIExpression(), !151)
    #dbg_value(i32 %6, !152, !DIExpression(), !157)
    #dbg_value(!DIArgList(i32 %6, i32 %6), !152, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_stack_value), !157)
    #dbg_value(!DIArgList(i32 %6, i32 %6, i32 %6, i32 %6), !152, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_stack_value), !157)
    #dbg_value(!DIArgList(i32 %6, i32 %6, i32 %6, i32 %6, i32 %6, i32 %6, i32 %6, i32 %6), !152, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shr, DW_OP_constu, 252645135, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shl, DW_OP_constu, 18446744073456906480, DW_OP_and, DW_OP_or, DW_OP_stack_value), !157)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !152, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shr, DW_OP_constu, 252645135, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shl, DW_OP_constu, 18446744073456906480, DW_OP_and, DW_OP_or, DW_OP_constu, 8, DW_OP_shr, DW_OP_constu, 16711935, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shr, DW_OP_constu, 252645135, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shl, DW_OP_constu, 18446744073456906480, DW_OP_and, DW_OP_or, DW_OP_constu, 8, DW_OP_shl, DW_OP_constu, 18446744073692839680, DW_OP_and, DW_OP_or, DW_OP_stack_value), !157)
    #dbg_value(i32 %6, !159, !DIExpression(), !162)
  %7 = lshr i32 %6, 1, !dbg !164
  %8 = xor i32 %7, %6, !dbg !165
    #dbg_value(i32 %6, !159, !DIExpression(), !166)
    #dbg_value(i32 %8, !168, !DIExpression(), !173)
    #dbg_value(i32 1, !171, !DIExpression(), !175)
  br label %9, !dbg !176

9:                                                ; preds = %9, %3
  %10 = phi i32 [ 1, %3 ], [ %14, %9 ]
  %11 = phi i32 [ %8, %3 ], [ %13, %9 ]
    #dbg_value(i32 %10, !171, !DIExpression(), !175)
    #dbg_value(i32 %11, !168, !DIExpression(), !173)
  %12 = lshr i32 %11, %10, !dbg !177
  %13 = xor i32 %12, %11, !dbg !179
    #dbg_value(i32 %13, !168, !DIExpression(), !173)
  %14 = shl nuw nsw i32 %10, 1, !dbg !180
    #dbg_value(i32 %14, !171, !DIExpression(), !175)
  %15 = icmp ult i32 %10, 16, !dbg !181
  br i1 %15, label %9, label %16, !dbg !176, !llvm.loop !182

16:                                               ; preds = %9
  %17 = tail call noundef i32 @llvm.bitreverse.i32(i32 %6), !dbg !186
  %18 = sub i32 0, %6, !dbg !187
  %19 = and i32 %6, %18, !dbg !188
  %20 = add i32 %6, -1, !dbg !189
  %21 = and i32 %20, %6, !dbg !190
  %22 = icmp eq i32 %21, 0, !dbg !191
  %23 = zext i1 %22 to i32, !dbg !191
    #dbg_value(i32 %6, !192, !DIExpression(), !197)
  %24 = lshr i32 %6, 16, !dbg !199
  %25 = xor i32 %24, %6, !dbg !200
    #dbg_value(i32 %25, !192, !DIExpression(), !197)
  %26 = lshr i32 %25, 8, !dbg !201
  %27 = xor i32 %26, %25, !dbg !202
    #dbg_value(i32 %27, !192, !DIExpression(), !197)
  %28 = lshr i32 %27, 4, !dbg !203
  %29 = xor i32 %28, %27, !dbg !204
    #dbg_value(i32 %29, !192, !DIExpression(), !197)
  %30 = and i32 %29, 15, !dbg !205
    #dbg_value(i32 %30, !192, !DIExpression(), !197)
  %31 = lshr i32 27030, %30, !dbg !206
  %32 = and i32 %31, 1, !dbg !207
  %33 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %6), !dbg !208
  %34 = and i32 %33, 1, !dbg !208
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6, i32 noundef %17, i32 noundef %8, i32 noundef %13, i32 noundef %19, i32 noundef %21, i32 noundef %23, i32 noundef %32, i32 noundef %34), !dbg !209
  %36 = add nuw nsw i64 %4, 1, !dbg !210
    #dbg_value(i64 %36, !101, !DIExpression(), !141)
  %37 = icmp eq i64 %36, 7, !dbg !211
  br i1 %37, label %1, label %3, !dbg !142, !llvm.loop !212

38:                                               ; preds = %41
  %39 = tail call i32 @putchar(i32 10), !dbg !214
    #dbg_value(i32 7, !108, !DIExpression(), !138)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !215
    #dbg_value(i32 0, !109, !DIExpression(), !138)
    #dbg_value(i32 7, !108, !DIExpression(), !138)
  br label %48, !dbg !216

41:                                               ; preds = %1, %41
  %42 = phi i32 [ 0, %1 ], [ %46, %41 ]
    #dbg_value(i32 %42, !106, !DIExpression(), !144)
    #dbg_value(i32 %42, !159, !DIExpression(), !217)
  %43 = lshr i32 %42, 1, !dbg !220
  %44 = xor i32 %43, %42, !dbg !221
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44), !dbg !222
  %46 = add nuw nsw i32 %42, 1, !dbg !223
    #dbg_value(i32 %46, !106, !DIExpression(), !144)
  %47 = icmp eq i32 %46, 16, !dbg !224
  br i1 %47, label %38, label %41, !dbg !145, !llvm.loop !225

48:                                               ; preds = %38, %48
  %49 = phi i32 [ 7, %38 ], [ %62, %48 ]
  %50 = phi i32 [ 0, %38 ], [ %52, %48 ]
    #dbg_value(i32 %49, !108, !DIExpression(), !138)
    #dbg_value(i32 %50, !109, !DIExpression(), !138)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %49), !dbg !227
  %52 = add nuw nsw i32 %50, 1, !dbg !229
    #dbg_value(i32 %52, !109, !DIExpression(), !138)
    #dbg_value(i32 %49, !230, !DIExpression(), !234)
  %53 = add nsw i32 %49, -1, !dbg !236
  %54 = or i32 %53, %49, !dbg !237
    #dbg_value(i32 %54, !233, !DIExpression(), !234)
  %55 = add i32 %54, 1, !dbg !238
  %56 = xor i32 %54, -1, !dbg !239
  %57 = and i32 %55, %56, !dbg !240
  %58 = add i32 %57, -1, !dbg !241
  %59 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %49, i1 true), !dbg !242
  %60 = add nuw nsw i32 %59, 1, !dbg !243
  %61 = lshr i32 %58, %60, !dbg !244
  %62 = or i32 %61, %55, !dbg !245
    #dbg_value(i32 %62, !108, !DIExpression(), !138)
  %63 = icmp eq i32 %52, 20, !dbg !246
  br i1 %63, label %64, label %48, !dbg !216, !llvm.loop !247

64:                                               ; preds = %48
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 20), !dbg !249
    #dbg_value(i32 0, !110, !DIExpression(), !250)
  br label %66, !dbg !251

66:                                               ; preds = %64, %74
  %67 = phi i32 [ 0, %64 ], [ %76, %74 ]
    #dbg_value(i32 %67, !110, !DIExpression(), !250)
  %68 = shl nuw nsw i32 %67, 2
  %69 = shl nuw nsw i32 %67, 1
  %70 = or i32 %68, %69
  %71 = and i32 %70, 10
    #dbg_value(i32 0, !112, !DIExpression(), !252)
  br label %78, !dbg !253

72:                                               ; preds = %74
    #dbg_value(i32 65535, !254, !DIExpression(), !260)
    #dbg_value(i32 0, !259, !DIExpression(), !260)
    #dbg_value(i32 65535, !262, !DIExpression(), !265)
    #dbg_value(i32 65535, !262, !DIExpression(), !265)
    #dbg_value(i32 16711935, !262, !DIExpression(), !265)
    #dbg_value(i32 252645135, !262, !DIExpression(), !265)
    #dbg_value(i32 858993459, !262, !DIExpression(), !265)
    #dbg_value(i32 1431655765, !262, !DIExpression(), !265)
    #dbg_value(i32 0, !262, !DIExpression(), !267)
    #dbg_value(i32 0, !262, !DIExpression(), !267)
    #dbg_value(i32 0, !262, !DIExpression(), !267)
    #dbg_value(i32 0, !262, !DIExpression(), !267)
    #dbg_value(i32 0, !262, !DIExpression(), !267)
    #dbg_value(!DIArgList(i32 0, i32 0), !262, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_stack_value), !267)
    #dbg_value(i32 0, !254, !DIExpression(), !269)
    #dbg_value(i32 65535, !259, !DIExpression(), !269)
    #dbg_value(i32 0, !262, !DIExpression(), !271)
    #dbg_value(i32 0, !262, !DIExpression(), !271)
    #dbg_value(i32 0, !262, !DIExpression(), !271)
    #dbg_value(i32 0, !262, !DIExpression(), !271)
    #dbg_value(i32 0, !262, !DIExpression(), !271)
    #dbg_value(i32 0, !262, !DIExpression(), !271)
    #dbg_value(i32 65535, !262, !DIExpression(), !273)
    #dbg_value(i32 65535, !262, !DIExpression(), !273)
    #dbg_value(i32 16711935, !262, !DIExpression(), !273)
    #dbg_value(i32 252645135, !262, !DIExpression(), !273)
    #dbg_value(i32 858993459, !262, !DIExpression(), !273)
    #dbg_value(!DIArgList(i32 858993459, i32 858993459), !262, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_stack_value), !273)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1431655765, i32 noundef -1431655766), !dbg !275
    #dbg_assign(i1 undef, !116, !DIExpression(), !276, ptr @__const.main.ab, !DIExpression(), !138)
    #dbg_value(i32 0, !121, !DIExpression(), !277)
  br label %87, !dbg !278

74:                                               ; preds = %78
  %75 = tail call i32 @putchar(i32 10), !dbg !279
  %76 = add nuw nsw i32 %67, 1, !dbg !280
    #dbg_value(i32 %76, !110, !DIExpression(), !250)
  %77 = icmp eq i32 %76, 4, !dbg !281
  br i1 %77, label %72, label %66, !dbg !251, !llvm.loop !282

78:                                               ; preds = %66, %78
  %79 = phi i32 [ 0, %66 ], [ %85, %78 ]
    #dbg_value(i32 %79, !112, !DIExpression(), !252)
    #dbg_value(i32 %79, !254, !DIExpression(), !284)
    #dbg_value(i32 %67, !259, !DIExpression(), !284)
    #dbg_value(i32 %79, !262, !DIExpression(), !287)
  %80 = shl nuw nsw i32 %79, 1, !dbg !289
  %81 = or i32 %80, %79, !dbg !290
  %82 = and i32 %81, 5, !dbg !291
    #dbg_value(i32 %82, !262, !DIExpression(), !287)
    #dbg_value(!DIArgList(i32 %67, i32 %67), !262, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_stack_value), !292)
  %83 = or disjoint i32 %82, %71, !dbg !294
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %83), !dbg !295
  %85 = add nuw nsw i32 %79, 1, !dbg !296
    #dbg_value(i32 %85, !112, !DIExpression(), !252)
  %86 = icmp eq i32 %85, 4, !dbg !297
  br i1 %86, label %74, label %78, !dbg !253, !llvm.loop !298

87:                                               ; preds = %72, %87
  %88 = phi i64 [ 0, %72 ], [ %93, %87 ]
    #dbg_value(i64 %88, !121, !DIExpression(), !277)
  %89 = getelementptr inbounds [7 x i32], ptr @__const.main.ab, i64 0, i64 %88, !dbg !300
  %90 = load i32, ptr %89, align 4, !dbg !300, !tbaa !147
    #dbg_value(i32 %90, !302, !DIExpression(), !308)
    #dbg_value(i32 %90, !307, !DIExpression(DW_OP_constu, 31, DW_OP_shra, DW_OP_stack_value), !308)
  %91 = tail call i32 @llvm.abs.i32(i32 %90, i1 true), !dbg !310
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %90, i32 noundef %91), !dbg !311
  %93 = add nuw nsw i64 %88, 1, !dbg !312
    #dbg_value(i64 %93, !121, !DIExpression(), !277)
  %94 = icmp eq i64 %93, 7, !dbg !313
  br i1 %94, label %95, label %87, !dbg !278, !llvm.loop !314

95:                                               ; preds = %87, %95
  %96 = phi i32 [ %111, %95 ], [ 1, %87 ]
    #dbg_value(i32 %96, !123, !DIExpression(), !316)
    #dbg_value(i32 %96, !317, !DIExpression(), !320)
  %97 = add nsw i32 %96, -1, !dbg !323
    #dbg_value(i32 %97, !317, !DIExpression(), !320)
  %98 = lshr i32 %97, 1, !dbg !324
  %99 = or i32 %98, %97, !dbg !325
    #dbg_value(i32 %99, !317, !DIExpression(), !320)
  %100 = lshr i32 %99, 2, !dbg !326
  %101 = or i32 %100, %99, !dbg !327
    #dbg_value(i32 %101, !317, !DIExpression(), !320)
  %102 = lshr i32 %101, 4, !dbg !328
  %103 = or i32 %102, %101, !dbg !329
    #dbg_value(i32 %103, !317, !DIExpression(), !320)
  %104 = lshr i32 %103, 8, !dbg !330
  %105 = or i32 %104, %103, !dbg !331
    #dbg_value(i32 %105, !317, !DIExpression(), !320)
  %106 = lshr i32 %105, 16, !dbg !332
  %107 = or i32 %106, %105, !dbg !333
    #dbg_value(i32 %107, !317, !DIExpression(), !320)
  %108 = add i32 %107, 1, !dbg !334
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %96, i32 noundef %108), !dbg !335
  %110 = mul nuw nsw i32 %96, 5, !dbg !336
  %111 = add nuw nsw i32 %110, 3, !dbg !337
    #dbg_value(i32 %111, !123, !DIExpression(), !316)
  %112 = icmp ult i32 %96, 20000, !dbg !338
  br i1 %112, label %95, label %113, !dbg !339, !llvm.loop !340

113:                                              ; preds = %95
    #dbg_value(i32 poison, !128, !DIExpression(), !138)
    #dbg_value(i32 poison, !127, !DIExpression(), !138)
    #dbg_value(i32 undef, !126, !DIExpression(), !138)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 45, i32 noundef 16, i32 noundef 360), !dbg !342
    #dbg_value(i32 12345, !129, !DIExpression(), !138)
    #dbg_value(i32 67890, !130, !DIExpression(), !138)
    #dbg_value(i32 80139, !129, !DIExpression(), !138)
    #dbg_value(i32 12345, !130, !DIExpression(), !138)
    #dbg_value(i32 67890, !129, !DIExpression(), !138)
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 67890, i32 noundef 12345), !dbg !343
    #dbg_value(i64 1, !131, !DIExpression(), !138)
    #dbg_value(i32 0, !132, !DIExpression(), !138)
    #dbg_value(i32 1, !133, !DIExpression(), !344)
  br label %119, !dbg !345

116:                                              ; preds = %133
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %135, i64 noundef %134), !dbg !346
    #dbg_value(i64 -9205322385119247618, !135, !DIExpression(), !138)
    #dbg_value(i64 170, !136, !DIExpression(), !138)
    #dbg_value(i64 -9205322385119226028, !135, !DIExpression(), !138)
    #dbg_value(i64 17476, !136, !DIExpression(), !138)
    #dbg_value(i64 -9205322384832916720, !135, !DIExpression(), !138)
    #dbg_value(i64 269488144, !136, !DIExpression(), !138)
    #dbg_value(i64 -9132982212281171200, !135, !DIExpression(), !138)
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef -2126438127, i32 noundef 151323392), !dbg !347
  ret i32 0, !dbg !348

119:                                              ; preds = %113, %133
  %120 = phi i64 [ 1, %113 ], [ %136, %133 ]
  %121 = phi i32 [ 0, %113 ], [ %135, %133 ]
  %122 = phi i64 [ 1, %113 ], [ %134, %133 ]
    #dbg_value(i64 %120, !133, !DIExpression(), !344)
    #dbg_value(i32 %121, !132, !DIExpression(), !138)
    #dbg_value(i64 %122, !131, !DIExpression(), !138)
  %123 = mul i64 %122, %120, !dbg !349
    #dbg_value(i64 %123, !131, !DIExpression(), !138)
    #dbg_value(i32 %121, !132, !DIExpression(), !138)
  %124 = and i64 %123, 1, !dbg !352
  %125 = icmp eq i64 %124, 0, !dbg !353
  br i1 %125, label %126, label %133, !dbg !354

126:                                              ; preds = %119, %126
  %127 = phi i32 [ %130, %126 ], [ %121, %119 ]
  %128 = phi i64 [ %129, %126 ], [ %123, %119 ]
    #dbg_value(i32 %127, !132, !DIExpression(), !138)
    #dbg_value(i64 %128, !131, !DIExpression(), !138)
  %129 = lshr exact i64 %128, 1, !dbg !355
    #dbg_value(i64 %129, !131, !DIExpression(), !138)
  %130 = add nsw i32 %127, 1, !dbg !357
    #dbg_value(i32 %130, !132, !DIExpression(), !138)
  %131 = and i64 %128, 2, !dbg !353
  %132 = icmp eq i64 %131, 0, !dbg !353
  br i1 %132, label %126, label %133, !dbg !354, !llvm.loop !358

133:                                              ; preds = %126, %119
  %134 = phi i64 [ %123, %119 ], [ %129, %126 ], !dbg !360
  %135 = phi i32 [ %121, %119 ], [ %130, %126 ], !dbg !138
  %136 = add nuw nsw i64 %120, 1, !dbg !361
    #dbg_value(i64 %136, !133, !DIExpression(), !344)
    #dbg_value(i32 %135, !132, !DIExpression(), !138)
    #dbg_value(i64 %134, !131, !DIExpression(), !138)
  %137 = icmp eq i64 %136, 21, !dbg !362
  br i1 %137, label %116, label %119, !dbg !345, !llvm.loop !363
}

; Function Attrs: nofree nounwind
declare !dbg !365 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bit_puzzles.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "a51a83112a1c0594d1ab5307ac2f611f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 736, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 92)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 6)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 7)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 45)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 13)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 16)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 26)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 19)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 120, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 34)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 21)
!69 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !70, globals: !78, splitDebugInlining: false, nameTableKind: None)
!70 = !{!71, !76, !77}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !72, line: 27, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !74, line: 45, baseType: !75)
!74 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!75 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!76 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!77 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!78 = !{!0, !7, !12, !79, !17, !22, !27, !32, !34, !39, !44, !49, !54, !59, !64}
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 2)
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 61, type: !93, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95}
!95 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!96 = !{!97, !101, !103, !106, !108, !109, !110, !112, !116, !121, !123, !125, !126, !127, !128, !129, !130, !131, !132, !133, !135, !136}
!97 = !DILocalVariable(name: "samples", scope: !92, file: !2, line: 62, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 224, elements: !30)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !72, line: 26, baseType: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !74, line: 42, baseType: !77)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 63, type: !95)
!102 = distinct !DILexicalBlock(scope: !92, file: !2, line: 63, column: 5)
!103 = !DILocalVariable(name: "v", scope: !104, file: !2, line: 64, type: !99)
!104 = distinct !DILexicalBlock(scope: !105, file: !2, line: 63, column: 33)
!105 = distinct !DILexicalBlock(scope: !102, file: !2, line: 63, column: 5)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 71, type: !99)
!107 = distinct !DILexicalBlock(scope: !92, file: !2, line: 71, column: 5)
!108 = !DILocalVariable(name: "v", scope: !92, file: !2, line: 74, type: !99)
!109 = !DILocalVariable(name: "cnt", scope: !92, file: !2, line: 76, type: !95)
!110 = !DILocalVariable(name: "y", scope: !111, file: !2, line: 83, type: !99)
!111 = distinct !DILexicalBlock(scope: !92, file: !2, line: 83, column: 5)
!112 = !DILocalVariable(name: "x", scope: !113, file: !2, line: 84, type: !99)
!113 = distinct !DILexicalBlock(scope: !114, file: !2, line: 84, column: 9)
!114 = distinct !DILexicalBlock(scope: !115, file: !2, line: 83, column: 38)
!115 = distinct !DILexicalBlock(scope: !111, file: !2, line: 83, column: 5)
!116 = !DILocalVariable(name: "ab", scope: !92, file: !2, line: 89, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !118, size: 224, elements: !30)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !119, line: 26, baseType: !120)
!119 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !74, line: 41, baseType: !95)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 90, type: !95)
!122 = distinct !DILexicalBlock(scope: !92, file: !2, line: 90, column: 5)
!123 = !DILocalVariable(name: "x", scope: !124, file: !2, line: 92, type: !99)
!124 = distinct !DILexicalBlock(scope: !92, file: !2, line: 92, column: 5)
!125 = !DILocalVariable(name: "mask", scope: !92, file: !2, line: 95, type: !99)
!126 = !DILocalVariable(name: "sub", scope: !92, file: !2, line: 95, type: !99)
!127 = !DILocalVariable(name: "n", scope: !92, file: !2, line: 96, type: !95)
!128 = !DILocalVariable(name: "sum", scope: !92, file: !2, line: 97, type: !77)
!129 = !DILocalVariable(name: "a", scope: !92, file: !2, line: 105, type: !77)
!130 = !DILocalVariable(name: "b", scope: !92, file: !2, line: 105, type: !77)
!131 = !DILocalVariable(name: "prod", scope: !92, file: !2, line: 111, type: !71)
!132 = !DILocalVariable(name: "tz", scope: !92, file: !2, line: 112, type: !95)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 113, type: !95)
!134 = distinct !DILexicalBlock(scope: !92, file: !2, line: 113, column: 5)
!135 = !DILocalVariable(name: "m", scope: !92, file: !2, line: 122, type: !71)
!136 = !DILocalVariable(name: "t", scope: !92, file: !2, line: 123, type: !71)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 0, scope: !92)
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 0, scope: !102)
!142 = !DILocation(line: 63, column: 5, scope: !102)
!143 = !DILocation(line: 70, column: 5, scope: !92)
!144 = !DILocation(line: 0, scope: !107)
!145 = !DILocation(line: 71, column: 5, scope: !107)
!146 = !DILocation(line: 64, column: 22, scope: !104)
!147 = !{!148, !148, i64 0}
!148 = !{!"int", !149, i64 0}
!149 = !{!"omnipotent char", !150, i64 0}
!150 = !{!"Simple C/C++ TBAA"}
!151 = !DILocation(line: 0, scope: !104)
!152 = !DILocalVariable(name: "x", arg: 1, scope: !153, file: !2, line: 7, type: !99)
!153 = distinct !DISubprogram(name: "reverse_bits", scope: !2, file: !2, line: 7, type: !154, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !156)
!154 = !DISubroutineType(types: !155)
!155 = !{!99, !99}
!156 = !{!152}
!157 = !DILocation(line: 0, scope: !153, inlinedAt: !158)
!158 = distinct !DILocation(line: 67, column: 19, scope: !104)
!159 = !DILocalVariable(name: "x", arg: 1, scope: !160, file: !2, line: 15, type: !99)
!160 = distinct !DISubprogram(name: "gray", scope: !2, file: !2, line: 15, type: !154, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !161)
!161 = !{!159}
!162 = !DILocation(line: 0, scope: !160, inlinedAt: !163)
!163 = distinct !DILocation(line: 67, column: 36, scope: !104)
!164 = !DILocation(line: 15, column: 50, scope: !160, inlinedAt: !163)
!165 = !DILocation(line: 15, column: 45, scope: !160, inlinedAt: !163)
!166 = !DILocation(line: 0, scope: !160, inlinedAt: !167)
!167 = distinct !DILocation(line: 67, column: 52, scope: !104)
!168 = !DILocalVariable(name: "g", arg: 1, scope: !169, file: !2, line: 16, type: !99)
!169 = distinct !DISubprogram(name: "ungray", scope: !2, file: !2, line: 16, type: !154, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !170)
!170 = !{!168, !171}
!171 = !DILocalVariable(name: "s", scope: !172, file: !2, line: 17, type: !99)
!172 = distinct !DILexicalBlock(scope: !169, file: !2, line: 17, column: 5)
!173 = !DILocation(line: 0, scope: !169, inlinedAt: !174)
!174 = distinct !DILocation(line: 67, column: 45, scope: !104)
!175 = !DILocation(line: 0, scope: !172, inlinedAt: !174)
!176 = !DILocation(line: 17, column: 5, scope: !172, inlinedAt: !174)
!177 = !DILocation(line: 18, column: 16, scope: !178, inlinedAt: !174)
!178 = distinct !DILexicalBlock(scope: !172, file: !2, line: 17, column: 5)
!179 = !DILocation(line: 18, column: 11, scope: !178, inlinedAt: !174)
!180 = !DILocation(line: 17, column: 36, scope: !178, inlinedAt: !174)
!181 = !DILocation(line: 17, column: 28, scope: !178, inlinedAt: !174)
!182 = distinct !{!182, !176, !183, !184, !185}
!183 = !DILocation(line: 18, column: 19, scope: !172, inlinedAt: !174)
!184 = !{!"llvm.loop.mustprogress"}
!185 = !{!"llvm.loop.unroll.disable"}
!186 = !DILocation(line: 12, column: 22, scope: !153, inlinedAt: !158)
!187 = !DILocation(line: 67, column: 66, scope: !104)
!188 = !DILocation(line: 67, column: 64, scope: !104)
!189 = !DILocation(line: 67, column: 77, scope: !104)
!190 = !DILocation(line: 67, column: 72, scope: !104)
!191 = !DILocation(line: 68, column: 30, scope: !104)
!192 = !DILocalVariable(name: "x", arg: 1, scope: !193, file: !2, line: 38, type: !99)
!193 = distinct !DISubprogram(name: "parity_fold", scope: !2, file: !2, line: 38, type: !194, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !196)
!194 = !DISubroutineType(types: !195)
!195 = !{!95, !99}
!196 = !{!192}
!197 = !DILocation(line: 0, scope: !193, inlinedAt: !198)
!198 = distinct !DILocation(line: 68, column: 36, scope: !104)
!199 = !DILocation(line: 39, column: 12, scope: !193, inlinedAt: !198)
!200 = !DILocation(line: 39, column: 7, scope: !193, inlinedAt: !198)
!201 = !DILocation(line: 40, column: 12, scope: !193, inlinedAt: !198)
!202 = !DILocation(line: 40, column: 7, scope: !193, inlinedAt: !198)
!203 = !DILocation(line: 41, column: 12, scope: !193, inlinedAt: !198)
!204 = !DILocation(line: 41, column: 7, scope: !193, inlinedAt: !198)
!205 = !DILocation(line: 42, column: 7, scope: !193, inlinedAt: !198)
!206 = !DILocation(line: 43, column: 20, scope: !193, inlinedAt: !198)
!207 = !DILocation(line: 43, column: 26, scope: !193, inlinedAt: !198)
!208 = !DILocation(line: 68, column: 52, scope: !104)
!209 = !DILocation(line: 65, column: 9, scope: !104)
!210 = !DILocation(line: 63, column: 29, scope: !105)
!211 = !DILocation(line: 63, column: 23, scope: !105)
!212 = distinct !{!212, !142, !213, !184, !185}
!213 = !DILocation(line: 69, column: 5, scope: !102)
!214 = !DILocation(line: 73, column: 5, scope: !92)
!215 = !DILocation(line: 75, column: 5, scope: !92)
!216 = !DILocation(line: 77, column: 5, scope: !92)
!217 = !DILocation(line: 0, scope: !160, inlinedAt: !218)
!218 = distinct !DILocation(line: 72, column: 23, scope: !219)
!219 = distinct !DILexicalBlock(scope: !107, file: !2, line: 71, column: 5)
!220 = !DILocation(line: 15, column: 50, scope: !160, inlinedAt: !218)
!221 = !DILocation(line: 15, column: 45, scope: !160, inlinedAt: !218)
!222 = !DILocation(line: 72, column: 9, scope: !219)
!223 = !DILocation(line: 71, column: 35, scope: !219)
!224 = !DILocation(line: 71, column: 28, scope: !219)
!225 = distinct !{!225, !145, !226, !184, !185}
!226 = !DILocation(line: 72, column: 30, scope: !107)
!227 = !DILocation(line: 78, column: 9, scope: !228)
!228 = distinct !DILexicalBlock(scope: !92, file: !2, line: 77, column: 27)
!229 = !DILocation(line: 79, column: 12, scope: !228)
!230 = !DILocalVariable(name: "v", arg: 1, scope: !231, file: !2, line: 22, type: !99)
!231 = distinct !DISubprogram(name: "next_same_popcount", scope: !2, file: !2, line: 22, type: !154, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !232)
!232 = !{!230, !233}
!233 = !DILocalVariable(name: "t", scope: !231, file: !2, line: 23, type: !99)
!234 = !DILocation(line: 0, scope: !231, inlinedAt: !235)
!235 = distinct !DILocation(line: 80, column: 13, scope: !228)
!236 = !DILocation(line: 23, column: 25, scope: !231, inlinedAt: !235)
!237 = !DILocation(line: 23, column: 20, scope: !231, inlinedAt: !235)
!238 = !DILocation(line: 24, column: 15, scope: !231, inlinedAt: !235)
!239 = !DILocation(line: 24, column: 25, scope: !231, inlinedAt: !235)
!240 = !DILocation(line: 24, column: 28, scope: !231, inlinedAt: !235)
!241 = !DILocation(line: 24, column: 35, scope: !231, inlinedAt: !235)
!242 = !DILocation(line: 24, column: 44, scope: !231, inlinedAt: !235)
!243 = !DILocation(line: 24, column: 61, scope: !231, inlinedAt: !235)
!244 = !DILocation(line: 24, column: 40, scope: !231, inlinedAt: !235)
!245 = !DILocation(line: 24, column: 20, scope: !231, inlinedAt: !235)
!246 = !DILocation(line: 77, column: 14, scope: !92)
!247 = distinct !{!247, !216, !248, !184, !185}
!248 = !DILocation(line: 81, column: 5, scope: !92)
!249 = !DILocation(line: 82, column: 5, scope: !92)
!250 = !DILocation(line: 0, scope: !111)
!251 = !DILocation(line: 83, column: 5, scope: !111)
!252 = !DILocation(line: 0, scope: !113)
!253 = !DILocation(line: 84, column: 9, scope: !113)
!254 = !DILocalVariable(name: "x", arg: 1, scope: !255, file: !2, line: 36, type: !99)
!255 = distinct !DISubprogram(name: "morton", scope: !2, file: !2, line: 36, type: !256, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !258)
!256 = !DISubroutineType(types: !257)
!257 = !{!99, !99, !99}
!258 = !{!254, !259}
!259 = !DILocalVariable(name: "y", arg: 2, scope: !255, file: !2, line: 36, type: !99)
!260 = !DILocation(line: 0, scope: !255, inlinedAt: !261)
!261 = distinct !DILocation(line: 88, column: 61, scope: !92)
!262 = !DILocalVariable(name: "x", arg: 1, scope: !263, file: !2, line: 27, type: !99)
!263 = distinct !DISubprogram(name: "part1by1", scope: !2, file: !2, line: 27, type: !154, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !264)
!264 = !{!262}
!265 = !DILocation(line: 0, scope: !263, inlinedAt: !266)
!266 = distinct !DILocation(line: 36, column: 57, scope: !255, inlinedAt: !261)
!267 = !DILocation(line: 0, scope: !263, inlinedAt: !268)
!268 = distinct !DILocation(line: 36, column: 72, scope: !255, inlinedAt: !261)
!269 = !DILocation(line: 0, scope: !255, inlinedAt: !270)
!270 = distinct !DILocation(line: 88, column: 80, scope: !92)
!271 = !DILocation(line: 0, scope: !263, inlinedAt: !272)
!272 = distinct !DILocation(line: 36, column: 57, scope: !255, inlinedAt: !270)
!273 = !DILocation(line: 0, scope: !263, inlinedAt: !274)
!274 = distinct !DILocation(line: 36, column: 72, scope: !255, inlinedAt: !270)
!275 = !DILocation(line: 88, column: 5, scope: !92)
!276 = distinct !DIAssignID()
!277 = !DILocation(line: 0, scope: !122)
!278 = !DILocation(line: 90, column: 5, scope: !122)
!279 = !DILocation(line: 86, column: 9, scope: !114)
!280 = !DILocation(line: 83, column: 34, scope: !115)
!281 = !DILocation(line: 83, column: 28, scope: !115)
!282 = distinct !{!282, !251, !283, !184, !185}
!283 = !DILocation(line: 87, column: 5, scope: !111)
!284 = !DILocation(line: 0, scope: !255, inlinedAt: !285)
!285 = distinct !DILocation(line: 85, column: 27, scope: !286)
!286 = distinct !DILexicalBlock(scope: !113, file: !2, line: 84, column: 9)
!287 = !DILocation(line: 0, scope: !263, inlinedAt: !288)
!288 = distinct !DILocation(line: 36, column: 57, scope: !255, inlinedAt: !285)
!289 = !DILocation(line: 32, column: 17, scope: !263, inlinedAt: !288)
!290 = !DILocation(line: 32, column: 12, scope: !263, inlinedAt: !288)
!291 = !DILocation(line: 32, column: 24, scope: !263, inlinedAt: !288)
!292 = !DILocation(line: 0, scope: !263, inlinedAt: !293)
!293 = distinct !DILocation(line: 36, column: 72, scope: !255, inlinedAt: !285)
!294 = !DILocation(line: 36, column: 69, scope: !255, inlinedAt: !285)
!295 = !DILocation(line: 85, column: 13, scope: !286)
!296 = !DILocation(line: 84, column: 38, scope: !286)
!297 = !DILocation(line: 84, column: 32, scope: !286)
!298 = distinct !{!298, !253, !299, !184, !185}
!299 = !DILocation(line: 85, column: 39, scope: !113)
!300 = !DILocation(line: 91, column: 33, scope: !301)
!301 = distinct !DILexicalBlock(scope: !122, file: !2, line: 90, column: 5)
!302 = !DILocalVariable(name: "v", arg: 1, scope: !303, file: !2, line: 46, type: !118)
!303 = distinct !DISubprogram(name: "branchless_abs", scope: !2, file: !2, line: 46, type: !304, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !306)
!304 = !DISubroutineType(types: !305)
!305 = !{!118, !118}
!306 = !{!302, !307}
!307 = !DILocalVariable(name: "mask", scope: !303, file: !2, line: 47, type: !118)
!308 = !DILocation(line: 0, scope: !303, inlinedAt: !309)
!309 = distinct !DILocation(line: 91, column: 40, scope: !301)
!310 = !DILocation(line: 48, column: 23, scope: !303, inlinedAt: !309)
!311 = !DILocation(line: 91, column: 9, scope: !301)
!312 = !DILocation(line: 90, column: 29, scope: !301)
!313 = !DILocation(line: 90, column: 23, scope: !301)
!314 = distinct !{!314, !278, !315, !184, !185}
!315 = !DILocation(line: 91, column: 61, scope: !122)
!316 = !DILocation(line: 0, scope: !124)
!317 = !DILocalVariable(name: "v", arg: 1, scope: !318, file: !2, line: 51, type: !99)
!318 = distinct !DISubprogram(name: "round_up_pow2", scope: !2, file: !2, line: 51, type: !154, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !319)
!319 = !{!317}
!320 = !DILocation(line: 0, scope: !318, inlinedAt: !321)
!321 = distinct !DILocation(line: 93, column: 39, scope: !322)
!322 = distinct !DILexicalBlock(scope: !124, file: !2, line: 92, column: 5)
!323 = !DILocation(line: 52, column: 6, scope: !318, inlinedAt: !321)
!324 = !DILocation(line: 53, column: 12, scope: !318, inlinedAt: !321)
!325 = !DILocation(line: 53, column: 7, scope: !318, inlinedAt: !321)
!326 = !DILocation(line: 54, column: 12, scope: !318, inlinedAt: !321)
!327 = !DILocation(line: 54, column: 7, scope: !318, inlinedAt: !321)
!328 = !DILocation(line: 55, column: 12, scope: !318, inlinedAt: !321)
!329 = !DILocation(line: 55, column: 7, scope: !318, inlinedAt: !321)
!330 = !DILocation(line: 56, column: 12, scope: !318, inlinedAt: !321)
!331 = !DILocation(line: 56, column: 7, scope: !318, inlinedAt: !321)
!332 = !DILocation(line: 57, column: 12, scope: !318, inlinedAt: !321)
!333 = !DILocation(line: 57, column: 7, scope: !318, inlinedAt: !321)
!334 = !DILocation(line: 58, column: 14, scope: !318, inlinedAt: !321)
!335 = !DILocation(line: 93, column: 9, scope: !322)
!336 = !DILocation(line: 92, column: 44, scope: !322)
!337 = !DILocation(line: 92, column: 48, scope: !322)
!338 = !DILocation(line: 92, column: 28, scope: !322)
!339 = !DILocation(line: 92, column: 5, scope: !124)
!340 = distinct !{!340, !339, !341, !184, !185}
!341 = !DILocation(line: 93, column: 55, scope: !124)
!342 = !DILocation(line: 103, column: 5, scope: !92)
!343 = !DILocation(line: 109, column: 5, scope: !92)
!344 = !DILocation(line: 0, scope: !134)
!345 = !DILocation(line: 113, column: 5, scope: !134)
!346 = !DILocation(line: 120, column: 5, scope: !92)
!347 = !DILocation(line: 127, column: 5, scope: !92)
!348 = !DILocation(line: 129, column: 1, scope: !92)
!349 = !DILocation(line: 114, column: 14, scope: !350)
!350 = distinct !DILexicalBlock(scope: !351, file: !2, line: 113, column: 35)
!351 = distinct !DILexicalBlock(scope: !134, file: !2, line: 113, column: 5)
!352 = !DILocation(line: 115, column: 23, scope: !350)
!353 = !DILocation(line: 115, column: 16, scope: !350)
!354 = !DILocation(line: 115, column: 9, scope: !350)
!355 = !DILocation(line: 116, column: 18, scope: !356)
!356 = distinct !DILexicalBlock(scope: !350, file: !2, line: 115, column: 29)
!357 = !DILocation(line: 117, column: 15, scope: !356)
!358 = distinct !{!358, !354, !359, !184, !185}
!359 = !DILocation(line: 118, column: 9, scope: !350)
!360 = !DILocation(line: 0, scope: !350)
!361 = !DILocation(line: 113, column: 31, scope: !351)
!362 = !DILocation(line: 113, column: 23, scope: !351)
!363 = distinct !{!363, !345, !364, !184, !185}
!364 = !DILocation(line: 119, column: 5, scope: !134)
!365 = !DISubprogram(name: "printf", scope: !366, file: !366, line: 356, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!366 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!367 = !DISubroutineType(types: !368)
!368 = !{!95, !369, null}
!369 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !370)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!371 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
