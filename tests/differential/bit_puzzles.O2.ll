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
@.str.9 = private unnamed_addr constant [13 x i8] c"babs(%d)=%d\0A\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [16 x i8] c"roundup(%u)=%u\0A\00", align 1, !dbg !44
@.str.11 = private unnamed_addr constant [26 x i8] c"subsets of %x: %d sum=%u\0A\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [19 x i8] c"swapped a=%u b=%u\0A\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [34 x i8] c"twos in 20! = %d odd part = %llu\0A\00", align 1, !dbg !59
@.str.14 = private unnamed_addr constant [21 x i8] c"transposed %08x%08x\0A\00", align 1, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !92 {
    #dbg_assign(i1 undef, !97, !DIExpression(), !137, ptr @__const.main.samples, !DIExpression(), !138)
    #dbg_assign(i1 undef, !116, !DIExpression(), !139, ptr poison, !DIExpression(), !138)
    #dbg_assign(i1 undef, !97, !DIExpression(), !140, ptr @__const.main.samples, !DIExpression(), !138)
    #dbg_value(i32 0, !101, !DIExpression(), !141)
  br label %21, !dbg !142

1:                                                ; preds = %21
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !143
    #dbg_value(i32 0, !106, !DIExpression(), !144)
    #dbg_value(i32 0, !106, !DIExpression(), !144)
    #dbg_value(i32 0, !145, !DIExpression(), !150)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !153
    #dbg_value(i32 1, !106, !DIExpression(), !144)
    #dbg_value(i32 1, !145, !DIExpression(), !150)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !153
    #dbg_value(i32 2, !106, !DIExpression(), !144)
    #dbg_value(i32 2, !145, !DIExpression(), !150)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !153
    #dbg_value(i32 3, !106, !DIExpression(), !144)
    #dbg_value(i32 3, !145, !DIExpression(), !150)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !153
    #dbg_value(i32 4, !106, !DIExpression(), !144)
    #dbg_value(i32 4, !145, !DIExpression(), !150)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6), !dbg !153
    #dbg_value(i32 5, !106, !DIExpression(), !144)
    #dbg_value(i32 5, !145, !DIExpression(), !150)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7), !dbg !153
    #dbg_value(i32 6, !106, !DIExpression(), !144)
    #dbg_value(i32 6, !145, !DIExpression(), !150)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5), !dbg !153
    #dbg_value(i32 7, !106, !DIExpression(), !144)
    #dbg_value(i32 7, !145, !DIExpression(), !150)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !153
    #dbg_value(i32 8, !106, !DIExpression(), !144)
    #dbg_value(i32 8, !145, !DIExpression(), !150)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12), !dbg !153
    #dbg_value(i32 9, !106, !DIExpression(), !144)
    #dbg_value(i32 9, !145, !DIExpression(), !150)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 13), !dbg !153
    #dbg_value(i32 10, !106, !DIExpression(), !144)
    #dbg_value(i32 10, !145, !DIExpression(), !150)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 15), !dbg !153
    #dbg_value(i32 11, !106, !DIExpression(), !144)
    #dbg_value(i32 11, !145, !DIExpression(), !150)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 14), !dbg !153
    #dbg_value(i32 12, !106, !DIExpression(), !144)
    #dbg_value(i32 12, !145, !DIExpression(), !150)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10), !dbg !153
    #dbg_value(i32 13, !106, !DIExpression(), !144)
    #dbg_value(i32 13, !145, !DIExpression(), !150)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11), !dbg !153
    #dbg_value(i32 14, !106, !DIExpression(), !144)
    #dbg_value(i32 14, !145, !DIExpression(), !150)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 9), !dbg !153
    #dbg_value(i32 15, !106, !DIExpression(), !144)
    #dbg_value(i32 15, !145, !DIExpression(), !150)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8), !dbg !153
    #dbg_value(i32 16, !106, !DIExpression(), !144)
  %19 = tail call i32 @putchar(i32 10), !dbg !154
    #dbg_value(i32 7, !108, !DIExpression(), !138)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !155
    #dbg_value(i32 0, !109, !DIExpression(), !138)
  br label %48, !dbg !156

21:                                               ; preds = %0, %21
  %22 = phi i64 [ 0, %0 ], [ %46, %21 ]
    #dbg_value(i64 %22, !101, !DIExpression(), !141)
  %23 = getelementptr inbounds [7 x i32], ptr @__const.main.samples, i64 0, i64 %22, !dbg !157
  %24 = load i32, ptr %23, align 4, !dbg !157, !tbaa !158
    #dbg_value(i32 %24, !103, !DIExpression(), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shr, DW_OP_constu, 252645135, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shl, DW_OP_constu, 18446744073456906480, DW_OP_and, DW_OP_or, DW_OP_constu, 8, DW_OP_shr, DW_OP_constu, 16711935, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shr, DW_OP_constu, 252645135, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shl, DW_OP_constu, 18446744073456906480, DW_OP_and, DW_OP_or, DW_OP_constu, 8, DW_OP_shl, DW_OP_constu, 18446744073692839680, DW_OP_and, DW_OP_or, DW_OP_stack_value), !166)
  %25 = tail call noundef i32 @llvm.bitreverse.i32(i32 %24), !dbg !168
    #dbg_value(i32 %24, !145, !DIExpression(), !169)
  %26 = lshr i32 %24, 1, !dbg !171
  %27 = xor i32 %26, %24, !dbg !172
    #dbg_value(i32 %24, !145, !DIExpression(), !173)
  %28 = sub i32 0, %24, !dbg !175
  %29 = and i32 %24, %28, !dbg !176
  %30 = add i32 %24, -1, !dbg !177
  %31 = and i32 %30, %24, !dbg !178
  %32 = icmp eq i32 %31, 0, !dbg !179
  %33 = zext i1 %32 to i32, !dbg !179
    #dbg_value(i32 %24, !180, !DIExpression(), !185)
  %34 = lshr i32 %24, 16, !dbg !187
  %35 = xor i32 %34, %24, !dbg !188
    #dbg_value(i32 %35, !180, !DIExpression(), !185)
  %36 = lshr i32 %35, 8, !dbg !189
  %37 = xor i32 %36, %35, !dbg !190
    #dbg_value(i32 %37, !180, !DIExpression(), !185)
  %38 = lshr i32 %37, 4, !dbg !191
  %39 = xor i32 %38, %37, !dbg !192
    #dbg_value(i32 %39, !180, !DIExpression(), !185)
  %40 = and i32 %39, 15, !dbg !193
    #dbg_value(i32 %40, !180, !DIExpression(), !185)
  %41 = lshr i32 27030, %40, !dbg !194
  %42 = and i32 %41, 1, !dbg !195
  %43 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %24), !dbg !196
  %44 = and i32 %43, 1, !dbg !196
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24, i32 noundef %25, i32 noundef %27, i32 noundef %24, i32 noundef %29, i32 noundef %31, i32 noundef %33, i32 noundef %42, i32 noundef %44), !dbg !197
  %46 = add nuw nsw i64 %22, 1, !dbg !198
    #dbg_value(i64 %46, !101, !DIExpression(), !141)
  %47 = icmp eq i64 %46, 7, !dbg !199
  br i1 %47, label %1, label %21, !dbg !142, !llvm.loop !200

