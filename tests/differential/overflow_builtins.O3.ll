; ModuleID = 'overflow_builtins.c'
source_filename = "overflow_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"u add: %d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"u sub: %d \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"u8: %d \00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"%u \00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [13 x i8] c"i16 mul: %d \00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [21 x i8] c"neg to unsigned: %d \00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [6 x i8] c"%llu\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [25 x i8] c"big unsigned to int: %d \00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [49 x i8] c"u64 factorial overflows at %llu! (last ok %llu)\0A\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [32 x i8] c"int factorial overflows at %d!\0A\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [20 x i8] c"3^%d fits in int64\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [28 x i8] c"sum overflowed=%d total=%d\0A\00", align 1, !dbg !60
@__const.add_cases.a = private unnamed_addr constant [6 x i32] [i32 1, i32 2147483647, i32 -2147483648, i32 -1, i32 1000000000, i32 -2000000000], align 16
@.str.15 = private unnamed_addr constant [37 x i8] c"%d+%d: o=%d r=%d | %d-%d: o=%d r=%d\0A\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [24 x i8] c"%lld*%lld: o=%d r=%lld\0A\00", align 1, !dbg !70

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !92 {
    #dbg_assign(i1 undef, !128, !DIExpression(), !145, ptr @__const.add_cases.a, !DIExpression(), !146)
    #dbg_assign(i1 undef, !128, !DIExpression(), !148, ptr @__const.add_cases.a, !DIExpression(), !146)
    #dbg_value(i32 0, !133, !DIExpression(), !149)
  br label %1, !dbg !150

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %51, %1 ]
    #dbg_value(i64 %2, !133, !DIExpression(), !149)
  %3 = getelementptr inbounds [6 x i32], ptr @__const.add_cases.a, i64 0, i64 %2
  %4 = load i32, ptr %3, align 4, !tbaa !151
    #dbg_value(i32 0, !135, !DIExpression(), !155)
    #dbg_value(i64 0, !135, !DIExpression(), !155)
  %5 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1), !dbg !156
  %6 = extractvalue { i32, i1 } %5, 1, !dbg !156
  %7 = extractvalue { i32, i1 } %5, 0, !dbg !156
    #dbg_value(i32 %7, !138, !DIExpression(), !157)
  %8 = zext i1 %6 to i32, !dbg !156
    #dbg_value(i32 %8, !141, !DIExpression(), !157)
  %9 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -1), !dbg !158
  %10 = extractvalue { i32, i1 } %9, 1, !dbg !158
  %11 = extractvalue { i32, i1 } %9, 0, !dbg !158
    #dbg_value(i32 %11, !142, !DIExpression(), !157)
  %12 = zext i1 %10 to i32, !dbg !158
    #dbg_value(i32 %12, !143, !DIExpression(), !157)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef 1, i32 noundef %8, i32 noundef %7, i32 noundef %4, i32 noundef 1, i32 noundef %12, i32 noundef %11), !dbg !159
    #dbg_value(i64 1, !135, !DIExpression(), !155)
  %14 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 2147483647), !dbg !156
  %15 = extractvalue { i32, i1 } %14, 1, !dbg !156
  %16 = extractvalue { i32, i1 } %14, 0, !dbg !156
    #dbg_value(i32 %16, !138, !DIExpression(), !157)
  %17 = zext i1 %15 to i32, !dbg !156
    #dbg_value(i32 %17, !141, !DIExpression(), !157)
  %18 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -2147483647), !dbg !158
  %19 = extractvalue { i32, i1 } %18, 1, !dbg !158
  %20 = extractvalue { i32, i1 } %18, 0, !dbg !158
    #dbg_value(i32 %20, !142, !DIExpression(), !157)
  %21 = zext i1 %19 to i32, !dbg !158
    #dbg_value(i32 %21, !143, !DIExpression(), !157)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef 2147483647, i32 noundef %17, i32 noundef %16, i32 noundef %4, i32 noundef 2147483647, i32 noundef %21, i32 noundef %20), !dbg !159
    #dbg_value(i64 2, !135, !DIExpression(), !155)
  %23 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -2147483648), !dbg !156
  %24 = extractvalue { i32, i1 } %23, 1, !dbg !156
  %25 = extractvalue { i32, i1 } %23, 0, !dbg !156
    #dbg_value(i32 %25, !138, !DIExpression(), !157)
  %26 = zext i1 %24 to i32, !dbg !156
    #dbg_value(i32 %26, !141, !DIExpression(), !157)
  %27 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %4, i32 -2147483648), !dbg !158
  %28 = extractvalue { i32, i1 } %27, 1, !dbg !158
  %29 = extractvalue { i32, i1 } %27, 0, !dbg !158
    #dbg_value(i32 %29, !142, !DIExpression(), !157)
  %30 = zext i1 %28 to i32, !dbg !158
    #dbg_value(i32 %30, !143, !DIExpression(), !157)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef -2147483648, i32 noundef %26, i32 noundef %25, i32 noundef %4, i32 noundef -2147483648, i32 noundef %30, i32 noundef %29), !dbg !159
    #dbg_value(i64 3, !135, !DIExpression(), !155)
    #dbg_value(i32 %11, !138, !DIExpression(), !157)
    #dbg_value(i32 %12, !141, !DIExpression(), !157)
    #dbg_value(i32 %7, !142, !DIExpression(), !157)
    #dbg_value(i32 %8, !143, !DIExpression(), !157)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef -1, i32 noundef %12, i32 noundef %11, i32 noundef %4, i32 noundef -1, i32 noundef %8, i32 noundef %7), !dbg !159
    #dbg_value(i64 4, !135, !DIExpression(), !155)
  %33 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1000000000), !dbg !156
  %34 = extractvalue { i32, i1 } %33, 1, !dbg !156
  %35 = extractvalue { i32, i1 } %33, 0, !dbg !156
    #dbg_value(i32 %35, !138, !DIExpression(), !157)
  %36 = zext i1 %34 to i32, !dbg !156
    #dbg_value(i32 %36, !141, !DIExpression(), !157)
  %37 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -1000000000), !dbg !158
  %38 = extractvalue { i32, i1 } %37, 1, !dbg !158
  %39 = extractvalue { i32, i1 } %37, 0, !dbg !158
    #dbg_value(i32 %39, !142, !DIExpression(), !157)
  %40 = zext i1 %38 to i32, !dbg !158
    #dbg_value(i32 %40, !143, !DIExpression(), !157)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef 1000000000, i32 noundef %36, i32 noundef %35, i32 noundef %4, i32 noundef 1000000000, i32 noundef %40, i32 noundef %39), !dbg !159
    #dbg_value(i64 5, !135, !DIExpression(), !155)
  %42 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -2000000000), !dbg !156
  %43 = extractvalue { i32, i1 } %42, 1, !dbg !156
  %44 = extractvalue { i32, i1 } %42, 0, !dbg !156
    #dbg_value(i32 %44, !138, !DIExpression(), !157)
  %45 = zext i1 %43 to i32, !dbg !156
    #dbg_value(i32 %45, !141, !DIExpression(), !157)
  %46 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 2000000000), !dbg !158
  %47 = extractvalue { i32, i1 } %46, 1, !dbg !158
  %48 = extractvalue { i32, i1 } %46, 0, !dbg !158
    #dbg_value(i32 %48, !142, !DIExpression(), !157)
  %49 = zext i1 %47 to i32, !dbg !158
    #dbg_value(i32 %49, !143, !DIExpression(), !157)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef -2000000000, i32 noundef %45, i32 noundef %44, i32 noundef %4, i32 noundef -2000000000, i32 noundef %49, i32 noundef %48), !dbg !159
    #dbg_value(i64 6, !135, !DIExpression(), !155)
  %51 = add nuw nsw i64 %2, 1, !dbg !160
    #dbg_value(i64 %51, !133, !DIExpression(), !149)
  %52 = icmp eq i64 %51, 6, !dbg !161
  br i1 %52, label %53, label %1, !dbg !150, !llvm.loop !162

