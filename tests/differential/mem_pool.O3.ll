; ModuleID = 'mem_pool.c'
source_filename = "mem_pool.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.block = type { ptr, [24 x i8] }

@.str = private unnamed_addr constant [56 x i8] c"allocated 40, used=%d, first index %ld, last index %ld\0A\00", align 1, !dbg !0
@pool_used = internal unnamed_addr global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [28 x i8] c"freed every third, used=%d\0A\00", align 1, !dbg !20
@.str.2 = private unnamed_addr constant [21 x i8] c"reallocated indices:\00", align 1, !dbg !25
@.str.3 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [58 x i8] c"remaining blocks %d, used=%d, exhausted returns NULL: %d\0A\00", align 1, !dbg !40
@arena = internal unnamed_addr global ptr null, align 8, !dbg !72
@arena_top = internal unnamed_addr global i64 0, align 8, !dbg !74
@.str.6 = private unnamed_addr constant [5 x i8] c"abcd\00", align 1, !dbg !45
@.str.7 = private unnamed_addr constant [57 x i8] c"offsets: d=%zu particles=%zu shorts=%zu u64=%zu top=%zu\0A\00", align 1, !dbg !47
@.str.8 = private unnamed_addr constant [17 x i8] c"s=%s d=%g,%g,%g\0A\00", align 1, !dbg !52
@.str.9 = private unnamed_addr constant [25 x i8] c"particle %d: (%g,%g) %c\0A\00", align 1, !dbg !57
@.str.10 = private unnamed_addr constant [41 x i8] c"short sum=%d, u64 low byte via bytes=%u\0A\00", align 1, !dbg !62
@.str.11 = private unnamed_addr constant [35 x i8] c"oversized arena alloc is NULL: %d\0A\00", align 1, !dbg !67
@free_list = internal unnamed_addr global ptr null, align 8, !dbg !76
@pool_mem = internal global [64 x %union.block] zeroinitializer, align 16, !dbg !86

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !100 {
  %1 = alloca [64 x ptr], align 16, !DIAssignID !152
    #dbg_assign(i1 undef, !104, !DIExpression(), !152, ptr %1, !DIExpression(), !153)
    #dbg_value(i32 63, !154, !DIExpression(), !160)
    #dbg_value(i32 63, !154, !DIExpression(), !160)
    #dbg_value(i64 63, !154, !DIExpression(), !160)
  store ptr null, ptr getelementptr inbounds (i8, ptr @pool_mem, i64 2016), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 62, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 2016), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1984), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 61, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1984), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1952), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 60, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1952), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1920), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 59, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1920), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1888), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 58, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1888), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1856), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 57, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1856), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1824), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 56, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1824), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1792), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 55, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1792), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1760), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 54, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1760), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1728), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 53, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1728), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1696), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 52, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1696), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1664), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 51, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1664), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1632), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 50, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1632), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1600), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 49, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1600), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1568), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 48, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1568), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1536), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 47, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1536), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1504), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 46, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1504), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1472), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 45, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1472), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1440), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 44, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1440), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1408), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 43, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1408), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1376), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 42, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1376), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1344), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 41, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1344), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1312), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 40, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1312), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1280), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 39, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1280), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1248), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 38, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1248), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1216), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 37, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1216), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1184), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 36, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1184), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1152), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 35, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1152), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1120), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 34, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1120), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1088), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 33, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1088), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1056), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 32, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1056), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1024), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 31, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 1024), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 992), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 30, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 992), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 960), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 29, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 960), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 928), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 28, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 928), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 896), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 27, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 896), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 864), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 26, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 864), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 832), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 25, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 832), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 800), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 24, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 800), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 768), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 23, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 768), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 736), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 22, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 736), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 704), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 21, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 704), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 672), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 20, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 672), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 640), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 19, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 640), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 608), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 18, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 608), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 576), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 17, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 576), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 544), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 16, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 544), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 512), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 15, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 512), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 480), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 14, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 480), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 448), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 13, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 448), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 416), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 12, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 416), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 384), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 11, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 384), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 352), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 10, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 352), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 320), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 9, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 320), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 288), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 8, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 288), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 256), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 7, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 256), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 224), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 6, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 224), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 192), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 5, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 192), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 160), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 4, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 160), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 128), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 3, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 128), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 96), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 2, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 96), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 64), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 1, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 64), ptr getelementptr inbounds (i8, ptr @pool_mem, i64 32), align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 0, !154, !DIExpression(), !160)
  store ptr getelementptr inbounds (i8, ptr @pool_mem, i64 32), ptr @pool_mem, align 16, !dbg !162, !tbaa !165
    #dbg_value(i64 -1, !154, !DIExpression(), !160)
  store ptr @pool_mem, ptr @free_list, align 8, !dbg !168, !tbaa !169
  store i32 0, ptr @pool_used, align 4, !dbg !171, !tbaa !172
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #9, !dbg !174
    #dbg_value(i32 0, !106, !DIExpression(), !153)
    #dbg_value(i32 0, !107, !DIExpression(), !175)
    #dbg_value(i32 0, !106, !DIExpression(), !153)
    #dbg_value(i32 0, !107, !DIExpression(), !175)
  br label %44, !dbg !176

