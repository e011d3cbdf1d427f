; ModuleID = 'shifts.c'
source_filename = "shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"1<<63 = %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"1<<32 = %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [35 x i8] c"u>>31 = %u, u>>0 = %u, u<<31 = %u\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [32 x i8] c"neg>>1=%d neg>>4=%d neg>>31=%d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [36 x i8] c"nl>>1=%lld nl>>33=%lld nl>>63=%lld\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [34 x i8] c"n=%2u shl=%llu shr=%llu sar=%lld\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [12 x i8] c"acc64=%llu\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [28 x i8] c"n=%2u shl=%u shr=%u sar=%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [10 x i8] c"acc32=%u\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [49 x i8] c"c8<<4=%d c8<<20=%d s16<<8=%d sc>>3=%d ss>>15=%d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [39 x i8] c"(uchar)(c8<<4)=%d (ushort)(s16<<3)=%d\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [37 x i8] c"rotl32(%u)=%08x rotr64(%u)=%08x%08x\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [11 x i8] c"mask=%llu\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [17 x i8] c"int sign: %d %u\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [26 x i8] c"mask(%d) hi=%08x lo=%08x\0A\00", align 1, !dbg !69

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !90 {
  %1 = alloca i32, align 4, !DIAssignID !136
    #dbg_assign(i1 undef, !123, !DIExpression(), !136, ptr %1, !DIExpression(), !137)
    #dbg_value(i64 1, !94, !DIExpression(), !137)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -9223372036854775808), !dbg !138
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 4294967296), !dbg !139
    #dbg_value(i32 -2147483647, !95, !DIExpression(), !137)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef -2147483647, i32 noundef -2147483648), !dbg !140
    #dbg_value(i32 -123456789, !96, !DIExpression(), !137)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -61728395, i32 noundef -7716050, i32 noundef -1), !dbg !141
    #dbg_value(i64 -1234567890123456789, !97, !DIExpression(), !137)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -617283945061728395, i64 noundef -143722619, i64 noundef -1), !dbg !142
    #dbg_value(i64 0, !99, !DIExpression(), !137)
    #dbg_value(i32 0, !100, !DIExpression(), !143)
  br label %9, !dbg !144

7:                                                ; preds = %22
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 2478985126044776276), !dbg !145
    #dbg_value(i32 0, !107, !DIExpression(), !137)
    #dbg_value(i32 0, !108, !DIExpression(), !146)
  br label %61, !dbg !147

9:                                                ; preds = %0, %22
  %10 = phi i64 [ 0, %0 ], [ %23, %22 ]
    #dbg_value(i64 %10, !100, !DIExpression(), !143)
    #dbg_value(i64 81985529216486895, !148, !DIExpression(), !154)
    #dbg_value(i64 %10, !153, !DIExpression(), !154)
    #dbg_value(!DIArgList(i64 81985529216486895, i64 %10), !102, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !156)
    #dbg_value(i64 -81985529216486896, !157, !DIExpression(), !161)
    #dbg_value(i64 %10, !160, !DIExpression(), !161)
    #dbg_value(!DIArgList(i64 -81985529216486896, i64 %10), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_stack_value), !156)
    #dbg_value(i64 -81985529216486895, !163, !DIExpression(), !169)
    #dbg_value(i64 %10, !168, !DIExpression(), !169)
    #dbg_value(!DIArgList(i64 -81985529216486895, i64 %10), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shra, DW_OP_stack_value), !156)
    #dbg_value(!DIArgList(i64 81985529216486895, i64 poison, i64 -81985529216486895, i64 -81985529216486896, i64 %10, i64 %10, i64 %10), !99, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 5, DW_OP_shr, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 6, DW_OP_shra, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !137)
  %11 = trunc i64 %10 to i8, !dbg !171
  %12 = urem i8 %11, 7, !dbg !171
  %13 = icmp eq i8 %12, 0, !dbg !173
  %14 = icmp ugt i64 %10, 59
  %15 = or i1 %14, %13, !dbg !174
  br i1 %15, label %16, label %22, !dbg !174