48:                                               ; preds = %1, %48
  %49 = phi i32 [ 7, %1 ], [ %62, %48 ]
  %50 = phi i32 [ 0, %1 ], [ %52, %48 ]
    #dbg_value(i32 %49, !108, !DIExpression(), !138)
    #dbg_value(i32 %50, !109, !DIExpression(), !138)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %49), !dbg !203
  %52 = add nuw nsw i32 %50, 1, !dbg !205
    #dbg_value(i32 %52, !109, !DIExpression(), !138)
    #dbg_value(i32 %49, !206, !DIExpression(), !210)
  %53 = add nsw i32 %49, -1, !dbg !212
  %54 = or i32 %53, %49, !dbg !213
    #dbg_value(i32 %54, !209, !DIExpression(), !210)
  %55 = add i32 %54, 1, !dbg !214
  %56 = xor i32 %54, -1, !dbg !215
  %57 = and i32 %55, %56, !dbg !216
  %58 = add i32 %57, -1, !dbg !217
  %59 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %49, i1 true), !dbg !218
  %60 = add nuw nsw i32 %59, 1, !dbg !219
  %61 = lshr i32 %58, %60, !dbg !220
  %62 = or i32 %61, %55, !dbg !221
    #dbg_value(i32 %62, !108, !DIExpression(), !138)
  %63 = icmp eq i32 %52, 20, !dbg !222
  br i1 %63, label %64, label %48, !dbg !156, !llvm.loop !223