2:                                                ; preds = %61
  %3 = load ptr, ptr %1, align 16, !dbg !177, !tbaa !169
    #dbg_value(ptr %3, !178, !DIExpression(), !185)
  %4 = ptrtoint ptr %3 to i64, !dbg !187
  %5 = sub i64 %4, ptrtoint (ptr @pool_mem to i64), !dbg !187
  %6 = ashr exact i64 %5, 5, !dbg !187
  %7 = getelementptr inbounds i8, ptr %1, i64 312, !dbg !188
  %8 = load ptr, ptr %7, align 8, !dbg !188, !tbaa !169
    #dbg_value(ptr %8, !178, !DIExpression(), !189)
  %9 = ptrtoint ptr %8 to i64, !dbg !191
  %10 = sub i64 %9, ptrtoint (ptr @pool_mem to i64), !dbg !191
  %11 = ashr exact i64 %10, 5, !dbg !191
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %62, i64 noundef %6, i64 noundef %11), !dbg !192
    #dbg_value(i32 0, !109, !DIExpression(), !193)
  %13 = load i32, ptr @pool_used, align 4, !tbaa !172
    #dbg_value(i32 0, !109, !DIExpression(), !193)
    #dbg_value(i64 0, !109, !DIExpression(), !193)
    #dbg_value(ptr %3, !194, !DIExpression(), !199)
  %14 = load ptr, ptr @free_list, align 8, !dbg !202, !tbaa !169
  store ptr %14, ptr %3, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 3, !109, !DIExpression(), !193)
  %15 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !204
  %16 = load ptr, ptr %15, align 8, !dbg !204, !tbaa !169
    #dbg_value(ptr %16, !194, !DIExpression(), !199)
  store ptr %3, ptr %16, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 6, !109, !DIExpression(), !193)
  %17 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !204
  %18 = load ptr, ptr %17, align 16, !dbg !204, !tbaa !169
    #dbg_value(ptr %18, !194, !DIExpression(), !199)
  store ptr %16, ptr %18, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 9, !109, !DIExpression(), !193)
  %19 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !204
  %20 = load ptr, ptr %19, align 8, !dbg !204, !tbaa !169
    #dbg_value(ptr %20, !194, !DIExpression(), !199)
  store ptr %18, ptr %20, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 12, !109, !DIExpression(), !193)
  %21 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !204
  %22 = load ptr, ptr %21, align 16, !dbg !204, !tbaa !169
    #dbg_value(ptr %22, !194, !DIExpression(), !199)
  store ptr %20, ptr %22, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 15, !109, !DIExpression(), !193)
  %23 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !204
  %24 = load ptr, ptr %23, align 8, !dbg !204, !tbaa !169
    #dbg_value(ptr %24, !194, !DIExpression(), !199)
  store ptr %22, ptr %24, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 18, !109, !DIExpression(), !193)
  %25 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !204
  %26 = load ptr, ptr %25, align 16, !dbg !204, !tbaa !169
    #dbg_value(ptr %26, !194, !DIExpression(), !199)
  store ptr %24, ptr %26, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 21, !109, !DIExpression(), !193)
  %27 = getelementptr inbounds i8, ptr %1, i64 168, !dbg !204
  %28 = load ptr, ptr %27, align 8, !dbg !204, !tbaa !169
    #dbg_value(ptr %28, !194, !DIExpression(), !199)
  store ptr %26, ptr %28, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 24, !109, !DIExpression(), !193)
  %29 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !204
  %30 = load ptr, ptr %29, align 16, !dbg !204, !tbaa !169
    #dbg_value(ptr %30, !194, !DIExpression(), !199)
  store ptr %28, ptr %30, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 27, !109, !DIExpression(), !193)
  %31 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !204
  %32 = load ptr, ptr %31, align 8, !dbg !204, !tbaa !169
    #dbg_value(ptr %32, !194, !DIExpression(), !199)
  store ptr %30, ptr %32, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 30, !109, !DIExpression(), !193)
  %33 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !204
  %34 = load ptr, ptr %33, align 16, !dbg !204, !tbaa !169
    #dbg_value(ptr %34, !194, !DIExpression(), !199)
  store ptr %32, ptr %34, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 33, !109, !DIExpression(), !193)
  %35 = getelementptr inbounds i8, ptr %1, i64 264, !dbg !204
  %36 = load ptr, ptr %35, align 8, !dbg !204, !tbaa !169
    #dbg_value(ptr %36, !194, !DIExpression(), !199)
  store ptr %34, ptr %36, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 36, !109, !DIExpression(), !193)
  %37 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !204
  %38 = load ptr, ptr %37, align 16, !dbg !204, !tbaa !169
    #dbg_value(ptr %38, !194, !DIExpression(), !199)
  store ptr %36, ptr %38, align 8, !dbg !203, !tbaa !165
    #dbg_value(i64 39, !109, !DIExpression(), !193)
    #dbg_value(ptr %8, !194, !DIExpression(), !199)
  store ptr %38, ptr %8, align 8, !dbg !203, !tbaa !165
  store ptr %8, ptr @free_list, align 8, !dbg !205, !tbaa !169
    #dbg_value(i64 42, !109, !DIExpression(), !193)
  %39 = add i32 %13, -14, !dbg !206
  store i32 %39, ptr @pool_used, align 4, !dbg !207, !tbaa !172
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %39), !dbg !208
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !209
    #dbg_value(i32 0, !111, !DIExpression(), !210)
    #dbg_value(i32 0, !111, !DIExpression(), !210)
  %42 = load ptr, ptr @free_list, align 8, !dbg !211, !tbaa !169
  %43 = icmp eq ptr %42, null, !dbg !211
  br i1 %43, label %71, label %67, !dbg !219

44:                                               ; preds = %61, %0
  %45 = phi i64 [ 0, %0 ], [ %64, %61 ]
  %46 = phi ptr [ @pool_mem, %0 ], [ %63, %61 ]
  %47 = phi i32 [ 0, %0 ], [ %62, %61 ]
    #dbg_value(i64 %45, !106, !DIExpression(), !153)
    #dbg_value(i64 %45, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !175)
  %48 = icmp eq ptr %46, null, !dbg !220
  br i1 %48, label %52, label %49, !dbg !223

49:                                               ; preds = %44
    #dbg_value(ptr %46, !217, !DIExpression(), !224)
  %50 = load ptr, ptr %46, align 8, !dbg !225, !tbaa !165
  store ptr %50, ptr @free_list, align 8, !dbg !226, !tbaa !169
  %51 = add nsw i32 %47, 1, !dbg !227
  store i32 %51, ptr @pool_used, align 4, !dbg !227, !tbaa !172
  br label %52

52:                                               ; preds = %44, %49
  %53 = phi i32 [ %47, %44 ], [ %51, %49 ]
  %54 = phi ptr [ null, %44 ], [ %50, %49 ]
  %55 = or disjoint i64 %45, 1, !dbg !228
    #dbg_value(i64 %55, !106, !DIExpression(), !153)
  %56 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %45, !dbg !229
  store ptr %46, ptr %56, align 16, !dbg !230, !tbaa !169
    #dbg_value(i64 %55, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !175)
  %57 = icmp eq ptr %54, null, !dbg !220
  br i1 %57, label %61, label %58, !dbg !223

58:                                               ; preds = %52
    #dbg_value(ptr %54, !217, !DIExpression(), !224)
  %59 = load ptr, ptr %54, align 8, !dbg !225, !tbaa !165
  store ptr %59, ptr @free_list, align 8, !dbg !226, !tbaa !169
  %60 = add nsw i32 %53, 1, !dbg !227
  store i32 %60, ptr @pool_used, align 4, !dbg !227, !tbaa !172
  br label %61

61:                                               ; preds = %58, %52
  %62 = phi i32 [ %53, %52 ], [ %60, %58 ]
  %63 = phi ptr [ null, %52 ], [ %59, %58 ]
  %64 = add nuw nsw i64 %45, 2, !dbg !228
    #dbg_value(i64 %64, !106, !DIExpression(), !153)
  %65 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %55, !dbg !229
  store ptr %54, ptr %65, align 8, !dbg !230, !tbaa !169
    #dbg_value(i64 %64, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !175)
  %66 = icmp eq i64 %64, 40, !dbg !231
  br i1 %66, label %2, label %44, !dbg !176, !llvm.loop !232

67:                                               ; preds = %2
    #dbg_value(ptr %42, !217, !DIExpression(), !235)
  %68 = load ptr, ptr %42, align 8, !dbg !236, !tbaa !165
  store ptr %68, ptr @free_list, align 8, !dbg !237, !tbaa !169
  %69 = load i32, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  %70 = add nsw i32 %69, 1, !dbg !238
  store i32 %70, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  br label %71

71:                                               ; preds = %2, %67
    #dbg_value(ptr %42, !113, !DIExpression(), !239)
    #dbg_value(ptr %42, !178, !DIExpression(), !240)
  %72 = ptrtoint ptr %42 to i64, !dbg !242
  %73 = sub i64 %72, ptrtoint (ptr @pool_mem to i64), !dbg !242
  %74 = ashr exact i64 %73, 5, !dbg !242
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %74), !dbg !243
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %42, i8 0, i64 32, i1 false), !dbg !244
    #dbg_value(i32 1, !111, !DIExpression(), !210)
  %76 = load ptr, ptr @free_list, align 8, !dbg !211, !tbaa !169
  %77 = icmp eq ptr %76, null, !dbg !211
  br i1 %77, label %82, label %78, !dbg !219