53:                                               ; preds = %1
    #dbg_assign(i1 undef, !165, !DIExpression(), !179, ptr poison, !DIExpression(), !180)
    #dbg_assign(i1 undef, !165, !DIExpression(), !182, ptr poison, !DIExpression(), !180)
    #dbg_value(i32 0, !168, !DIExpression(), !183)
    #dbg_value(i64 0, !168, !DIExpression(), !183)
    #dbg_value(i64 0, !170, !DIExpression(), !184)
    #dbg_value(i64 0, !170, !DIExpression(), !184)
    #dbg_value(i64 0, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 0, i64 noundef 0, i32 noundef 0, i64 noundef 0), !dbg !186
    #dbg_value(i64 1, !170, !DIExpression(), !184)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 0, i64 noundef 1, i32 noundef 0, i64 noundef 0), !dbg !186
    #dbg_value(i64 2, !170, !DIExpression(), !184)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 0, i64 noundef -1, i32 noundef 0, i64 noundef 0), !dbg !186
    #dbg_value(i64 3, !170, !DIExpression(), !184)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 0, i64 noundef 3037000499, i32 noundef 0, i64 noundef 0), !dbg !186
    #dbg_value(i64 4, !170, !DIExpression(), !184)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 0, i64 noundef 3037000500, i32 noundef 0, i64 noundef 0), !dbg !186
    #dbg_value(i64 5, !170, !DIExpression(), !184)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 0, i64 noundef 9223372036854775807, i32 noundef 0, i64 noundef 0), !dbg !186
    #dbg_value(i64 6, !170, !DIExpression(), !184)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 0, i64 noundef -9223372036854775808, i32 noundef 0, i64 noundef 0), !dbg !186
    #dbg_value(i64 7, !170, !DIExpression(), !184)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 0, i64 noundef 4294967296, i32 noundef 0, i64 noundef 0), !dbg !186
    #dbg_value(i64 8, !170, !DIExpression(), !184)
    #dbg_value(i64 1, !168, !DIExpression(), !183)
    #dbg_value(i64 1, !170, !DIExpression(), !184)
    #dbg_value(i64 1, !170, !DIExpression(), !184)
    #dbg_value(i64 1, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 1, i64 noundef 1, i32 noundef 0, i64 noundef 1), !dbg !186
    #dbg_value(i64 2, !170, !DIExpression(), !184)
    #dbg_value(i64 -1, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 1, i64 noundef -1, i32 noundef 0, i64 noundef -1), !dbg !186
    #dbg_value(i64 3, !170, !DIExpression(), !184)
    #dbg_value(i64 3037000499, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 1, i64 noundef 3037000499, i32 noundef 0, i64 noundef 3037000499), !dbg !186
    #dbg_value(i64 4, !170, !DIExpression(), !184)
    #dbg_value(i64 3037000500, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 1, i64 noundef 3037000500, i32 noundef 0, i64 noundef 3037000500), !dbg !186
    #dbg_value(i64 5, !170, !DIExpression(), !184)
    #dbg_value(i64 9223372036854775807, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 1, i64 noundef 9223372036854775807, i32 noundef 0, i64 noundef 9223372036854775807), !dbg !186
    #dbg_value(i64 6, !170, !DIExpression(), !184)
    #dbg_value(i64 -9223372036854775808, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 1, i64 noundef -9223372036854775808, i32 noundef 0, i64 noundef -9223372036854775808), !dbg !186
    #dbg_value(i64 7, !170, !DIExpression(), !184)
    #dbg_value(i64 4294967296, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 1, i64 noundef 4294967296, i32 noundef 0, i64 noundef 4294967296), !dbg !186
    #dbg_value(i64 8, !170, !DIExpression(), !184)
    #dbg_value(i64 2, !168, !DIExpression(), !183)
    #dbg_value(i64 2, !170, !DIExpression(), !184)
    #dbg_value(i64 2, !170, !DIExpression(), !184)
    #dbg_value(i64 1, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -1, i64 noundef -1, i32 noundef 0, i64 noundef 1), !dbg !186
    #dbg_value(i64 3, !170, !DIExpression(), !184)
    #dbg_value(i64 -3037000499, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -1, i64 noundef 3037000499, i32 noundef 0, i64 noundef -3037000499), !dbg !186
    #dbg_value(i64 4, !170, !DIExpression(), !184)
    #dbg_value(i64 -3037000500, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -1, i64 noundef 3037000500, i32 noundef 0, i64 noundef -3037000500), !dbg !186
    #dbg_value(i64 5, !170, !DIExpression(), !184)
    #dbg_value(i64 -9223372036854775807, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -1, i64 noundef 9223372036854775807, i32 noundef 0, i64 noundef -9223372036854775807), !dbg !186
    #dbg_value(i64 6, !170, !DIExpression(), !184)
    #dbg_value(i64 -9223372036854775808, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -1, i64 noundef -9223372036854775808, i32 noundef 1, i64 noundef -9223372036854775808), !dbg !186
    #dbg_value(i64 7, !170, !DIExpression(), !184)
    #dbg_value(i64 -4294967296, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -1, i64 noundef 4294967296, i32 noundef 0, i64 noundef -4294967296), !dbg !186
    #dbg_value(i64 8, !170, !DIExpression(), !184)
    #dbg_value(i64 3, !168, !DIExpression(), !183)
    #dbg_value(i64 3, !170, !DIExpression(), !184)
    #dbg_value(i64 3, !170, !DIExpression(), !184)
    #dbg_value(i64 9223372030926249001, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 3037000499, i64 noundef 3037000499, i32 noundef 0, i64 noundef 9223372030926249001), !dbg !186
    #dbg_value(i64 4, !170, !DIExpression(), !184)
    #dbg_value(i64 9223372033963249500, !173, !DIExpression(), !185)
    #dbg_value(i32 0, !177, !DIExpression(), !185)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 3037000499, i64 noundef 3037000500, i32 noundef 0, i64 noundef 9223372033963249500), !dbg !186
    #dbg_value(i64 5, !170, !DIExpression(), !184)
    #dbg_value(i64 9223372033817775309, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 3037000499, i64 noundef 9223372036854775807, i32 noundef 1, i64 noundef 9223372033817775309), !dbg !186
    #dbg_value(i64 6, !170, !DIExpression(), !184)
    #dbg_value(i64 -9223372036854775808, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 3037000499, i64 noundef -9223372036854775808, i32 noundef 1, i64 noundef -9223372036854775808), !dbg !186
    #dbg_value(i64 7, !170, !DIExpression(), !184)
    #dbg_value(i64 -5402926252568870912, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 3037000499, i64 noundef 4294967296, i32 noundef 1, i64 noundef -5402926252568870912), !dbg !186
    #dbg_value(i64 8, !170, !DIExpression(), !184)
    #dbg_value(i64 4, !168, !DIExpression(), !183)
    #dbg_value(i64 4, !170, !DIExpression(), !184)
    #dbg_value(i64 4, !170, !DIExpression(), !184)
    #dbg_value(i64 -9223372036709301616, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 3037000500, i64 noundef 3037000500, i32 noundef 1, i64 noundef -9223372036709301616), !dbg !186
    #dbg_value(i64 5, !170, !DIExpression(), !184)
    #dbg_value(i64 -3037000500, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 3037000500, i64 noundef 9223372036854775807, i32 noundef 1, i64 noundef -3037000500), !dbg !186
    #dbg_value(i64 6, !170, !DIExpression(), !184)
    #dbg_value(i64 0, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 3037000500, i64 noundef -9223372036854775808, i32 noundef 1, i64 noundef 0), !dbg !186
    #dbg_value(i64 7, !170, !DIExpression(), !184)
    #dbg_value(i64 -5402926248273903616, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 3037000500, i64 noundef 4294967296, i32 noundef 1, i64 noundef -5402926248273903616), !dbg !186
    #dbg_value(i64 8, !170, !DIExpression(), !184)
    #dbg_value(i64 5, !168, !DIExpression(), !183)
    #dbg_value(i64 5, !170, !DIExpression(), !184)
    #dbg_value(i64 5, !170, !DIExpression(), !184)
    #dbg_value(i64 1, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i32 noundef 1, i64 noundef 1), !dbg !186
    #dbg_value(i64 6, !170, !DIExpression(), !184)
    #dbg_value(i64 -9223372036854775808, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 9223372036854775807, i64 noundef -9223372036854775808, i32 noundef 1, i64 noundef -9223372036854775808), !dbg !186
    #dbg_value(i64 7, !170, !DIExpression(), !184)
    #dbg_value(i64 -4294967296, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 9223372036854775807, i64 noundef 4294967296, i32 noundef 1, i64 noundef -4294967296), !dbg !186
    #dbg_value(i64 8, !170, !DIExpression(), !184)
    #dbg_value(i64 6, !168, !DIExpression(), !183)
    #dbg_value(i64 6, !170, !DIExpression(), !184)
    #dbg_value(i64 6, !170, !DIExpression(), !184)
    #dbg_value(i64 0, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i32 noundef 1, i64 noundef 0), !dbg !186
    #dbg_value(i64 7, !170, !DIExpression(), !184)
    #dbg_value(i64 0, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -9223372036854775808, i64 noundef 4294967296, i32 noundef 1, i64 noundef 0), !dbg !186
    #dbg_value(i64 8, !170, !DIExpression(), !184)
    #dbg_value(i64 7, !168, !DIExpression(), !183)
    #dbg_value(i64 7, !170, !DIExpression(), !184)
    #dbg_value(i64 7, !170, !DIExpression(), !184)
    #dbg_value(i64 0, !173, !DIExpression(), !185)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 4294967296, i64 noundef 4294967296, i32 noundef 1, i64 noundef 0), !dbg !186
    #dbg_value(i64 8, !170, !DIExpression(), !184)
    #dbg_value(i64 8, !168, !DIExpression(), !183)
    #dbg_value(i32 5032704, !97, !DIExpression(), !187)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1), !dbg !188
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5032704), !dbg !189
    #dbg_value(i32 -1, !97, !DIExpression(), !187)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !190
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1), !dbg !191
    #dbg_value(i8 -1, !99, !DIExpression(), !187)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !192
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 255), !dbg !193
    #dbg_value(i8 0, !99, !DIExpression(), !187)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !194
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0), !dbg !195
    #dbg_value(i16 32700, !104, !DIExpression(), !187)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !196
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 32700), !dbg !197
    #dbg_value(i16 -32536, !104, !DIExpression(), !187)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !198
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -32536), !dbg !199
    #dbg_value(i64 -2, !108, !DIExpression(), !187)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !200
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2), !dbg !201
    #dbg_value(i32 -1294967296, !109, !DIExpression(), !187)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !202
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1294967296), !dbg !203
    #dbg_value(i64 1, !110, !DIExpression(), !187)
    #dbg_value(i64 1, !114, !DIExpression(), !204)
  br label %108, !dbg !205