64:                                               ; preds = %48
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 20), !dbg !225
    #dbg_value(i32 0, !110, !DIExpression(), !226)
    #dbg_value(i32 0, !110, !DIExpression(), !226)
    #dbg_value(i32 0, !112, !DIExpression(), !227)
    #dbg_value(i32 0, !112, !DIExpression(), !227)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !228
    #dbg_value(i32 1, !112, !DIExpression(), !227)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !228
    #dbg_value(i32 2, !112, !DIExpression(), !227)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4), !dbg !228
    #dbg_value(i32 3, !112, !DIExpression(), !227)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5), !dbg !228
    #dbg_value(i32 4, !112, !DIExpression(), !227)
  %70 = tail call i32 @putchar(i32 10), !dbg !230
    #dbg_value(i32 1, !110, !DIExpression(), !226)
    #dbg_value(i32 0, !112, !DIExpression(), !227)
    #dbg_value(i32 0, !112, !DIExpression(), !227)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2), !dbg !228
    #dbg_value(i32 1, !112, !DIExpression(), !227)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3), !dbg !228
    #dbg_value(i32 2, !112, !DIExpression(), !227)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 6), !dbg !228
    #dbg_value(i32 3, !112, !DIExpression(), !227)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7), !dbg !228
    #dbg_value(i32 4, !112, !DIExpression(), !227)
  %75 = tail call i32 @putchar(i32 10), !dbg !230
    #dbg_value(i32 2, !110, !DIExpression(), !226)
    #dbg_value(i32 0, !112, !DIExpression(), !227)
    #dbg_value(i32 0, !112, !DIExpression(), !227)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 8), !dbg !228
    #dbg_value(i32 1, !112, !DIExpression(), !227)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 9), !dbg !228
    #dbg_value(i32 2, !112, !DIExpression(), !227)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 12), !dbg !228
    #dbg_value(i32 3, !112, !DIExpression(), !227)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 13), !dbg !228
    #dbg_value(i32 4, !112, !DIExpression(), !227)
  %80 = tail call i32 @putchar(i32 10), !dbg !230
    #dbg_value(i32 3, !110, !DIExpression(), !226)
    #dbg_value(i32 0, !112, !DIExpression(), !227)
    #dbg_value(i32 0, !112, !DIExpression(), !227)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 10), !dbg !228
    #dbg_value(i32 1, !112, !DIExpression(), !227)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 11), !dbg !228
    #dbg_value(i32 2, !112, !DIExpression(), !227)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 14), !dbg !228
    #dbg_value(i32 3, !112, !DIExpression(), !227)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 15), !dbg !228
    #dbg_value(i32 4, !112, !DIExpression(), !227)
  %85 = tail call i32 @putchar(i32 10), !dbg !230
    #dbg_value(i32 4, !110, !DIExpression(), !226)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1431655765, i32 noundef -1431655766), !dbg !231
    #dbg_assign(i1 undef, !116, !DIExpression(), !232, ptr poison, !DIExpression(), !138)
    #dbg_value(i32 0, !121, !DIExpression(), !233)
    #dbg_value(i64 0, !121, !DIExpression(), !233)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, i32 noundef 0), !dbg !234
    #dbg_value(i64 1, !121, !DIExpression(), !233)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 1), !dbg !234
    #dbg_value(i64 2, !121, !DIExpression(), !233)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1, i32 noundef 1), !dbg !234
    #dbg_value(i64 3, !121, !DIExpression(), !233)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 123456, i32 noundef 123456), !dbg !234
    #dbg_value(i64 4, !121, !DIExpression(), !233)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -123456, i32 noundef 123456), !dbg !234
    #dbg_value(i64 5, !121, !DIExpression(), !233)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2147483647, i32 noundef 2147483647), !dbg !234
    #dbg_value(i64 6, !121, !DIExpression(), !233)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -2147483647, i32 noundef 2147483647), !dbg !234
    #dbg_value(i64 7, !121, !DIExpression(), !233)
    #dbg_value(i32 1, !123, !DIExpression(), !236)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1), !dbg !237
    #dbg_value(i32 8, !123, !DIExpression(), !236)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8, i32 noundef 8), !dbg !237
    #dbg_value(i32 43, !123, !DIExpression(), !236)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 43, i32 noundef 64), !dbg !237
    #dbg_value(i32 218, !123, !DIExpression(), !236)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 218, i32 noundef 256), !dbg !237
    #dbg_value(i32 1093, !123, !DIExpression(), !236)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1093, i32 noundef 2048), !dbg !237
    #dbg_value(i32 5468, !123, !DIExpression(), !236)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5468, i32 noundef 8192), !dbg !237
    #dbg_value(i32 27343, !123, !DIExpression(), !236)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 27343, i32 noundef 32768), !dbg !237
    #dbg_value(i32 136718, !123, !DIExpression(), !236)
    #dbg_value(i32 poison, !128, !DIExpression(), !138)
    #dbg_value(i32 poison, !127, !DIExpression(), !138)
    #dbg_value(i32 undef, !126, !DIExpression(), !138)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 45, i32 noundef 16, i32 noundef 360), !dbg !239
    #dbg_value(i32 12345, !129, !DIExpression(), !138)
    #dbg_value(i32 67890, !130, !DIExpression(), !138)
    #dbg_value(i32 80139, !129, !DIExpression(), !138)
    #dbg_value(i32 12345, !130, !DIExpression(), !138)
    #dbg_value(i32 67890, !129, !DIExpression(), !138)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 67890, i32 noundef 12345), !dbg !240
    #dbg_value(i64 1, !131, !DIExpression(), !138)
    #dbg_value(i32 0, !132, !DIExpression(), !138)
    #dbg_value(i32 1, !133, !DIExpression(), !241)
  br label %106, !dbg !242