78:                                               ; preds = %71
    #dbg_value(ptr %76, !217, !DIExpression(), !235)
  %79 = load ptr, ptr %76, align 8, !dbg !236, !tbaa !165
  store ptr %79, ptr @free_list, align 8, !dbg !237, !tbaa !169
  %80 = load i32, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  %81 = add nsw i32 %80, 1, !dbg !238
  store i32 %81, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  br label %82

82:                                               ; preds = %78, %71
    #dbg_value(ptr %76, !113, !DIExpression(), !239)
    #dbg_value(ptr %76, !178, !DIExpression(), !240)
  %83 = ptrtoint ptr %76 to i64, !dbg !242
  %84 = sub i64 %83, ptrtoint (ptr @pool_mem to i64), !dbg !242
  %85 = ashr exact i64 %84, 5, !dbg !242
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %85), !dbg !243
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %76, i8 1, i64 32, i1 false), !dbg !244
    #dbg_value(i32 2, !111, !DIExpression(), !210)
  %87 = load ptr, ptr @free_list, align 8, !dbg !211, !tbaa !169
  %88 = icmp eq ptr %87, null, !dbg !211
  br i1 %88, label %93, label %89, !dbg !219

89:                                               ; preds = %82
    #dbg_value(ptr %87, !217, !DIExpression(), !235)
  %90 = load ptr, ptr %87, align 8, !dbg !236, !tbaa !165
  store ptr %90, ptr @free_list, align 8, !dbg !237, !tbaa !169
  %91 = load i32, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  %92 = add nsw i32 %91, 1, !dbg !238
  store i32 %92, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  br label %93

93:                                               ; preds = %89, %82
    #dbg_value(ptr %87, !113, !DIExpression(), !239)
    #dbg_value(ptr %87, !178, !DIExpression(), !240)
  %94 = ptrtoint ptr %87 to i64, !dbg !242
  %95 = sub i64 %94, ptrtoint (ptr @pool_mem to i64), !dbg !242
  %96 = ashr exact i64 %95, 5, !dbg !242
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %96), !dbg !243
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %87, i8 2, i64 32, i1 false), !dbg !244
    #dbg_value(i32 3, !111, !DIExpression(), !210)
  %98 = load ptr, ptr @free_list, align 8, !dbg !211, !tbaa !169
  %99 = icmp eq ptr %98, null, !dbg !211
  br i1 %99, label %104, label %100, !dbg !219

100:                                              ; preds = %93
    #dbg_value(ptr %98, !217, !DIExpression(), !235)
  %101 = load ptr, ptr %98, align 8, !dbg !236, !tbaa !165
  store ptr %101, ptr @free_list, align 8, !dbg !237, !tbaa !169
  %102 = load i32, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  %103 = add nsw i32 %102, 1, !dbg !238
  store i32 %103, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  br label %104

104:                                              ; preds = %100, %93
    #dbg_value(ptr %98, !113, !DIExpression(), !239)
    #dbg_value(ptr %98, !178, !DIExpression(), !240)
  %105 = ptrtoint ptr %98 to i64, !dbg !242
  %106 = sub i64 %105, ptrtoint (ptr @pool_mem to i64), !dbg !242
  %107 = ashr exact i64 %106, 5, !dbg !242
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %107), !dbg !243
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %98, i8 3, i64 32, i1 false), !dbg !244
    #dbg_value(i32 4, !111, !DIExpression(), !210)
  %109 = load ptr, ptr @free_list, align 8, !dbg !211, !tbaa !169
  %110 = icmp eq ptr %109, null, !dbg !211
  br i1 %110, label %115, label %111, !dbg !219

111:                                              ; preds = %104
    #dbg_value(ptr %109, !217, !DIExpression(), !235)
  %112 = load ptr, ptr %109, align 8, !dbg !236, !tbaa !165
  store ptr %112, ptr @free_list, align 8, !dbg !237, !tbaa !169
  %113 = load i32, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  %114 = add nsw i32 %113, 1, !dbg !238
  store i32 %114, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  br label %115

115:                                              ; preds = %111, %104
    #dbg_value(ptr %109, !113, !DIExpression(), !239)
    #dbg_value(ptr %109, !178, !DIExpression(), !240)
  %116 = ptrtoint ptr %109 to i64, !dbg !242
  %117 = sub i64 %116, ptrtoint (ptr @pool_mem to i64), !dbg !242
  %118 = ashr exact i64 %117, 5, !dbg !242
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %118), !dbg !243
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %109, i8 4, i64 32, i1 false), !dbg !244
    #dbg_value(i32 5, !111, !DIExpression(), !210)
  %120 = load ptr, ptr @free_list, align 8, !dbg !211, !tbaa !169
  %121 = icmp eq ptr %120, null, !dbg !211
  br i1 %121, label %126, label %122, !dbg !219

122:                                              ; preds = %115
    #dbg_value(ptr %120, !217, !DIExpression(), !235)
  %123 = load ptr, ptr %120, align 8, !dbg !236, !tbaa !165
  store ptr %123, ptr @free_list, align 8, !dbg !237, !tbaa !169
  %124 = load i32, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  %125 = add nsw i32 %124, 1, !dbg !238
  store i32 %125, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  br label %126

126:                                              ; preds = %122, %115
    #dbg_value(ptr %120, !113, !DIExpression(), !239)
    #dbg_value(ptr %120, !178, !DIExpression(), !240)
  %127 = ptrtoint ptr %120 to i64, !dbg !242
  %128 = sub i64 %127, ptrtoint (ptr @pool_mem to i64), !dbg !242
  %129 = ashr exact i64 %128, 5, !dbg !242
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %129), !dbg !243
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %120, i8 5, i64 32, i1 false), !dbg !244
    #dbg_value(i32 6, !111, !DIExpression(), !210)
  %131 = load ptr, ptr @free_list, align 8, !dbg !211, !tbaa !169
  %132 = icmp eq ptr %131, null, !dbg !211
  br i1 %132, label %137, label %133, !dbg !219

133:                                              ; preds = %126
    #dbg_value(ptr %131, !217, !DIExpression(), !235)
  %134 = load ptr, ptr %131, align 8, !dbg !236, !tbaa !165
  store ptr %134, ptr @free_list, align 8, !dbg !237, !tbaa !169
  %135 = load i32, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  %136 = add nsw i32 %135, 1, !dbg !238
  store i32 %136, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  br label %137

137:                                              ; preds = %133, %126
    #dbg_value(ptr %131, !113, !DIExpression(), !239)
    #dbg_value(ptr %131, !178, !DIExpression(), !240)
  %138 = ptrtoint ptr %131 to i64, !dbg !242
  %139 = sub i64 %138, ptrtoint (ptr @pool_mem to i64), !dbg !242
  %140 = ashr exact i64 %139, 5, !dbg !242
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %140), !dbg !243
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %131, i8 6, i64 32, i1 false), !dbg !244
    #dbg_value(i32 7, !111, !DIExpression(), !210)
  %142 = load ptr, ptr @free_list, align 8, !dbg !211, !tbaa !169
  %143 = icmp eq ptr %142, null, !dbg !211
  br i1 %143, label %148, label %144, !dbg !219

144:                                              ; preds = %137
    #dbg_value(ptr %142, !217, !DIExpression(), !235)
  %145 = load ptr, ptr %142, align 8, !dbg !236, !tbaa !165
  store ptr %145, ptr @free_list, align 8, !dbg !237, !tbaa !169
  %146 = load i32, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  %147 = add nsw i32 %146, 1, !dbg !238
  store i32 %147, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  br label %148