16:                                               ; preds = %9
  %17 = trunc nuw nsw i64 %10 to i32, !dbg !171
  %18 = ashr i64 -81985529216486895, %10, !dbg !175
    #dbg_value(!DIArgList(i64 81985529216486895, i64 poison, i64 %18, i64 -81985529216486896, i64 %10, i64 %10), !99, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 5, DW_OP_shr, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !137)
    #dbg_value(i64 %18, !106, !DIExpression(), !156)
  %19 = lshr i64 -81985529216486896, %10, !dbg !176
    #dbg_value(i64 %19, !105, !DIExpression(), !156)
    #dbg_value(!DIArgList(i64 81985529216486895, i64 poison, i64 %18, i64 %19, i64 %10), !99, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !137)
  %20 = shl i64 81985529216486895, %10, !dbg !177
    #dbg_value(i64 %20, !102, !DIExpression(), !156)
    #dbg_value(!DIArgList(i64 %20, i64 poison, i64 %18, i64 %19), !99, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !137)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %17, i64 noundef %20, i64 noundef %19, i64 noundef %18), !dbg !178
  br label %22, !dbg !178

22:                                               ; preds = %9, %16
  %23 = add nuw nsw i64 %10, 1, !dbg !179
    #dbg_value(!DIArgList(i64 81985529216486895, i64 poison, i64 -81985529216486895, i64 -81985529216486896, i64 %10, i64 %10, i64 %10), !99, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 5, DW_OP_shr, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 6, DW_OP_shra, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !137)
    #dbg_value(i64 %23, !100, !DIExpression(), !143)
  %24 = icmp eq i64 %23, 64, !dbg !180
  br i1 %24, label %7, label %9, !dbg !144, !llvm.loop !181