106:                                              ; preds = %108
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %112, i64 noundef %111), !dbg !206
    #dbg_value(i64 %111, !110, !DIExpression(), !187)
    #dbg_value(i32 1, !120, !DIExpression(), !209)
    #dbg_value(i32 1, !119, !DIExpression(), !187)
  br label %118, !dbg !210

108:                                              ; preds = %53, %108
  %109 = phi { i64, i1 } [ { i64 1, i1 false }, %53 ], [ %113, %108 ]
  %110 = phi i64 [ 1, %53 ], [ %112, %108 ]
    #dbg_value(i64 %110, !114, !DIExpression(), !204)
  %111 = extractvalue { i64, i1 } %109, 0, !dbg !213
    #dbg_value(i64 %111, !116, !DIExpression(), !214)
    #dbg_value(i64 %111, !110, !DIExpression(), !187)
  %112 = add i64 %110, 1, !dbg !215
    #dbg_value(i64 %112, !114, !DIExpression(), !204)
  %113 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %111, i64 %112), !dbg !213
  %114 = extractvalue { i64, i1 } %113, 1, !dbg !213
    #dbg_value(i64 poison, !116, !DIExpression(), !214)
  br i1 %114, label %106, label %108, !dbg !205, !llvm.loop !216

115:                                              ; preds = %118
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %122), !dbg !219
    #dbg_value(i64 1, !122, !DIExpression(), !187)
    #dbg_value(i32 0, !123, !DIExpression(), !187)
    #dbg_value(i32 poison, !123, !DIExpression(), !187)
    #dbg_value(i64 poison, !122, !DIExpression(), !187)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 39), !dbg !222
    #dbg_value(i32 0, !124, !DIExpression(), !187)
    #dbg_value(i32 0, !125, !DIExpression(), !187)
    #dbg_value(i32 0, !126, !DIExpression(), !223)
  br label %128, !dbg !224