148:                                              ; preds = %144, %137
    #dbg_value(ptr %142, !113, !DIExpression(), !239)
    #dbg_value(ptr %142, !178, !DIExpression(), !240)
  %149 = ptrtoint ptr %142 to i64, !dbg !242
  %150 = sub i64 %149, ptrtoint (ptr @pool_mem to i64), !dbg !242
  %151 = ashr exact i64 %150, 5, !dbg !242
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %151), !dbg !243
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %142, i8 7, i64 32, i1 false), !dbg !244
    #dbg_value(i32 8, !111, !DIExpression(), !210)
  %153 = load ptr, ptr @free_list, align 8, !dbg !211, !tbaa !169
  %154 = icmp eq ptr %153, null, !dbg !211
  br i1 %154, label %159, label %155, !dbg !219

155:                                              ; preds = %148
    #dbg_value(ptr %153, !217, !DIExpression(), !235)
  %156 = load ptr, ptr %153, align 8, !dbg !236, !tbaa !165
  store ptr %156, ptr @free_list, align 8, !dbg !237, !tbaa !169
  %157 = load i32, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  %158 = add nsw i32 %157, 1, !dbg !238
  store i32 %158, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  br label %159

159:                                              ; preds = %155, %148
    #dbg_value(ptr %153, !113, !DIExpression(), !239)
    #dbg_value(ptr %153, !178, !DIExpression(), !240)
  %160 = ptrtoint ptr %153 to i64, !dbg !242
  %161 = sub i64 %160, ptrtoint (ptr @pool_mem to i64), !dbg !242
  %162 = ashr exact i64 %161, 5, !dbg !242
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %162), !dbg !243
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %153, i8 8, i64 32, i1 false), !dbg !244
    #dbg_value(i32 9, !111, !DIExpression(), !210)
  %164 = load ptr, ptr @free_list, align 8, !dbg !211, !tbaa !169
  %165 = icmp eq ptr %164, null, !dbg !211
  br i1 %165, label %170, label %166, !dbg !219

166:                                              ; preds = %159
    #dbg_value(ptr %164, !217, !DIExpression(), !235)
  %167 = load ptr, ptr %164, align 8, !dbg !236, !tbaa !165
  store ptr %167, ptr @free_list, align 8, !dbg !237, !tbaa !169
  %168 = load i32, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  %169 = add nsw i32 %168, 1, !dbg !238
  store i32 %169, ptr @pool_used, align 4, !dbg !238, !tbaa !172
  br label %170

170:                                              ; preds = %166, %159
    #dbg_value(ptr %164, !113, !DIExpression(), !239)
    #dbg_value(ptr %164, !178, !DIExpression(), !240)
  %171 = ptrtoint ptr %164 to i64, !dbg !242
  %172 = sub i64 %171, ptrtoint (ptr @pool_mem to i64), !dbg !242
  %173 = ashr exact i64 %172, 5, !dbg !242
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %173), !dbg !243
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %164, i8 9, i64 32, i1 false), !dbg !244
    #dbg_value(i32 10, !111, !DIExpression(), !210)
  %175 = tail call i32 @putchar(i32 10), !dbg !245
    #dbg_value(i32 0, !116, !DIExpression(), !153)
  %176 = load ptr, ptr @free_list, align 8, !dbg !246, !tbaa !169
  %177 = load i32, ptr @pool_used, align 4, !tbaa !172
  %178 = icmp eq ptr %176, null, !dbg !246
  br i1 %178, label %188, label %179, !dbg !248

179:                                              ; preds = %170, %179
  %180 = phi i32 [ %185, %179 ], [ 0, %170 ]
  %181 = phi ptr [ %183, %179 ], [ %176, %170 ]
  %182 = phi i32 [ %184, %179 ], [ %177, %170 ]
    #dbg_value(i32 %180, !116, !DIExpression(), !153)
    #dbg_value(ptr %181, !217, !DIExpression(), !249)
  %183 = load ptr, ptr %181, align 8, !dbg !250, !tbaa !165
  store ptr %183, ptr @free_list, align 8, !dbg !251, !tbaa !169
  %184 = add nsw i32 %182, 1, !dbg !252
  %185 = add nuw nsw i32 %180, 1, !dbg !253
    #dbg_value(i32 %185, !116, !DIExpression(), !153)
  %186 = icmp eq ptr %183, null, !dbg !246
  br i1 %186, label %187, label %179, !dbg !248, !llvm.loop !254

187:                                              ; preds = %179
  store i32 %184, ptr @pool_used, align 4, !dbg !252, !tbaa !172
  br label %188, !dbg !248