25:                                               ; preds = %73
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1021650462), !dbg !184
    #dbg_value(i8 -1, !115, !DIExpression(), !137)
    #dbg_value(i16 -1, !116, !DIExpression(), !137)
    #dbg_value(i8 -128, !117, !DIExpression(), !137)
    #dbg_value(i16 -32768, !119, !DIExpression(), !137)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 4080, i32 noundef 267386880, i32 noundef 16776960, i32 noundef -16, i32 noundef -1), !dbg !185
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 240, i32 noundef 65528), !dbg !186
    #dbg_value(i64 0, !121, !DIExpression(), !187)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 0, i32 noundef 305419896, i32 noundef 0, i32 noundef 19088743, i32 noundef -1985229329), !dbg !188
    #dbg_value(i64 3, !121, !DIExpression(), !187)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 3, i32 noundef -1851608128, i32 noundef 3, i32 noundef -534484820, i32 noundef -248153667), !dbg !188
    #dbg_value(i64 6, !121, !DIExpression(), !187)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 6, i32 noundef -1927963132, i32 noundef 6, i32 noundef -1140552427, i32 noundef -1641631945), !dbg !188
    #dbg_value(i64 9, !121, !DIExpression(), !187)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 9, i32 noundef 1756164132, i32 noundef 9, i32 noundef -142569054, i32 noundef -1278945818), !dbg !188
    #dbg_value(i64 12, !121, !DIExpression(), !187)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 12, i32 noundef 1164411171, i32 noundef 12, i32 noundef -554692044, i32 noundef 1450744508), !dbg !188
    #dbg_value(i64 15, !121, !DIExpression(), !187)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 15, i32 noundef 725354778, i32 noundef 15, i32 noundef -1679949242, i32 noundef -1966140585), !dbg !188
    #dbg_value(i64 18, !121, !DIExpression(), !187)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 18, i32 noundef 1507870929, i32 noundef 18, i32 noundef -209993656, i32 noundef -782638486), !dbg !188
    #dbg_value(i64 21, !121, !DIExpression(), !187)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 21, i32 noundef -821934454, i32 noundef 21, i32 noundef 1584363529, i32 noundef 439041101), !dbg !188
    #dbg_value(i64 24, !121, !DIExpression(), !187)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 24, i32 noundef 2014458966, i32 noundef 24, i32 noundef -1412567295, i32 noundef 591751049), !dbg !188
    #dbg_value(i64 27, !121, !DIExpression(), !187)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 27, i32 noundef -1064197453, i32 noundef 27, i32 noundef 897170912, i32 noundef 610839793), !dbg !188
    #dbg_value(i64 30, !121, !DIExpression(), !187)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 30, i32 noundef 76354974, i32 noundef 30, i32 noundef 649017276, i32 noundef 76354974), !dbg !188
    #dbg_value(i64 33, !121, !DIExpression(), !187)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 33, i32 noundef 610839792, i32 noundef 33, i32 noundef -992614665, i32 noundef -2137939277), !dbg !188
    #dbg_value(i64 36, !121, !DIExpression(), !187)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 36, i32 noundef 591751041, i32 noundef 36, i32 noundef 2023406814, i32 noundef -267242410), !dbg !188
    #dbg_value(i64 39, !121, !DIExpression(), !187)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 39, i32 noundef 439041033, i32 noundef 39, i32 noundef -820815973, i32 noundef -570276214), !dbg !188
    #dbg_value(i64 42, !121, !DIExpression(), !187)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !190
  store volatile i32 63, ptr %1, align 4, !dbg !191, !tbaa !192, !DIAssignID !196
    #dbg_assign(i32 63, !123, !DIExpression(), !196, ptr %1, !DIExpression(), !137)
  %43 = load volatile i32, ptr %1, align 4, !dbg !197, !tbaa !192
  %44 = zext nneg i32 %43 to i64, !dbg !198
  %45 = lshr i64 -1, %44, !dbg !198
    #dbg_value(i64 %45, !125, !DIExpression(), !137)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %45), !dbg !199
  store volatile i32 31, ptr %1, align 4, !dbg !200, !tbaa !192, !DIAssignID !201
    #dbg_assign(i32 31, !123, !DIExpression(), !201, ptr %1, !DIExpression(), !137)
  %47 = load volatile i32, ptr %1, align 4, !dbg !202, !tbaa !192
  %48 = lshr i32 -1, %47, !dbg !203
  %49 = load volatile i32, ptr %1, align 4, !dbg !204, !tbaa !192
  %50 = lshr exact i32 -2147483648, %49, !dbg !205
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %48, i32 noundef %50), !dbg !206
    #dbg_value(i64 0, !131, !DIExpression(), !207)
    #dbg_value(i64 0, !133, !DIExpression(), !208)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !209
    #dbg_value(i64 8, !131, !DIExpression(), !207)
    #dbg_value(i64 255, !133, !DIExpression(), !208)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 8, i32 noundef 0, i32 noundef 255), !dbg !209
    #dbg_value(i64 16, !131, !DIExpression(), !207)
    #dbg_value(i64 65535, !133, !DIExpression(), !208)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 16, i32 noundef 0, i32 noundef 65535), !dbg !209
    #dbg_value(i64 24, !131, !DIExpression(), !207)
    #dbg_value(i64 16777215, !133, !DIExpression(), !208)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 24, i32 noundef 0, i32 noundef 16777215), !dbg !209
    #dbg_value(i64 32, !131, !DIExpression(), !207)
    #dbg_value(i64 4294967295, !133, !DIExpression(), !208)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 32, i32 noundef 0, i32 noundef -1), !dbg !209
    #dbg_value(i64 40, !131, !DIExpression(), !207)
    #dbg_value(i64 1099511627775, !133, !DIExpression(), !208)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 40, i32 noundef 255, i32 noundef -1), !dbg !209
    #dbg_value(i64 48, !131, !DIExpression(), !207)
    #dbg_value(i64 281474976710655, !133, !DIExpression(), !208)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 48, i32 noundef 65535, i32 noundef -1), !dbg !209
    #dbg_value(i64 56, !131, !DIExpression(), !207)
    #dbg_value(i64 72057594037927935, !133, !DIExpression(), !208)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 56, i32 noundef 16777215, i32 noundef -1), !dbg !209
    #dbg_value(i64 64, !131, !DIExpression(), !207)
    #dbg_value(i64 -1, !133, !DIExpression(), !208)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 64, i32 noundef -1, i32 noundef -1), !dbg !209
    #dbg_value(i64 72, !131, !DIExpression(), !207)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !210
  ret i32 0, !dbg !211