118:                                              ; preds = %106, %118
  %119 = phi { i32, i1 } [ { i32 1, i1 false }, %106 ], [ %123, %118 ]
  %120 = phi i32 [ 1, %106 ], [ %122, %118 ]
    #dbg_value(i32 %120, !120, !DIExpression(), !209)
  %121 = extractvalue { i32, i1 } %119, 0, !dbg !225
    #dbg_value(i32 %121, !119, !DIExpression(), !187)
  %122 = add nuw nsw i32 %120, 1, !dbg !226
    #dbg_value(i32 %122, !120, !DIExpression(), !209)
  %123 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %121, i32 %122), !dbg !225
  %124 = extractvalue { i32, i1 } %123, 1, !dbg !225
    #dbg_value(i32 poison, !119, !DIExpression(), !187)
  br i1 %124, label %115, label %118, !dbg !210, !llvm.loop !227

125:                                              ; preds = %128
  %126 = zext i1 %133 to i32, !dbg !230
    #dbg_value(i32 %126, !125, !DIExpression(), !187)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %126, i32 noundef %134), !dbg !232
  ret i32 0, !dbg !233

128:                                              ; preds = %115, %128
  %129 = phi i32 [ 0, %115 ], [ %135, %128 ]
  %130 = phi i32 [ 0, %115 ], [ %134, %128 ]
    #dbg_value(i32 %129, !126, !DIExpression(), !223)
    #dbg_value(i32 %130, !124, !DIExpression(), !187)
  %131 = mul nuw nsw i32 %129, 1000, !dbg !234
  %132 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %130, i32 %131), !dbg !230
  %133 = extractvalue { i32, i1 } %132, 1, !dbg !230
  %134 = extractvalue { i32, i1 } %132, 0, !dbg !230
    #dbg_value(i32 %134, !124, !DIExpression(), !187)
    #dbg_value(i1 %133, !125, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !187)
  %135 = add nuw nsw i32 %129, 1, !dbg !235
    #dbg_value(i32 %135, !126, !DIExpression(), !223)
  %136 = icmp ugt i32 %129, 99998, !dbg !236
  %137 = select i1 %136, i1 true, i1 %133, !dbg !224
  br i1 %137, label %125, label %128, !dbg !224, !llvm.loop !237
}