103:                                              ; preds = %134
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %136, i64 noundef %135), !dbg !243
    #dbg_value(i64 -9205322385119247618, !135, !DIExpression(), !138)
    #dbg_value(i64 170, !136, !DIExpression(), !138)
    #dbg_value(i64 -9205322385119226028, !135, !DIExpression(), !138)
    #dbg_value(i64 17476, !136, !DIExpression(), !138)
    #dbg_value(i64 -9205322384832916720, !135, !DIExpression(), !138)
    #dbg_value(i64 269488144, !136, !DIExpression(), !138)
    #dbg_value(i64 -9132982212281171200, !135, !DIExpression(), !138)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef -2126438127, i32 noundef 151323392), !dbg !244
  ret i32 0, !dbg !245

106:                                              ; preds = %134, %64
  %107 = phi i64 [ 1, %64 ], [ %137, %134 ]
  %108 = phi i32 [ 0, %64 ], [ %136, %134 ]
  %109 = phi i64 [ 1, %64 ], [ %135, %134 ]
    #dbg_value(i64 %107, !133, !DIExpression(), !241)
    #dbg_value(i32 %108, !132, !DIExpression(), !138)
    #dbg_value(i64 %109, !131, !DIExpression(), !138)
  %110 = mul i64 %109, %107, !dbg !246
    #dbg_value(i64 %110, !131, !DIExpression(), !138)
  %111 = and i64 %110, 1, !dbg !249
  %112 = icmp eq i64 %111, 0, !dbg !250
  br i1 %112, label %113, label %120, !dbg !251