188:                                              ; preds = %170, %187
  %189 = phi i32 [ %184, %187 ], [ %177, %170 ], !dbg !256
  %190 = phi i32 [ %185, %187 ], [ 0, %170 ], !dbg !153
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %190, i32 noundef %189, i32 noundef 1), !dbg !257
  %192 = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i64 noundef 4096) #10, !dbg !258
  store ptr %192, ptr @arena, align 8, !dbg !259, !tbaa !169
    #dbg_value(i64 5, !260, !DIExpression(), !267)
    #dbg_value(i64 1, !265, !DIExpression(), !267)
    #dbg_value(i64 0, !266, !DIExpression(), !267)
    #dbg_value(ptr %192, !117, !DIExpression(), !153)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %192, ptr noundef nonnull align 1 dereferenceable(5) @.str.6, i64 5, i1 false), !dbg !269
    #dbg_value(i64 24, !260, !DIExpression(), !270)
    #dbg_value(i64 8, !265, !DIExpression(), !270)
    #dbg_value(i64 8, !266, !DIExpression(), !270)
  %193 = getelementptr inbounds i8, ptr %192, i64 8, !dbg !272
    #dbg_value(ptr %193, !119, !DIExpression(), !153)
    #dbg_value(i64 8, !122, !DIExpression(), !153)
  %194 = getelementptr inbounds i8, ptr %192, i64 16, !dbg !273
  store <2 x double> <double 1.500000e+00, double -2.250000e+00>, ptr %193, align 8, !dbg !274, !tbaa !275
  %195 = getelementptr inbounds i8, ptr %192, i64 24, !dbg !277
    #dbg_value(i64 96, !260, !DIExpression(), !278)
    #dbg_value(i64 8, !265, !DIExpression(), !278)
    #dbg_value(i64 32, !266, !DIExpression(), !278)
  %196 = getelementptr inbounds i8, ptr %192, i64 32, !dbg !280
    #dbg_value(ptr %196, !123, !DIExpression(), !153)
    #dbg_value(i64 32, !131, !DIExpression(), !153)
    #dbg_value(i64 0, !132, !DIExpression(), !281)
  store <2 x double> <double -3.375000e+00, double 0.000000e+00>, ptr %195, align 8, !dbg !282, !tbaa !275
  %197 = getelementptr inbounds i8, ptr %192, i64 40, !dbg !283
  store double -0.000000e+00, ptr %197, align 8, !dbg !286, !tbaa !287
  %198 = getelementptr inbounds i8, ptr %192, i64 48, !dbg !289
  store i32 100, ptr %198, align 8, !dbg !290, !tbaa !291
  %199 = getelementptr inbounds i8, ptr %192, i64 52, !dbg !292
  store i8 97, ptr %199, align 4, !dbg !293, !tbaa !294
    #dbg_value(i64 1, !132, !DIExpression(), !281)
  %200 = getelementptr inbounds i8, ptr %192, i64 56, !dbg !295
  %201 = getelementptr inbounds i8, ptr %192, i64 64, !dbg !283
  store <2 x double> <double 5.000000e-01, double -1.500000e+00>, ptr %200, align 8, !dbg !296, !tbaa !275
  %202 = getelementptr inbounds i8, ptr %192, i64 72, !dbg !289
  store i32 101, ptr %202, align 8, !dbg !290, !tbaa !291
  %203 = getelementptr inbounds i8, ptr %192, i64 76, !dbg !292
  store i8 98, ptr %203, align 4, !dbg !293, !tbaa !294
    #dbg_value(i64 2, !132, !DIExpression(), !281)
  %204 = getelementptr inbounds i8, ptr %192, i64 80, !dbg !295
  %205 = getelementptr inbounds i8, ptr %192, i64 88, !dbg !283
  store <2 x double> <double 1.000000e+00, double -3.000000e+00>, ptr %204, align 8, !dbg !296, !tbaa !275
  %206 = getelementptr inbounds i8, ptr %192, i64 96, !dbg !289
  store i32 102, ptr %206, align 8, !dbg !290, !tbaa !291
  %207 = getelementptr inbounds i8, ptr %192, i64 100, !dbg !292
  store i8 99, ptr %207, align 4, !dbg !293, !tbaa !294
    #dbg_value(i64 3, !132, !DIExpression(), !281)
  %208 = getelementptr inbounds i8, ptr %192, i64 104, !dbg !295
  %209 = getelementptr inbounds i8, ptr %192, i64 112, !dbg !283
  store <2 x double> <double 1.500000e+00, double -4.500000e+00>, ptr %208, align 8, !dbg !296, !tbaa !275
  %210 = getelementptr inbounds i8, ptr %192, i64 120, !dbg !289
  store i32 103, ptr %210, align 8, !dbg !290, !tbaa !291
  %211 = getelementptr inbounds i8, ptr %192, i64 124, !dbg !292
  store i8 100, ptr %211, align 4, !dbg !293, !tbaa !294
    #dbg_value(i64 4, !132, !DIExpression(), !281)
    #dbg_value(i64 14, !260, !DIExpression(), !297)
    #dbg_value(i64 2, !265, !DIExpression(), !297)
    #dbg_value(i64 128, !266, !DIExpression(), !297)
  %212 = getelementptr inbounds i8, ptr %192, i64 128, !dbg !299
    #dbg_value(ptr %212, !134, !DIExpression(), !153)
    #dbg_value(i64 128, !136, !DIExpression(), !153)
    #dbg_value(i64 0, !137, !DIExpression(), !300)
    #dbg_value(i64 1, !137, !DIExpression(), !300)
    #dbg_value(i64 2, !137, !DIExpression(), !300)
    #dbg_value(i64 3, !137, !DIExpression(), !300)
  store <4 x i16> <i16 0, i16 -1000, i16 -2000, i16 -3000>, ptr %212, align 2, !dbg !301, !tbaa !303
    #dbg_value(i64 4, !137, !DIExpression(), !300)
  %213 = getelementptr inbounds i8, ptr %192, i64 136, !dbg !305
  store i16 -4000, ptr %213, align 2, !dbg !301, !tbaa !303
    #dbg_value(i64 5, !137, !DIExpression(), !300)
  %214 = getelementptr inbounds i8, ptr %192, i64 138, !dbg !305
  store i16 -5000, ptr %214, align 2, !dbg !301, !tbaa !303
    #dbg_value(i64 6, !137, !DIExpression(), !300)
  %215 = getelementptr inbounds i8, ptr %192, i64 140, !dbg !305
  store i16 -6000, ptr %215, align 2, !dbg !301, !tbaa !303
    #dbg_value(i64 7, !137, !DIExpression(), !300)
    #dbg_value(i64 8, !260, !DIExpression(), !306)
    #dbg_value(i64 16, !265, !DIExpression(), !306)
    #dbg_value(i64 144, !266, !DIExpression(), !306)
  store i64 152, ptr @arena_top, align 8, !dbg !308, !tbaa !309
  %216 = getelementptr inbounds i8, ptr %192, i64 144, !dbg !311
    #dbg_value(ptr %216, !139, !DIExpression(), !153)
    #dbg_value(i64 144, !145, !DIExpression(), !153)
  store i64 72623859790382856, ptr %216, align 8, !dbg !312, !tbaa !309
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 8, i64 noundef 32, i64 noundef 128, i64 noundef 144, i64 noundef 152), !dbg !313
  %218 = load double, ptr %193, align 8, !dbg !314, !tbaa !275
  %219 = load double, ptr %194, align 8, !dbg !315, !tbaa !275
  %220 = load double, ptr %195, align 8, !dbg !316, !tbaa !275
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %192, double noundef %218, double noundef %219, double noundef %220), !dbg !317
    #dbg_value(i64 0, !146, !DIExpression(), !318)
  %222 = load i32, ptr %198, align 8, !dbg !319, !tbaa !291
  %223 = load double, ptr %196, align 8, !dbg !321, !tbaa !322
  %224 = load double, ptr %197, align 8, !dbg !323, !tbaa !287
  %225 = load i8, ptr %199, align 4, !dbg !324, !tbaa !294
  %226 = sext i8 %225 to i32, !dbg !325
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %222, double noundef %223, double noundef %224, i32 noundef %226), !dbg !326
    #dbg_value(i64 1, !146, !DIExpression(), !318)
  %228 = load i32, ptr %202, align 8, !dbg !319, !tbaa !291
  %229 = load double, ptr %200, align 8, !dbg !321, !tbaa !322
  %230 = load double, ptr %201, align 8, !dbg !323, !tbaa !287
  %231 = load i8, ptr %203, align 4, !dbg !324, !tbaa !294
  %232 = sext i8 %231 to i32, !dbg !325
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %228, double noundef %229, double noundef %230, i32 noundef %232), !dbg !326
    #dbg_value(i64 2, !146, !DIExpression(), !318)
  %234 = load i32, ptr %206, align 8, !dbg !319, !tbaa !291
  %235 = load double, ptr %204, align 8, !dbg !321, !tbaa !322
  %236 = load double, ptr %205, align 8, !dbg !323, !tbaa !287
  %237 = load i8, ptr %207, align 4, !dbg !324, !tbaa !294
  %238 = sext i8 %237 to i32, !dbg !325
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %234, double noundef %235, double noundef %236, i32 noundef %238), !dbg !326
    #dbg_value(i64 3, !146, !DIExpression(), !318)
  %240 = load i32, ptr %210, align 8, !dbg !319, !tbaa !291
  %241 = load double, ptr %208, align 8, !dbg !321, !tbaa !322
  %242 = load double, ptr %209, align 8, !dbg !323, !tbaa !287
  %243 = load i8, ptr %211, align 4, !dbg !324, !tbaa !294
  %244 = sext i8 %243 to i32, !dbg !325
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %240, double noundef %241, double noundef %242, i32 noundef %244), !dbg !326
    #dbg_value(i64 4, !146, !DIExpression(), !318)
    #dbg_value(i64 0, !149, !DIExpression(), !327)
    #dbg_value(i32 0, !148, !DIExpression(), !153)
    #dbg_value(i16 poison, !148, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !153)
    #dbg_value(i64 1, !149, !DIExpression(), !327)
    #dbg_value(i32 poison, !148, !DIExpression(), !153)
    #dbg_value(i64 2, !149, !DIExpression(), !327)
    #dbg_value(i32 poison, !148, !DIExpression(), !153)
    #dbg_value(i64 3, !149, !DIExpression(), !327)
  %246 = load <4 x i16>, ptr %212, align 2, !dbg !328, !tbaa !303
  %247 = sext <4 x i16> %246 to <4 x i32>, !dbg !328
    #dbg_value(i32 poison, !148, !DIExpression(), !153)
    #dbg_value(i64 4, !149, !DIExpression(), !327)
  %248 = load i16, ptr %213, align 2, !dbg !328, !tbaa !303
  %249 = sext i16 %248 to i32, !dbg !328
    #dbg_value(i32 poison, !148, !DIExpression(), !153)
    #dbg_value(i64 5, !149, !DIExpression(), !327)
  %250 = load i16, ptr %214, align 2, !dbg !328, !tbaa !303
  %251 = sext i16 %250 to i32, !dbg !328
    #dbg_value(i32 poison, !148, !DIExpression(), !153)
    #dbg_value(i64 6, !149, !DIExpression(), !327)
  %252 = load i16, ptr %215, align 2, !dbg !328, !tbaa !303
  %253 = sext i16 %252 to i32, !dbg !328
  %254 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %247), !dbg !330
  %255 = add i32 %254, %249, !dbg !330
  %256 = add nsw i32 %251, %253, !dbg !330
  %257 = add i32 %255, %256, !dbg !330
    #dbg_value(i32 %257, !148, !DIExpression(), !153)
    #dbg_value(i64 7, !149, !DIExpression(), !327)
  %258 = load i8, ptr %216, align 1, !dbg !331, !tbaa !165
  %259 = zext i8 %258 to i32, !dbg !331
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %257, i32 noundef %259), !dbg !332
    #dbg_value(i64 10000, !260, !DIExpression(), !333)
    #dbg_value(i64 8, !265, !DIExpression(), !333)
  %261 = load i64, ptr @arena_top, align 8, !dbg !335, !tbaa !309
  %262 = add i64 %261, 7, !dbg !336
  %263 = and i64 %262, -8, !dbg !337
    #dbg_value(i64 %263, !266, !DIExpression(), !333)
  %264 = add i64 %263, 10000, !dbg !338
  %265 = icmp ugt i64 %264, 4096, !dbg !340
  br i1 %265, label %267, label %266, !dbg !341