61:                                               ; preds = %7, %73
  %62 = phi i32 [ 0, %7 ], [ %74, %73 ]
    #dbg_value(i32 %62, !108, !DIExpression(), !146)
    #dbg_value(i32 -1985229329, !212, !DIExpression(), !218)
    #dbg_value(i32 %62, !217, !DIExpression(), !218)
    #dbg_value(!DIArgList(i32 -1985229329, i32 %62), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !220)
    #dbg_value(i32 -1985229329, !221, !DIExpression(), !225)
    #dbg_value(i32 %62, !224, !DIExpression(), !225)
    #dbg_value(!DIArgList(i32 -1985229329, i32 %62), !113, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_stack_value), !220)
    #dbg_value(i32 -2023406814, !227, !DIExpression(), !233)
    #dbg_value(i32 %62, !232, !DIExpression(), !233)
    #dbg_value(!DIArgList(i32 -2023406814, i32 %62), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shra, DW_OP_stack_value), !220)
    #dbg_value(!DIArgList(i32 -1985229329, i32 poison, i32 -2023406814, i32 -1985229329, i32 %62, i32 %62, i32 %62), !107, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 5, DW_OP_shr, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 6, DW_OP_shra, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !137)
  %63 = trunc nuw i32 %62 to i8, !dbg !235
  %64 = urem i8 %63, 5, !dbg !235
  %65 = icmp eq i8 %64, 0, !dbg !237
  %66 = icmp ugt i32 %62, 28
  %67 = or i1 %66, %65, !dbg !238
  br i1 %67, label %68, label %73, !dbg !238

68:                                               ; preds = %61
  %69 = ashr i32 -2023406814, %62, !dbg !239
    #dbg_value(!DIArgList(i32 -1985229329, i32 poison, i32 %69, i32 -1985229329, i32 %62, i32 %62), !107, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 5, DW_OP_shr, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !137)
    #dbg_value(i32 %69, !114, !DIExpression(), !220)
  %70 = lshr i32 -1985229329, %62, !dbg !240
    #dbg_value(i32 %70, !113, !DIExpression(), !220)
    #dbg_value(!DIArgList(i32 -1985229329, i32 poison, i32 %69, i32 %70, i32 %62), !107, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !137)
  %71 = shl i32 -1985229329, %62, !dbg !241
    #dbg_value(i32 %71, !110, !DIExpression(), !220)
    #dbg_value(!DIArgList(i32 %71, i32 poison, i32 %69, i32 %70), !107, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !137)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %62, i32 noundef %71, i32 noundef %70, i32 noundef %69), !dbg !242
  br label %73, !dbg !242