113:                                              ; preds = %106, %113
  %114 = phi i32 [ %117, %113 ], [ %108, %106 ]
  %115 = phi i64 [ %116, %113 ], [ %110, %106 ]
    #dbg_value(i32 %114, !132, !DIExpression(), !138)
    #dbg_value(i64 %115, !131, !DIExpression(), !138)
  %116 = lshr exact i64 %115, 1, !dbg !252
    #dbg_value(i64 %116, !131, !DIExpression(), !138)
  %117 = add nsw i32 %114, 1, !dbg !254
    #dbg_value(i32 %117, !132, !DIExpression(), !138)
  %118 = and i64 %115, 2, !dbg !250
  %119 = icmp eq i64 %118, 0, !dbg !250
  br i1 %119, label %113, label %120, !dbg !251, !llvm.loop !255

120:                                              ; preds = %113, %106
  %121 = phi i64 [ %110, %106 ], [ %116, %113 ], !dbg !257
  %122 = phi i32 [ %108, %106 ], [ %117, %113 ], !dbg !138
  %123 = add nuw nsw i64 %107, 1, !dbg !258
    #dbg_value(i64 %123, !133, !DIExpression(), !241)
    #dbg_value(i32 %122, !132, !DIExpression(), !138)
    #dbg_value(i64 %121, !131, !DIExpression(), !138)
  %124 = mul i64 %121, %123, !dbg !246
    #dbg_value(i64 %124, !131, !DIExpression(), !138)
  %125 = and i64 %124, 1, !dbg !249
  %126 = icmp eq i64 %125, 0, !dbg !250
  br i1 %126, label %127, label %134, !dbg !251

127:                                              ; preds = %120, %127
  %128 = phi i32 [ %131, %127 ], [ %122, %120 ]
  %129 = phi i64 [ %130, %127 ], [ %124, %120 ]
    #dbg_value(i32 %128, !132, !DIExpression(), !138)
    #dbg_value(i64 %129, !131, !DIExpression(), !138)
  %130 = lshr exact i64 %129, 1, !dbg !252
    #dbg_value(i64 %130, !131, !DIExpression(), !138)
  %131 = add nsw i32 %128, 1, !dbg !254
    #dbg_value(i32 %131, !132, !DIExpression(), !138)
  %132 = and i64 %129, 2, !dbg !250
  %133 = icmp eq i64 %132, 0, !dbg !250
  br i1 %133, label %127, label %134, !dbg !251, !llvm.loop !255

134:                                              ; preds = %127, %120
  %135 = phi i64 [ %124, %120 ], [ %130, %127 ], !dbg !257
  %136 = phi i32 [ %122, %120 ], [ %131, %127 ], !dbg !138
  %137 = add nuw nsw i64 %107, 2, !dbg !258
    #dbg_value(i64 %137, !133, !DIExpression(), !241)
    #dbg_value(i32 %136, !132, !DIExpression(), !138)
    #dbg_value(i64 %135, !131, !DIExpression(), !138)
  %138 = icmp eq i64 %137, 21, !dbg !259
  br i1 %138, label %103, label %106, !dbg !242, !llvm.loop !260
}