; Function Attrs: nofree nounwind
declare !dbg !239 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!75}
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "overflow_builtins.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "61f56452cb3bd47f62f7a9d685882e8a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 13)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 21)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 6)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 25)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 49)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 32)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 20)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 28)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 37)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 24)
!75 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !76, globals: !83, splitDebugInlining: false, nameTableKind: None)
!76 = !{!77, !78}
!77 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !79, line: 27, baseType: !80)
!79 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !81, line: 44, baseType: !82)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!82 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!83 = !{!0, !7, !12, !14, !19, !21, !23, !28, !30, !35, !40, !45, !50, !55, !60, !65, !70}
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !93, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95}
!95 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!96 = !{!97, !99, !104, !108, !109, !110, !114, !116, !119, !120, !122, !123, !124, !125, !126}
!97 = !DILocalVariable(name: "u", scope: !92, file: !2, line: 34, type: !98)
!98 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!99 = !DILocalVariable(name: "b", scope: !92, file: !2, line: 39, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !101, line: 24, baseType: !102)
!101 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !81, line: 38, baseType: !103)
!103 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!104 = !DILocalVariable(name: "s16", scope: !92, file: !2, line: 44, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !79, line: 25, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !81, line: 39, baseType: !107)
!107 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!108 = !DILocalVariable(name: "ull", scope: !92, file: !2, line: 50, type: !77)
!109 = !DILocalVariable(name: "si", scope: !92, file: !2, line: 53, type: !95)
!110 = !DILocalVariable(name: "f", scope: !92, file: !2, line: 57, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !101, line: 27, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !81, line: 45, baseType: !113)
!113 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!114 = !DILocalVariable(name: "n", scope: !115, file: !2, line: 58, type: !111)
!115 = distinct !DILexicalBlock(scope: !92, file: !2, line: 58, column: 5)
!116 = !DILocalVariable(name: "nf", scope: !117, file: !2, line: 59, type: !111)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 58, column: 32)
!118 = distinct !DILexicalBlock(scope: !115, file: !2, line: 58, column: 5)
!119 = !DILocalVariable(name: "fi", scope: !92, file: !2, line: 67, type: !95)
!120 = !DILocalVariable(name: "n", scope: !121, file: !2, line: 68, type: !95)
!121 = distinct !DILexicalBlock(scope: !92, file: !2, line: 68, column: 5)
!122 = !DILocalVariable(name: "p", scope: !92, file: !2, line: 75, type: !78)
!123 = !DILocalVariable(name: "k", scope: !92, file: !2, line: 76, type: !95)
!124 = !DILocalVariable(name: "total", scope: !92, file: !2, line: 81, type: !95)
!125 = !DILocalVariable(name: "overflowed", scope: !92, file: !2, line: 81, type: !95)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 82, type: !95)
!127 = distinct !DILexicalBlock(scope: !92, file: !2, line: 82, column: 5)
!128 = !DILocalVariable(name: "a", scope: !129, file: !2, line: 8, type: !144)
!129 = distinct !DISubprogram(name: "add_cases", scope: !2, file: !2, line: 7, type: !130, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{null}
!132 = !{!128, !133, !135, !138, !141, !142, !143}
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 9, type: !95)
!134 = distinct !DILexicalBlock(scope: !129, file: !2, line: 9, column: 5)
!135 = !DILocalVariable(name: "j", scope: !136, file: !2, line: 10, type: !95)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 10, column: 9)
!137 = distinct !DILexicalBlock(scope: !134, file: !2, line: 9, column: 5)
!138 = !DILocalVariable(name: "r", scope: !139, file: !2, line: 11, type: !95)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 10, column: 37)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 10, column: 9)
!141 = !DILocalVariable(name: "o", scope: !139, file: !2, line: 12, type: !95)
!142 = !DILocalVariable(name: "r2", scope: !139, file: !2, line: 13, type: !95)
!143 = !DILocalVariable(name: "o2", scope: !139, file: !2, line: 14, type: !95)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 192, elements: !38)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 0, scope: !129, inlinedAt: !147)
!147 = distinct !DILocation(line: 31, column: 5, scope: !92)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 0, scope: !134, inlinedAt: !147)
!150 = !DILocation(line: 9, column: 5, scope: !134, inlinedAt: !147)
!151 = !{!152, !152, i64 0}
!152 = !{!"int", !153, i64 0}
!153 = !{!"omnipotent char", !154, i64 0}
!154 = !{!"Simple C/C++ TBAA"}
!155 = !DILocation(line: 0, scope: !136, inlinedAt: !147)
!156 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !147)
!157 = !DILocation(line: 0, scope: !139, inlinedAt: !147)
!158 = !DILocation(line: 14, column: 22, scope: !139, inlinedAt: !147)
!159 = !DILocation(line: 15, column: 13, scope: !139, inlinedAt: !147)
!160 = !DILocation(line: 9, column: 29, scope: !137, inlinedAt: !147)
!161 = !DILocation(line: 9, column: 23, scope: !137, inlinedAt: !147)
!162 = distinct !{!162, !150, !163, !164}
!163 = !DILocation(line: 17, column: 9, scope: !134, inlinedAt: !147)
!164 = !{!"llvm.loop.mustprogress"}
!165 = !DILocalVariable(name: "v", scope: !166, file: !2, line: 21, type: !178)
!166 = distinct !DISubprogram(name: "mul_cases", scope: !2, file: !2, line: 20, type: !130, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !167)
!167 = !{!165, !168, !170, !173, !177}
!168 = !DILocalVariable(name: "i", scope: !169, file: !2, line: 22, type: !95)
!169 = distinct !DILexicalBlock(scope: !166, file: !2, line: 22, column: 5)
!170 = !DILocalVariable(name: "j", scope: !171, file: !2, line: 23, type: !95)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 23, column: 9)
!172 = distinct !DILexicalBlock(scope: !169, file: !2, line: 22, column: 5)
!173 = !DILocalVariable(name: "r", scope: !174, file: !2, line: 24, type: !176)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 23, column: 37)
!175 = distinct !DILexicalBlock(scope: !171, file: !2, line: 23, column: 9)
!176 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!177 = !DILocalVariable(name: "o", scope: !174, file: !2, line: 25, type: !95)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 512, elements: !17)
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 0, scope: !166, inlinedAt: !181)
!181 = distinct !DILocation(line: 32, column: 5, scope: !92)
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 0, scope: !169, inlinedAt: !181)
!184 = !DILocation(line: 0, scope: !171, inlinedAt: !181)
!185 = !DILocation(line: 0, scope: !174, inlinedAt: !181)
!186 = !DILocation(line: 26, column: 13, scope: !174, inlinedAt: !181)
!187 = !DILocation(line: 0, scope: !92)
!188 = !DILocation(line: 35, column: 5, scope: !92)
!189 = !DILocation(line: 36, column: 5, scope: !92)
!190 = !DILocation(line: 37, column: 5, scope: !92)
!191 = !DILocation(line: 38, column: 5, scope: !92)
!192 = !DILocation(line: 40, column: 5, scope: !92)
!193 = !DILocation(line: 41, column: 5, scope: !92)
!194 = !DILocation(line: 42, column: 5, scope: !92)
!195 = !DILocation(line: 43, column: 5, scope: !92)
!196 = !DILocation(line: 45, column: 5, scope: !92)
!197 = !DILocation(line: 46, column: 5, scope: !92)
!198 = !DILocation(line: 47, column: 5, scope: !92)
!199 = !DILocation(line: 48, column: 5, scope: !92)
!200 = !DILocation(line: 51, column: 5, scope: !92)
!201 = !DILocation(line: 52, column: 5, scope: !92)
!202 = !DILocation(line: 54, column: 5, scope: !92)
!203 = !DILocation(line: 55, column: 5, scope: !92)
!204 = !DILocation(line: 0, scope: !115)
!205 = !DILocation(line: 60, column: 13, scope: !117)
!206 = !DILocation(line: 61, column: 13, scope: !207)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 60, column: 48)
!208 = distinct !DILexicalBlock(scope: !117, file: !2, line: 60, column: 13)
!209 = !DILocation(line: 0, scope: !121)
!210 = !DILocation(line: 69, column: 13, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 68, column: 27)
!212 = distinct !DILexicalBlock(scope: !121, file: !2, line: 68, column: 5)
!213 = !DILocation(line: 60, column: 13, scope: !208)
!214 = !DILocation(line: 0, scope: !117)
!215 = !DILocation(line: 58, column: 28, scope: !118)
!216 = distinct !{!216, !217, !218}
!217 = !DILocation(line: 58, column: 5, scope: !115)
!218 = !DILocation(line: 66, column: 5, scope: !115)
!219 = !DILocation(line: 70, column: 13, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 69, column: 49)
!221 = distinct !DILexicalBlock(scope: !211, file: !2, line: 69, column: 13)
!222 = !DILocation(line: 79, column: 5, scope: !92)
!223 = !DILocation(line: 0, scope: !127)
!224 = !DILocation(line: 82, column: 5, scope: !127)
!225 = !DILocation(line: 69, column: 13, scope: !221)
!226 = !DILocation(line: 68, column: 23, scope: !212)
!227 = distinct !{!227, !228, !229}
!228 = !DILocation(line: 68, column: 5, scope: !121)
!229 = !DILocation(line: 73, column: 5, scope: !121)
!230 = !DILocation(line: 83, column: 22, scope: !231)
!231 = distinct !DILexicalBlock(scope: !127, file: !2, line: 82, column: 5)
!232 = !DILocation(line: 84, column: 5, scope: !92)
!233 = !DILocation(line: 86, column: 1, scope: !92)
!234 = !DILocation(line: 83, column: 54, scope: !231)
!235 = !DILocation(line: 82, column: 49, scope: !231)
!236 = !DILocation(line: 82, column: 23, scope: !231)
!237 = distinct !{!237, !224, !238, !164}
!238 = !DILocation(line: 83, column: 68, scope: !127)
!239 = !DISubprogram(name: "printf", scope: !240, file: !240, line: 356, type: !241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!241 = !DISubroutineType(types: !242)
!242 = !{!95, !243, null}
!243 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !244)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