73:                                               ; preds = %61, %68
  %74 = add nuw nsw i32 %62, 1, !dbg !243
    #dbg_value(!DIArgList(i32 -1985229329, i32 poison, i32 -2023406814, i32 -1985229329, i32 %62, i32 %62, i32 %62), !107, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 5, DW_OP_shr, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 6, DW_OP_shra, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !137)
    #dbg_value(i32 %74, !108, !DIExpression(), !146)
  %75 = icmp eq i32 %74, 32, !dbg !244
  br i1 %75, label %25, label %61, !dbg !147, !llvm.loop !245
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !247 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!74}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "shifts.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "1447a410a27f703058c9264986ba0c25")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 35)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 32)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 36)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 34)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 12)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 28)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 10)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 49)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 39)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 37)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 11)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 17)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 26)
!74 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !75, globals: !81, splitDebugInlining: false, nameTableKind: None)
!75 = !{!76, !77, !78, !79, !80}
!76 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!77 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!78 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!79 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!80 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!81 = !{!0, !7, !9, !14, !19, !24, !29, !34, !39, !44, !49, !54, !59, !64, !69}
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !91, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!80}
!93 = !{!94, !95, !96, !97, !99, !100, !102, !105, !106, !107, !108, !110, !113, !114, !115, !116, !117, !119, !121, !123, !125, !131, !133}
!94 = !DILocalVariable(name: "one", scope: !90, file: !2, line: 16, type: !76)
!95 = !DILocalVariable(name: "u", scope: !90, file: !2, line: 19, type: !77)
!96 = !DILocalVariable(name: "neg", scope: !90, file: !2, line: 21, type: !80)
!97 = !DILocalVariable(name: "nl", scope: !90, file: !2, line: 23, type: !98)
!98 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!99 = !DILocalVariable(name: "acc", scope: !90, file: !2, line: 25, type: !76)
!100 = !DILocalVariable(name: "n", scope: !101, file: !2, line: 26, type: !77)
!101 = distinct !DILexicalBlock(scope: !90, file: !2, line: 26, column: 5)
!102 = !DILocalVariable(name: "a", scope: !103, file: !2, line: 27, type: !76)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 26, column: 39)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 26, column: 5)
!105 = !DILocalVariable(name: "b", scope: !103, file: !2, line: 28, type: !76)
!106 = !DILocalVariable(name: "c", scope: !103, file: !2, line: 29, type: !98)
!107 = !DILocalVariable(name: "acc32", scope: !90, file: !2, line: 35, type: !77)
!108 = !DILocalVariable(name: "n", scope: !109, file: !2, line: 36, type: !77)
!109 = distinct !DILexicalBlock(scope: !90, file: !2, line: 36, column: 5)
!110 = !DILocalVariable(name: "a", scope: !111, file: !2, line: 37, type: !77)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 36, column: 39)
!112 = distinct !DILexicalBlock(scope: !109, file: !2, line: 36, column: 5)
!113 = !DILocalVariable(name: "b", scope: !111, file: !2, line: 38, type: !77)
!114 = !DILocalVariable(name: "c", scope: !111, file: !2, line: 39, type: !80)
!115 = !DILocalVariable(name: "c8", scope: !90, file: !2, line: 46, type: !78)
!116 = !DILocalVariable(name: "s16", scope: !90, file: !2, line: 47, type: !79)
!117 = !DILocalVariable(name: "sc", scope: !90, file: !2, line: 48, type: !118)
!118 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!119 = !DILocalVariable(name: "ss", scope: !90, file: !2, line: 49, type: !120)
!120 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!121 = !DILocalVariable(name: "r", scope: !122, file: !2, line: 54, type: !77)
!122 = distinct !DILexicalBlock(scope: !90, file: !2, line: 54, column: 5)
!123 = !DILocalVariable(name: "amount", scope: !90, file: !2, line: 59, type: !124)
!124 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !77)
!125 = !DILocalVariable(name: "mask", scope: !90, file: !2, line: 60, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !127, line: 27, baseType: !128)
!127 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !129, line: 45, baseType: !130)
!129 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!130 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!131 = !DILocalVariable(name: "bits", scope: !132, file: !2, line: 65, type: !80)
!132 = distinct !DILexicalBlock(scope: !90, file: !2, line: 65, column: 5)
!133 = !DILocalVariable(name: "m", scope: !134, file: !2, line: 66, type: !126)
!134 = distinct !DILexicalBlock(scope: !135, file: !2, line: 65, column: 47)
!135 = distinct !DILexicalBlock(scope: !132, file: !2, line: 65, column: 5)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 0, scope: !90)
!138 = !DILocation(line: 17, column: 5, scope: !90)
!139 = !DILocation(line: 18, column: 5, scope: !90)
!140 = !DILocation(line: 20, column: 5, scope: !90)
!141 = !DILocation(line: 22, column: 5, scope: !90)
!142 = !DILocation(line: 24, column: 5, scope: !90)
!143 = !DILocation(line: 0, scope: !101)
!144 = !DILocation(line: 26, column: 5, scope: !101)
!145 = !DILocation(line: 34, column: 5, scope: !90)
!146 = !DILocation(line: 0, scope: !109)
!147 = !DILocation(line: 36, column: 5, scope: !109)
!148 = !DILocalVariable(name: "x", arg: 1, scope: !149, file: !2, line: 5, type: !76)
!149 = distinct !DISubprogram(name: "shl64", scope: !2, file: !2, line: 5, type: !150, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!76, !76, !77}
!152 = !{!148, !153}
!153 = !DILocalVariable(name: "n", arg: 2, scope: !149, file: !2, line: 5, type: !77)
!154 = !DILocation(line: 0, scope: !149, inlinedAt: !155)
!155 = distinct !DILocation(line: 27, column: 32, scope: !103)
!156 = !DILocation(line: 0, scope: !103)
!157 = !DILocalVariable(name: "x", arg: 1, scope: !158, file: !2, line: 6, type: !76)
!158 = distinct !DISubprogram(name: "shr64", scope: !2, file: !2, line: 6, type: !150, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !159)
!159 = !{!157, !160}
!160 = !DILocalVariable(name: "n", arg: 2, scope: !158, file: !2, line: 6, type: !77)
!161 = !DILocation(line: 0, scope: !158, inlinedAt: !162)
!162 = distinct !DILocation(line: 28, column: 32, scope: !103)
!163 = !DILocalVariable(name: "x", arg: 1, scope: !164, file: !2, line: 7, type: !98)
!164 = distinct !DISubprogram(name: "sar64", scope: !2, file: !2, line: 7, type: !165, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{!98, !98, !77}
!167 = !{!163, !168}
!168 = !DILocalVariable(name: "n", arg: 2, scope: !164, file: !2, line: 7, type: !77)
!169 = !DILocation(line: 0, scope: !164, inlinedAt: !170)
!170 = distinct !DILocation(line: 29, column: 23, scope: !103)
!171 = !DILocation(line: 31, column: 15, scope: !172)
!172 = distinct !DILexicalBlock(scope: !103, file: !2, line: 31, column: 13)
!173 = !DILocation(line: 31, column: 19, scope: !172)
!174 = !DILocation(line: 31, column: 24, scope: !172)
!175 = !DILocation(line: 7, column: 60, scope: !164, inlinedAt: !170)
!176 = !DILocation(line: 6, column: 78, scope: !158, inlinedAt: !162)
!177 = !DILocation(line: 5, column: 78, scope: !149, inlinedAt: !155)
!178 = !DILocation(line: 32, column: 13, scope: !172)
!179 = !DILocation(line: 26, column: 35, scope: !104)
!180 = !DILocation(line: 26, column: 28, scope: !104)
!181 = distinct !{!181, !144, !182, !183}
!182 = !DILocation(line: 33, column: 5, scope: !101)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !DILocation(line: 44, column: 5, scope: !90)
!185 = !DILocation(line: 50, column: 5, scope: !90)
!186 = !DILocation(line: 52, column: 5, scope: !90)
!187 = !DILocation(line: 0, scope: !122)
!188 = !DILocation(line: 55, column: 9, scope: !189)
!189 = distinct !DILexicalBlock(scope: !122, file: !2, line: 54, column: 5)
!190 = !DILocation(line: 59, column: 5, scope: !90)
!191 = !DILocation(line: 59, column: 23, scope: !90)
!192 = !{!193, !193, i64 0}
!193 = !{!"int", !194, i64 0}
!194 = !{!"omnipotent char", !195, i64 0}
!195 = !{!"Simple C/C++ TBAA"}
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 60, column: 30, scope: !90)
!198 = !DILocation(line: 60, column: 27, scope: !90)
!199 = !DILocation(line: 61, column: 5, scope: !90)
!200 = !DILocation(line: 62, column: 12, scope: !90)
!201 = distinct !DIAssignID()
!202 = !DILocation(line: 63, column: 54, scope: !90)
!203 = !DILocation(line: 63, column: 51, scope: !90)
!204 = !DILocation(line: 63, column: 78, scope: !90)
!205 = !DILocation(line: 63, column: 75, scope: !90)
!206 = !DILocation(line: 63, column: 5, scope: !90)
!207 = !DILocation(line: 0, scope: !132)
!208 = !DILocation(line: 0, scope: !134)
!209 = !DILocation(line: 67, column: 9, scope: !134)
!210 = !DILocation(line: 70, column: 1, scope: !90)
!211 = !DILocation(line: 69, column: 5, scope: !90)
!212 = !DILocalVariable(name: "x", arg: 1, scope: !213, file: !2, line: 8, type: !77)
!213 = distinct !DISubprogram(name: "shl32", scope: !2, file: !2, line: 8, type: !214, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !216)
!214 = !DISubroutineType(types: !215)
!215 = !{!77, !77, !77}
!216 = !{!212, !217}
!217 = !DILocalVariable(name: "n", arg: 2, scope: !213, file: !2, line: 8, type: !77)
!218 = !DILocation(line: 0, scope: !213, inlinedAt: !219)
!219 = distinct !DILocation(line: 37, column: 22, scope: !111)
!220 = !DILocation(line: 0, scope: !111)
!221 = !DILocalVariable(name: "x", arg: 1, scope: !222, file: !2, line: 9, type: !77)
!222 = distinct !DISubprogram(name: "shr32", scope: !2, file: !2, line: 9, type: !214, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !223)
!223 = !{!221, !224}
!224 = !DILocalVariable(name: "n", arg: 2, scope: !222, file: !2, line: 9, type: !77)
!225 = !DILocation(line: 0, scope: !222, inlinedAt: !226)
!226 = distinct !DILocation(line: 38, column: 22, scope: !111)
!227 = !DILocalVariable(name: "x", arg: 1, scope: !228, file: !2, line: 10, type: !80)
!228 = distinct !DISubprogram(name: "sar32", scope: !2, file: !2, line: 10, type: !229, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !231)
!229 = !DISubroutineType(types: !230)
!230 = !{!80, !80, !77}
!231 = !{!227, !232}
!232 = !DILocalVariable(name: "n", arg: 2, scope: !228, file: !2, line: 10, type: !77)
!233 = !DILocation(line: 0, scope: !228, inlinedAt: !234)
!234 = distinct !DILocation(line: 39, column: 17, scope: !111)
!235 = !DILocation(line: 41, column: 15, scope: !236)
!236 = distinct !DILexicalBlock(scope: !111, file: !2, line: 41, column: 13)
!237 = !DILocation(line: 41, column: 19, scope: !236)
!238 = !DILocation(line: 41, column: 24, scope: !236)
!239 = !DILocation(line: 10, column: 48, scope: !228, inlinedAt: !234)
!240 = !DILocation(line: 9, column: 58, scope: !222, inlinedAt: !226)
!241 = !DILocation(line: 8, column: 58, scope: !213, inlinedAt: !219)
!242 = !DILocation(line: 42, column: 13, scope: !236)
!243 = !DILocation(line: 36, column: 35, scope: !112)
!244 = !DILocation(line: 36, column: 28, scope: !112)
!245 = distinct !{!245, !147, !246, !183}
!246 = !DILocation(line: 43, column: 5, scope: !109)
!247 = !DISubprogram(name: "printf", scope: !248, file: !248, line: 356, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!249 = !DISubroutineType(types: !250)
!250 = !{!80, !251, null}
!251 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !252)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