; Function Attrs: nofree nounwind
declare !dbg !262 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

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
!145 = !DILocalVariable(name: "x", arg: 1, scope: !146, file: !2, line: 15, type: !99)
!146 = distinct !DISubprogram(name: "gray", scope: !2, file: !2, line: 15, type: !147, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{!99, !99}
!149 = !{!145}
!150 = !DILocation(line: 0, scope: !146, inlinedAt: !151)
!151 = distinct !DILocation(line: 72, column: 23, scope: !152)
!152 = distinct !DILexicalBlock(scope: !107, file: !2, line: 71, column: 5)
!153 = !DILocation(line: 72, column: 9, scope: !152)
!154 = !DILocation(line: 73, column: 5, scope: !92)
!155 = !DILocation(line: 75, column: 5, scope: !92)
!156 = !DILocation(line: 77, column: 5, scope: !92)
!157 = !DILocation(line: 64, column: 22, scope: !104)
!158 = !{!159, !159, i64 0}
!159 = !{!"int", !160, i64 0}
!160 = !{!"omnipotent char", !161, i64 0}
!161 = !{!"Simple C/C++ TBAA"}
!162 = !DILocation(line: 0, scope: !104)
!163 = !DILocalVariable(name: "x", arg: 1, scope: !164, file: !2, line: 7, type: !99)
!164 = distinct !DISubprogram(name: "reverse_bits", scope: !2, file: !2, line: 7, type: !147, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !165)
!165 = !{!163}
!166 = !DILocation(line: 0, scope: !164, inlinedAt: !167)
!167 = distinct !DILocation(line: 67, column: 19, scope: !104)
!168 = !DILocation(line: 12, column: 22, scope: !164, inlinedAt: !167)
!169 = !DILocation(line: 0, scope: !146, inlinedAt: !170)
!170 = distinct !DILocation(line: 67, column: 36, scope: !104)
!171 = !DILocation(line: 15, column: 50, scope: !146, inlinedAt: !170)
!172 = !DILocation(line: 15, column: 45, scope: !146, inlinedAt: !170)
!173 = !DILocation(line: 0, scope: !146, inlinedAt: !174)
!174 = distinct !DILocation(line: 67, column: 52, scope: !104)
!175 = !DILocation(line: 67, column: 66, scope: !104)
!176 = !DILocation(line: 67, column: 64, scope: !104)
!177 = !DILocation(line: 67, column: 77, scope: !104)
!178 = !DILocation(line: 67, column: 72, scope: !104)
!179 = !DILocation(line: 68, column: 30, scope: !104)
!180 = !DILocalVariable(name: "x", arg: 1, scope: !181, file: !2, line: 38, type: !99)
!181 = distinct !DISubprogram(name: "parity_fold", scope: !2, file: !2, line: 38, type: !182, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !184)
!182 = !DISubroutineType(types: !183)
!183 = !{!95, !99}
!184 = !{!180}
!185 = !DILocation(line: 0, scope: !181, inlinedAt: !186)
!186 = distinct !DILocation(line: 68, column: 36, scope: !104)
!187 = !DILocation(line: 39, column: 12, scope: !181, inlinedAt: !186)
!188 = !DILocation(line: 39, column: 7, scope: !181, inlinedAt: !186)
!189 = !DILocation(line: 40, column: 12, scope: !181, inlinedAt: !186)
!190 = !DILocation(line: 40, column: 7, scope: !181, inlinedAt: !186)
!191 = !DILocation(line: 41, column: 12, scope: !181, inlinedAt: !186)
!192 = !DILocation(line: 41, column: 7, scope: !181, inlinedAt: !186)
!193 = !DILocation(line: 42, column: 7, scope: !181, inlinedAt: !186)
!194 = !DILocation(line: 43, column: 20, scope: !181, inlinedAt: !186)
!195 = !DILocation(line: 43, column: 26, scope: !181, inlinedAt: !186)
!196 = !DILocation(line: 68, column: 52, scope: !104)
!197 = !DILocation(line: 65, column: 9, scope: !104)
!198 = !DILocation(line: 63, column: 29, scope: !105)
!199 = !DILocation(line: 63, column: 23, scope: !105)
!200 = distinct !{!200, !142, !201, !202}
!201 = !DILocation(line: 69, column: 5, scope: !102)
!202 = !{!"llvm.loop.mustprogress"}
!203 = !DILocation(line: 78, column: 9, scope: !204)
!204 = distinct !DILexicalBlock(scope: !92, file: !2, line: 77, column: 27)
!205 = !DILocation(line: 79, column: 12, scope: !204)
!206 = !DILocalVariable(name: "v", arg: 1, scope: !207, file: !2, line: 22, type: !99)
!207 = distinct !DISubprogram(name: "next_same_popcount", scope: !2, file: !2, line: 22, type: !147, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !208)
!208 = !{!206, !209}
!209 = !DILocalVariable(name: "t", scope: !207, file: !2, line: 23, type: !99)
!210 = !DILocation(line: 0, scope: !207, inlinedAt: !211)
!211 = distinct !DILocation(line: 80, column: 13, scope: !204)
!212 = !DILocation(line: 23, column: 25, scope: !207, inlinedAt: !211)
!213 = !DILocation(line: 23, column: 20, scope: !207, inlinedAt: !211)
!214 = !DILocation(line: 24, column: 15, scope: !207, inlinedAt: !211)
!215 = !DILocation(line: 24, column: 25, scope: !207, inlinedAt: !211)
!216 = !DILocation(line: 24, column: 28, scope: !207, inlinedAt: !211)
!217 = !DILocation(line: 24, column: 35, scope: !207, inlinedAt: !211)
!218 = !DILocation(line: 24, column: 44, scope: !207, inlinedAt: !211)
!219 = !DILocation(line: 24, column: 61, scope: !207, inlinedAt: !211)
!220 = !DILocation(line: 24, column: 40, scope: !207, inlinedAt: !211)
!221 = !DILocation(line: 24, column: 20, scope: !207, inlinedAt: !211)
!222 = !DILocation(line: 77, column: 14, scope: !92)
!223 = distinct !{!223, !156, !224, !202}
!224 = !DILocation(line: 81, column: 5, scope: !92)
!225 = !DILocation(line: 82, column: 5, scope: !92)
!226 = !DILocation(line: 0, scope: !111)
!227 = !DILocation(line: 0, scope: !113)
!228 = !DILocation(line: 85, column: 13, scope: !229)
!229 = distinct !DILexicalBlock(scope: !113, file: !2, line: 84, column: 9)
!230 = !DILocation(line: 86, column: 9, scope: !114)
!231 = !DILocation(line: 88, column: 5, scope: !92)
!232 = distinct !DIAssignID()
!233 = !DILocation(line: 0, scope: !122)
!234 = !DILocation(line: 91, column: 9, scope: !235)
!235 = distinct !DILexicalBlock(scope: !122, file: !2, line: 90, column: 5)
!236 = !DILocation(line: 0, scope: !124)
!237 = !DILocation(line: 93, column: 9, scope: !238)
!238 = distinct !DILexicalBlock(scope: !124, file: !2, line: 92, column: 5)
!239 = !DILocation(line: 103, column: 5, scope: !92)
!240 = !DILocation(line: 109, column: 5, scope: !92)
!241 = !DILocation(line: 0, scope: !134)
!242 = !DILocation(line: 113, column: 5, scope: !134)
!243 = !DILocation(line: 120, column: 5, scope: !92)
!244 = !DILocation(line: 127, column: 5, scope: !92)
!245 = !DILocation(line: 129, column: 1, scope: !92)
!246 = !DILocation(line: 114, column: 14, scope: !247)
!247 = distinct !DILexicalBlock(scope: !248, file: !2, line: 113, column: 35)
!248 = distinct !DILexicalBlock(scope: !134, file: !2, line: 113, column: 5)
!249 = !DILocation(line: 115, column: 23, scope: !247)
!250 = !DILocation(line: 115, column: 16, scope: !247)
!251 = !DILocation(line: 115, column: 9, scope: !247)
!252 = !DILocation(line: 116, column: 18, scope: !253)
!253 = distinct !DILexicalBlock(scope: !247, file: !2, line: 115, column: 29)
!254 = !DILocation(line: 117, column: 15, scope: !253)
!255 = distinct !{!255, !251, !256, !202}
!256 = !DILocation(line: 118, column: 9, scope: !247)
!257 = !DILocation(line: 0, scope: !247)
!258 = !DILocation(line: 113, column: 31, scope: !248)
!259 = !DILocation(line: 113, column: 23, scope: !248)
!260 = distinct !{!260, !242, !261, !202}
!261 = !DILocation(line: 119, column: 5, scope: !134)
!262 = !DISubprogram(name: "printf", scope: !263, file: !263, line: 356, type: !264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!264 = !DISubroutineType(types: !265)
!265 = !{!95, !266, null}
!266 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !267)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