266:                                              ; preds = %188
  store i64 %264, ptr @arena_top, align 8, !dbg !342, !tbaa !309
  br label %267, !dbg !343

267:                                              ; preds = %188, %266
    #dbg_value(ptr poison, !151, !DIExpression(), !153)
  %268 = zext i1 %265 to i32, !dbg !344
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %268), !dbg !345
  %270 = load ptr, ptr @arena, align 8, !dbg !346, !tbaa !169
  tail call void @free(ptr noundef %270) #9, !dbg !347
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #9, !dbg !348
  ret i32 0, !dbg !349
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !350 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !357 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !361 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!92, !93, !94, !95, !96, !97, !98}
!llvm.ident = !{!99}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "mem_pool.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "e089280203910ec0b978cacb84ef4429")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 56)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "pool_used", scope: !9, file: !2, line: 21, type: !91, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !19, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !15, !4, !17, !18}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !13, line: 18, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!14 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !{!0, !20, !25, !30, !35, !40, !45, !47, !52, !57, !62, !67, !7, !72, !74, !76, !86}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 28)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 21)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 5)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 2)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 58)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !32, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 57)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 17)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 25)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 41)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 35)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "arena", scope: !9, file: !2, line: 50, type: !15, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "arena_top", scope: !9, file: !2, line: 51, type: !12, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "free_list", scope: !9, file: !2, line: 20, type: !78, isLocal: true, isDefinition: true)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "block", file: !2, line: 14, size: 256, elements: !80)
!80 = !{!81, !82}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !79, file: !2, line: 15, baseType: !78, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !79, file: !2, line: 16, baseType: !83, size: 256)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 32)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "pool_mem", scope: !9, file: !2, line: 19, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 16384, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 64)
!91 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!92 = !{i32 7, !"Dwarf Version", i32 5}
!93 = !{i32 2, !"Debug Info Version", i32 3}
!94 = !{i32 1, !"wchar_size", i32 4}
!95 = !{i32 8, !"PIC Level", i32 2}
!96 = !{i32 7, !"PIE Level", i32 2}
!97 = !{i32 7, !"uwtable", i32 2}
!98 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!99 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!100 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 67, type: !101, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!91}
!103 = !{!104, !106, !107, !109, !111, !113, !116, !117, !119, !122, !123, !131, !132, !134, !136, !137, !139, !145, !146, !148, !149, !151}
!104 = !DILocalVariable(name: "held", scope: !100, file: !2, line: 69, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 4096, elements: !89)
!106 = !DILocalVariable(name: "nheld", scope: !100, file: !2, line: 70, type: !91)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 71, type: !91)
!108 = distinct !DILexicalBlock(scope: !100, file: !2, line: 71, column: 5)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 75, type: !91)
!110 = distinct !DILexicalBlock(scope: !100, file: !2, line: 75, column: 5)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 79, type: !91)
!112 = distinct !DILexicalBlock(scope: !100, file: !2, line: 79, column: 5)
!113 = !DILocalVariable(name: "p", scope: !114, file: !2, line: 80, type: !78)
!114 = distinct !DILexicalBlock(scope: !115, file: !2, line: 79, column: 34)
!115 = distinct !DILexicalBlock(scope: !112, file: !2, line: 79, column: 5)
!116 = !DILocalVariable(name: "count", scope: !100, file: !2, line: 85, type: !91)
!117 = !DILocalVariable(name: "s", scope: !100, file: !2, line: 92, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!119 = !DILocalVariable(name: "d", scope: !100, file: !2, line: 94, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!122 = !DILocalVariable(name: "d_off", scope: !100, file: !2, line: 95, type: !12)
!123 = !DILocalVariable(name: "ps", scope: !100, file: !2, line: 99, type: !124)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !2, line: 61, size: 192, elements: !126)
!126 = !{!127, !128, !129, !130}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !125, file: !2, line: 62, baseType: !121, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !125, file: !2, line: 62, baseType: !121, size: 64, offset: 64)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !125, file: !2, line: 63, baseType: !91, size: 32, offset: 128)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !125, file: !2, line: 64, baseType: !4, size: 8, offset: 160)
!131 = !DILocalVariable(name: "p_off", scope: !100, file: !2, line: 100, type: !12)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 101, type: !91)
!133 = distinct !DILexicalBlock(scope: !100, file: !2, line: 101, column: 5)
!134 = !DILocalVariable(name: "sh", scope: !100, file: !2, line: 107, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!136 = !DILocalVariable(name: "s_off", scope: !100, file: !2, line: 108, type: !12)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 109, type: !91)
!138 = distinct !DILexicalBlock(scope: !100, file: !2, line: 109, column: 5)
!139 = !DILocalVariable(name: "big", scope: !100, file: !2, line: 111, type: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !142, line: 27, baseType: !143)
!142 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !144, line: 45, baseType: !14)
!144 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!145 = !DILocalVariable(name: "b_off", scope: !100, file: !2, line: 112, type: !12)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 117, type: !91)
!147 = distinct !DILexicalBlock(scope: !100, file: !2, line: 117, column: 5)
!148 = !DILocalVariable(name: "ssum", scope: !100, file: !2, line: 119, type: !91)
!149 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 120, type: !91)
!150 = distinct !DILexicalBlock(scope: !100, file: !2, line: 120, column: 5)
!151 = !DILocalVariable(name: "fail", scope: !100, file: !2, line: 123, type: !11)
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 0, scope: !100)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 25, type: !91)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 25, column: 5)
!156 = distinct !DISubprogram(name: "pool_init", scope: !2, file: !2, line: 23, type: !157, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{null}
!159 = !{!154}
!160 = !DILocation(line: 0, scope: !155, inlinedAt: !161)
!161 = distinct !DILocation(line: 68, column: 5, scope: !100)
!162 = !DILocation(line: 26, column: 26, scope: !163, inlinedAt: !161)
!163 = distinct !DILexicalBlock(scope: !164, file: !2, line: 25, column: 48)
!164 = distinct !DILexicalBlock(scope: !155, file: !2, line: 25, column: 5)
!165 = !{!166, !166, i64 0}
!166 = !{!"omnipotent char", !167, i64 0}
!167 = !{!"Simple C/C++ TBAA"}
!168 = !DILocation(line: 0, scope: !163, inlinedAt: !161)
!169 = !{!170, !170, i64 0}
!170 = !{!"any pointer", !166, i64 0}
!171 = !DILocation(line: 29, column: 15, scope: !156, inlinedAt: !161)
!172 = !{!173, !173, i64 0}
!173 = !{!"int", !166, i64 0}
!174 = !DILocation(line: 69, column: 5, scope: !100)
!175 = !DILocation(line: 0, scope: !108)
!176 = !DILocation(line: 71, column: 5, scope: !108)
!177 = !DILocation(line: 74, column: 24, scope: !100)
!178 = !DILocalVariable(name: "p", arg: 1, scope: !179, file: !2, line: 47, type: !182)
!179 = distinct !DISubprogram(name: "block_index", scope: !2, file: !2, line: 47, type: !180, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !184)
!180 = !DISubroutineType(types: !181)
!181 = !{!18, !182}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!184 = !{!178}
!185 = !DILocation(line: 0, scope: !179, inlinedAt: !186)
!186 = distinct !DILocation(line: 74, column: 12, scope: !100)
!187 = !DILocation(line: 47, column: 65, scope: !179, inlinedAt: !186)
!188 = !DILocation(line: 74, column: 46, scope: !100)
!189 = !DILocation(line: 0, scope: !179, inlinedAt: !190)
!190 = distinct !DILocation(line: 74, column: 34, scope: !100)
!191 = !DILocation(line: 47, column: 65, scope: !179, inlinedAt: !190)
!192 = !DILocation(line: 73, column: 5, scope: !100)
!193 = !DILocation(line: 0, scope: !110)
!194 = !DILocalVariable(name: "blk", arg: 1, scope: !195, file: !2, line: 41, type: !78)
!195 = distinct !DISubprogram(name: "pool_free", scope: !2, file: !2, line: 41, type: !196, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !78}
!198 = !{!194}
!199 = !DILocation(line: 0, scope: !195, inlinedAt: !200)
!200 = distinct !DILocation(line: 76, column: 9, scope: !201)
!201 = distinct !DILexicalBlock(scope: !110, file: !2, line: 75, column: 5)
!202 = !DILocation(line: 42, column: 17, scope: !195, inlinedAt: !200)
!203 = !DILocation(line: 42, column: 15, scope: !195, inlinedAt: !200)
!204 = !DILocation(line: 76, column: 19, scope: !201)
!205 = !DILocation(line: 43, column: 15, scope: !195, inlinedAt: !200)
!206 = !DILocation(line: 75, column: 5, scope: !110)
!207 = !DILocation(line: 44, column: 14, scope: !195, inlinedAt: !200)
!208 = !DILocation(line: 77, column: 5, scope: !100)
!209 = !DILocation(line: 78, column: 5, scope: !100)
!210 = !DILocation(line: 0, scope: !112)
!211 = !DILocation(line: 33, column: 10, scope: !212, inlinedAt: !218)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 33, column: 9)
!213 = distinct !DISubprogram(name: "pool_alloc", scope: !2, file: !2, line: 32, type: !214, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !216)
!214 = !DISubroutineType(types: !215)
!215 = !{!78}
!216 = !{!217}
!217 = !DILocalVariable(name: "blk", scope: !213, file: !2, line: 35, type: !78)
!218 = distinct !DILocation(line: 80, column: 26, scope: !114)
!219 = !DILocation(line: 33, column: 9, scope: !213, inlinedAt: !218)
!220 = !DILocation(line: 33, column: 10, scope: !212, inlinedAt: !221)
!221 = distinct !DILocation(line: 72, column: 25, scope: !222)
!222 = distinct !DILexicalBlock(scope: !108, file: !2, line: 71, column: 5)
!223 = !DILocation(line: 33, column: 9, scope: !213, inlinedAt: !221)
!224 = !DILocation(line: 0, scope: !213, inlinedAt: !221)
!225 = !DILocation(line: 36, column: 22, scope: !213, inlinedAt: !221)
!226 = !DILocation(line: 36, column: 15, scope: !213, inlinedAt: !221)
!227 = !DILocation(line: 37, column: 14, scope: !213, inlinedAt: !221)
!228 = !DILocation(line: 72, column: 19, scope: !222)
!229 = !DILocation(line: 72, column: 9, scope: !222)
!230 = !DILocation(line: 72, column: 23, scope: !222)
!231 = !DILocation(line: 71, column: 23, scope: !222)
!232 = distinct !{!232, !176, !233, !234}
!233 = !DILocation(line: 72, column: 36, scope: !108)
!234 = !{!"llvm.loop.mustprogress"}
!235 = !DILocation(line: 0, scope: !213, inlinedAt: !218)
!236 = !DILocation(line: 36, column: 22, scope: !213, inlinedAt: !218)
!237 = !DILocation(line: 36, column: 15, scope: !213, inlinedAt: !218)
!238 = !DILocation(line: 37, column: 14, scope: !213, inlinedAt: !218)
!239 = !DILocation(line: 0, scope: !114)
!240 = !DILocation(line: 0, scope: !179, inlinedAt: !241)
!241 = distinct !DILocation(line: 81, column: 24, scope: !114)
!242 = !DILocation(line: 47, column: 65, scope: !179, inlinedAt: !241)
!243 = !DILocation(line: 81, column: 9, scope: !114)
!244 = !DILocation(line: 82, column: 9, scope: !114)
!245 = !DILocation(line: 84, column: 5, scope: !100)
!246 = !DILocation(line: 33, column: 10, scope: !212, inlinedAt: !247)
!247 = distinct !DILocation(line: 86, column: 12, scope: !100)
!248 = !DILocation(line: 33, column: 9, scope: !213, inlinedAt: !247)
!249 = !DILocation(line: 0, scope: !213, inlinedAt: !247)
!250 = !DILocation(line: 36, column: 22, scope: !213, inlinedAt: !247)
!251 = !DILocation(line: 36, column: 15, scope: !213, inlinedAt: !247)
!252 = !DILocation(line: 37, column: 14, scope: !213, inlinedAt: !247)
!253 = !DILocation(line: 87, column: 14, scope: !100)
!254 = distinct !{!254, !255, !253, !234}
!255 = !DILocation(line: 86, column: 5, scope: !100)
!256 = !DILocation(line: 88, column: 81, scope: !100)
!257 = !DILocation(line: 88, column: 5, scope: !100)
!258 = !DILocation(line: 90, column: 13, scope: !100)
!259 = !DILocation(line: 90, column: 11, scope: !100)
!260 = !DILocalVariable(name: "size", arg: 1, scope: !261, file: !2, line: 53, type: !12)
!261 = distinct !DISubprogram(name: "arena_alloc", scope: !2, file: !2, line: 53, type: !262, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{!11, !12, !12}
!264 = !{!260, !265, !266}
!265 = !DILocalVariable(name: "align", arg: 2, scope: !261, file: !2, line: 53, type: !12)
!266 = !DILocalVariable(name: "off", scope: !261, file: !2, line: 54, type: !12)
!267 = !DILocation(line: 0, scope: !261, inlinedAt: !268)
!268 = distinct !DILocation(line: 92, column: 15, scope: !100)
!269 = !DILocation(line: 93, column: 5, scope: !100)
!270 = !DILocation(line: 0, scope: !261, inlinedAt: !271)
!271 = distinct !DILocation(line: 94, column: 17, scope: !100)
!272 = !DILocation(line: 58, column: 18, scope: !261, inlinedAt: !271)
!273 = !DILocation(line: 97, column: 5, scope: !100)
!274 = !DILocation(line: 96, column: 10, scope: !100)
!275 = !{!276, !276, i64 0}
!276 = !{!"double", !166, i64 0}
!277 = !DILocation(line: 98, column: 5, scope: !100)
!278 = !DILocation(line: 0, scope: !261, inlinedAt: !279)
!279 = distinct !DILocation(line: 99, column: 27, scope: !100)
!280 = !DILocation(line: 58, column: 18, scope: !261, inlinedAt: !279)
!281 = !DILocation(line: 0, scope: !133)
!282 = !DILocation(line: 98, column: 10, scope: !100)
!283 = !DILocation(line: 103, column: 15, scope: !284)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 101, column: 33)
!285 = distinct !DILexicalBlock(scope: !133, file: !2, line: 101, column: 5)
!286 = !DILocation(line: 103, column: 17, scope: !284)
!287 = !{!288, !276, i64 8}
!288 = !{!"particle", !276, i64 0, !276, i64 8, !173, i64 16, !166, i64 20}
!289 = !DILocation(line: 104, column: 15, scope: !284)
!290 = !DILocation(line: 104, column: 18, scope: !284)
!291 = !{!288, !173, i64 16}
!292 = !DILocation(line: 105, column: 15, scope: !284)
!293 = !DILocation(line: 105, column: 19, scope: !284)
!294 = !{!288, !166, i64 20}
!295 = !DILocation(line: 102, column: 9, scope: !284)
!296 = !DILocation(line: 102, column: 17, scope: !284)
!297 = !DILocation(line: 0, scope: !261, inlinedAt: !298)
!298 = distinct !DILocation(line: 107, column: 17, scope: !100)
!299 = !DILocation(line: 58, column: 18, scope: !261, inlinedAt: !298)
!300 = !DILocation(line: 0, scope: !138)
!301 = !DILocation(line: 110, column: 15, scope: !302)
!302 = distinct !DILexicalBlock(scope: !138, file: !2, line: 109, column: 5)
!303 = !{!304, !304, i64 0}
!304 = !{!"short", !166, i64 0}
!305 = !DILocation(line: 110, column: 9, scope: !302)
!306 = !DILocation(line: 0, scope: !261, inlinedAt: !307)
!307 = distinct !DILocation(line: 111, column: 21, scope: !100)
!308 = !DILocation(line: 57, column: 15, scope: !261, inlinedAt: !307)
!309 = !{!310, !310, i64 0}
!310 = !{!"long", !166, i64 0}
!311 = !DILocation(line: 58, column: 18, scope: !261, inlinedAt: !307)
!312 = !DILocation(line: 113, column: 10, scope: !100)
!313 = !DILocation(line: 114, column: 5, scope: !100)
!314 = !DILocation(line: 116, column: 36, scope: !100)
!315 = !DILocation(line: 116, column: 42, scope: !100)
!316 = !DILocation(line: 116, column: 48, scope: !100)
!317 = !DILocation(line: 116, column: 5, scope: !100)
!318 = !DILocation(line: 0, scope: !147)
!319 = !DILocation(line: 118, column: 51, scope: !320)
!320 = distinct !DILexicalBlock(scope: !147, file: !2, line: 117, column: 5)
!321 = !DILocation(line: 118, column: 61, scope: !320)
!322 = !{!288, !276, i64 0}
!323 = !DILocation(line: 118, column: 70, scope: !320)
!324 = !DILocation(line: 118, column: 79, scope: !320)
!325 = !DILocation(line: 118, column: 73, scope: !320)
!326 = !DILocation(line: 118, column: 9, scope: !320)
!327 = !DILocation(line: 0, scope: !150)
!328 = !DILocation(line: 121, column: 17, scope: !329)
!329 = distinct !DILexicalBlock(scope: !150, file: !2, line: 120, column: 5)
!330 = !DILocation(line: 121, column: 14, scope: !329)
!331 = !DILocation(line: 122, column: 63, scope: !100)
!332 = !DILocation(line: 122, column: 5, scope: !100)
!333 = !DILocation(line: 0, scope: !261, inlinedAt: !334)
!334 = distinct !DILocation(line: 123, column: 18, scope: !100)
!335 = !DILocation(line: 54, column: 19, scope: !261, inlinedAt: !334)
!336 = !DILocation(line: 54, column: 37, scope: !261, inlinedAt: !334)
!337 = !DILocation(line: 54, column: 42, scope: !261, inlinedAt: !334)
!338 = !DILocation(line: 55, column: 13, scope: !339, inlinedAt: !334)
!339 = distinct !DILexicalBlock(scope: !261, file: !2, line: 55, column: 9)
!340 = !DILocation(line: 55, column: 20, scope: !339, inlinedAt: !334)
!341 = !DILocation(line: 55, column: 9, scope: !261, inlinedAt: !334)
!342 = !DILocation(line: 57, column: 15, scope: !261, inlinedAt: !334)
!343 = !DILocation(line: 58, column: 5, scope: !261, inlinedAt: !334)
!344 = !DILocation(line: 124, column: 56, scope: !100)
!345 = !DILocation(line: 124, column: 5, scope: !100)
!346 = !DILocation(line: 125, column: 10, scope: !100)
!347 = !DILocation(line: 125, column: 5, scope: !100)
!348 = !DILocation(line: 127, column: 1, scope: !100)
!349 = !DILocation(line: 126, column: 5, scope: !100)
!350 = !DISubprogram(name: "printf", scope: !351, file: !351, line: 356, type: !352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!352 = !DISubroutineType(types: !353)
!353 = !{!91, !354, null}
!354 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !355)
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64)
!356 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!357 = !DISubprogram(name: "malloc", scope: !358, file: !358, line: 553, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!358 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!359 = !DISubroutineType(types: !360)
!360 = !{!11, !12}
!361 = !DISubprogram(name: "free", scope: !358, file: !358, line: 568, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{null, !11}
