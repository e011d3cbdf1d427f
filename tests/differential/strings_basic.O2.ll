; ModuleID = 'strings_basic.c'
source_filename = "strings_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"abd\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [3 x i8] c"ab\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"ABC\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [2 x i8] c"\FF\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [4 x i8] c"zzz\00", align 1, !dbg !33
@__const.main.strs = private unnamed_addr constant [9 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 16
@.str.9 = private unnamed_addr constant [16 x i8] c"strlen[%d]=%zu\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [4 x i8] c"%2d\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [4 x i8] c"   \00", align 1, !dbg !42
@.str.13 = private unnamed_addr constant [17 x i8] c"strncmp n=0: %d\0A\00", align 1, !dbg !44
@.str.14 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !49
@.str.15 = private unnamed_addr constant [3 x i8] c", \00", align 1, !dbg !54
@.str.16 = private unnamed_addr constant [6 x i8] c"world\00", align 1, !dbg !56
@.str.17 = private unnamed_addr constant [10 x i8] c"%s (%zu)\0A\00", align 1, !dbg !58
@.str.18 = private unnamed_addr constant [15 x i8] c"strncpy short:\00", align 1, !dbg !63
@.str.19 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !68
@.str.21 = private unnamed_addr constant [14 x i8] c"strncpy long:\00", align 1, !dbg !70
@.str.22 = private unnamed_addr constant [4 x i8] c" %c\00", align 1, !dbg !75
@.str.23 = private unnamed_addr constant [30 x i8] c"/usr/local/lib/libpancam.so.1\00", align 1, !dbg !77
@.str.24 = private unnamed_addr constant [46 x i8] c"basename=%s first dot at %ld last dot at %ld\0A\00", align 1, !dbg !82
@.str.25 = private unnamed_addr constant [65 x i8] c"strchr nul: offset %ld, strrchr missing: %d, strchr missing: %d\0A\00", align 1, !dbg !87
@.str.26 = private unnamed_addr constant [36 x i8] c"the cat sat on the mat with the hat\00", align 1, !dbg !92
@.str.27 = private unnamed_addr constant [64 x i8] c"strstr(the)=%ld strstr(at w)=%ld strstr(dog)=%d strstr(\22\22)=%ld\0A\00", align 1, !dbg !97
@.str.28 = private unnamed_addr constant [4 x i8] c"the\00", align 1, !dbg !102
@.str.31 = private unnamed_addr constant [31 x i8] c"count 'the'=%d 'at'=%d 'a'=%d\0A\00", align 1, !dbg !104
@.str.32 = private unnamed_addr constant [3 x i8] c"at\00", align 1, !dbg !109
@.str.33 = private unnamed_addr constant [3 x i8] c"OG\00", align 1, !dbg !111
@.str.34 = private unnamed_addr constant [14 x i8] c"replaced: %s\0A\00", align 1, !dbg !113
@.str.35 = private unnamed_addr constant [17 x i8] c"dup: %s len=%zu\0A\00", align 1, !dbg !115
@.str.36 = private unnamed_addr constant [25 x i8] c"alpha,beta,,gamma,delta,\00", align 1, !dbg !117
@.str.37 = private unnamed_addr constant [16 x i8] c"field %d: '%s'\0A\00", align 1, !dbg !122
@__const.main.sentence = private unnamed_addr constant [24 x i8] c"one two three four five\00", align 16
@.str.38 = private unnamed_addr constant [20 x i8] c"reversed words: %s\0A\00", align 1, !dbg !124
@.str.39 = private unnamed_addr constant [8 x i8] c"racecar\00", align 1, !dbg !129
@.str.40 = private unnamed_addr constant [5 x i8] c"abba\00", align 1, !dbg !134
@.str.41 = private unnamed_addr constant [5 x i8] c"abca\00", align 1, !dbg !139
@.str.42 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !141
@.str.43 = private unnamed_addr constant [20 x i8] c"'%s' palindrome=%d\0A\00", align 1, !dbg !143

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !169 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !243
    #dbg_assign(i1 undef, !191, !DIExpression(), !243, ptr %1, !DIExpression(), !244)
  %2 = alloca [16 x i8], align 16, !DIAssignID !245
    #dbg_assign(i1 undef, !213, !DIExpression(), !245, ptr %2, !DIExpression(), !246)
  %3 = alloca [24 x i8], align 16, !DIAssignID !247
    #dbg_assign(i1 undef, !214, !DIExpression(), !247, ptr %3, !DIExpression(), !244)
    #dbg_value(i32 9, !180, !DIExpression(), !244)
    #dbg_value(i64 0, !181, !DIExpression(), !248)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, i64 noundef 0), !dbg !249
    #dbg_value(i64 1, !181, !DIExpression(), !248)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i64 noundef 1), !dbg !249
    #dbg_value(i64 2, !181, !DIExpression(), !248)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2, i64 noundef 3), !dbg !249
    #dbg_value(i64 3, !181, !DIExpression(), !248)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 3, i64 noundef 3), !dbg !249
    #dbg_value(i64 4, !181, !DIExpression(), !248)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 4, i64 noundef 2), !dbg !249
    #dbg_value(i64 5, !181, !DIExpression(), !248)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 5, i64 noundef 3), !dbg !249
    #dbg_value(i64 6, !181, !DIExpression(), !248)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 6, i64 noundef 6), !dbg !249
    #dbg_value(i64 7, !181, !DIExpression(), !248)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 7, i64 noundef 1), !dbg !249
    #dbg_value(i64 8, !181, !DIExpression(), !248)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 8, i64 noundef 3), !dbg !249
    #dbg_value(i64 9, !181, !DIExpression(), !248)
  br label %13, !dbg !251

13:                                               ; preds = %0, %13
  %14 = phi i64 [ 0, %0 ], [ %123, %13 ]
    #dbg_value(i64 %14, !183, !DIExpression(), !252)
  %15 = getelementptr inbounds [9 x ptr], ptr @__const.main.strs, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8, !tbaa !253
    #dbg_value(i64 0, !185, !DIExpression(), !257)
  %17 = load i8, ptr %16, align 1, !dbg !258
    #dbg_value(i8 %17, !260, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !265)
  %18 = icmp ne i8 %17, 0, !dbg !267
  %19 = zext i1 %18 to i32, !dbg !267
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %19), !dbg !268
    #dbg_value(i64 1, !185, !DIExpression(), !257)
  %21 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(2) @.str.1) #10, !dbg !258
    #dbg_value(i32 %21, !260, !DIExpression(), !265)
  %22 = ashr i32 %21, 31, !dbg !269
  %23 = icmp ne i32 %21, 0, !dbg !267
  %24 = zext i1 %23 to i32, !dbg !267
  %25 = or i32 %22, %24, !dbg !267
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %25), !dbg !268
    #dbg_value(i64 2, !185, !DIExpression(), !257)
  %27 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(4) @.str.2) #10, !dbg !258
    #dbg_value(i32 %27, !260, !DIExpression(), !265)
  %28 = ashr i32 %27, 31, !dbg !269
  %29 = icmp ne i32 %27, 0, !dbg !267
  %30 = zext i1 %29 to i32, !dbg !267
  %31 = or i32 %28, %30, !dbg !267
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %31), !dbg !268
    #dbg_value(i64 3, !185, !DIExpression(), !257)
  %33 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(4) @.str.3) #10, !dbg !258
    #dbg_value(i32 %33, !260, !DIExpression(), !265)
  %34 = ashr i32 %33, 31, !dbg !269
  %35 = icmp ne i32 %33, 0, !dbg !267
  %36 = zext i1 %35 to i32, !dbg !267
  %37 = or i32 %34, %36, !dbg !267
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %37), !dbg !268
    #dbg_value(i64 4, !185, !DIExpression(), !257)
  %39 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(3) @.str.4) #10, !dbg !258
    #dbg_value(i32 %39, !260, !DIExpression(), !265)
  %40 = ashr i32 %39, 31, !dbg !269
  %41 = icmp ne i32 %39, 0, !dbg !267
  %42 = zext i1 %41 to i32, !dbg !267
  %43 = or i32 %40, %42, !dbg !267
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %43), !dbg !268
    #dbg_value(i64 5, !185, !DIExpression(), !257)
  %45 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(4) @.str.5) #10, !dbg !258
    #dbg_value(i32 %45, !260, !DIExpression(), !265)
  %46 = ashr i32 %45, 31, !dbg !269
  %47 = icmp ne i32 %45, 0, !dbg !267
  %48 = zext i1 %47 to i32, !dbg !267
  %49 = or i32 %46, %48, !dbg !267
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %49), !dbg !268
    #dbg_value(i64 6, !185, !DIExpression(), !257)
  %51 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(7) @.str.6) #10, !dbg !258
    #dbg_value(i32 %51, !260, !DIExpression(), !265)
  %52 = ashr i32 %51, 31, !dbg !269
  %53 = icmp ne i32 %51, 0, !dbg !267
  %54 = zext i1 %53 to i32, !dbg !267
  %55 = or i32 %52, %54, !dbg !267
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %55), !dbg !268
    #dbg_value(i64 7, !185, !DIExpression(), !257)
  %57 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(2) @.str.7) #10, !dbg !258
    #dbg_value(i32 %57, !260, !DIExpression(), !265)
  %58 = ashr i32 %57, 31, !dbg !269
  %59 = icmp ne i32 %57, 0, !dbg !267
  %60 = zext i1 %59 to i32, !dbg !267
  %61 = or i32 %58, %60, !dbg !267
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %61), !dbg !268
    #dbg_value(i64 8, !185, !DIExpression(), !257)
  %63 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(4) @.str.8) #10, !dbg !258
    #dbg_value(i32 %63, !260, !DIExpression(), !265)
  %64 = ashr i32 %63, 31, !dbg !269
  %65 = icmp ne i32 %63, 0, !dbg !267
  %66 = zext i1 %65 to i32, !dbg !267
  %67 = or i32 %64, %66, !dbg !267
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %67), !dbg !268
    #dbg_value(i64 9, !185, !DIExpression(), !257)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11), !dbg !270
    #dbg_value(i64 0, !189, !DIExpression(), !271)
  %70 = load i8, ptr %16, align 1, !dbg !272
    #dbg_value(i8 %70, !260, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !274)
  %71 = icmp ne i8 %70, 0, !dbg !276
  %72 = zext i1 %71 to i32, !dbg !276
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %72), !dbg !277
    #dbg_value(i64 1, !189, !DIExpression(), !271)
  %74 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(2) @.str.1, i64 noundef 2) #10, !dbg !272
    #dbg_value(i32 %74, !260, !DIExpression(), !274)
  %75 = ashr i32 %74, 31, !dbg !278
  %76 = icmp ne i32 %74, 0, !dbg !276
  %77 = zext i1 %76 to i32, !dbg !276
  %78 = or i32 %75, %77, !dbg !276
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %78), !dbg !277
    #dbg_value(i64 2, !189, !DIExpression(), !271)
  %80 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(4) @.str.2, i64 noundef 2) #10, !dbg !272
    #dbg_value(i32 %80, !260, !DIExpression(), !274)
  %81 = ashr i32 %80, 31, !dbg !278
  %82 = icmp ne i32 %80, 0, !dbg !276
  %83 = zext i1 %82 to i32, !dbg !276
  %84 = or i32 %81, %83, !dbg !276
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %84), !dbg !277
    #dbg_value(i64 3, !189, !DIExpression(), !271)
  %86 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(4) @.str.3, i64 noundef 2) #10, !dbg !272
    #dbg_value(i32 %86, !260, !DIExpression(), !274)
  %87 = ashr i32 %86, 31, !dbg !278
  %88 = icmp ne i32 %86, 0, !dbg !276
  %89 = zext i1 %88 to i32, !dbg !276
  %90 = or i32 %87, %89, !dbg !276
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %90), !dbg !277
    #dbg_value(i64 4, !189, !DIExpression(), !271)
  %92 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(3) @.str.4, i64 noundef 2) #10, !dbg !272
    #dbg_value(i32 %92, !260, !DIExpression(), !274)
  %93 = ashr i32 %92, 31, !dbg !278
  %94 = icmp ne i32 %92, 0, !dbg !276
  %95 = zext i1 %94 to i32, !dbg !276
  %96 = or i32 %93, %95, !dbg !276
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %96), !dbg !277
    #dbg_value(i64 5, !189, !DIExpression(), !271)
  %98 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(4) @.str.5, i64 noundef 2) #10, !dbg !272
    #dbg_value(i32 %98, !260, !DIExpression(), !274)
  %99 = ashr i32 %98, 31, !dbg !278
  %100 = icmp ne i32 %98, 0, !dbg !276
  %101 = zext i1 %100 to i32, !dbg !276
  %102 = or i32 %99, %101, !dbg !276
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %102), !dbg !277
    #dbg_value(i64 6, !189, !DIExpression(), !271)
  %104 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(7) @.str.6, i64 noundef 2) #10, !dbg !272
    #dbg_value(i32 %104, !260, !DIExpression(), !274)
  %105 = ashr i32 %104, 31, !dbg !278
  %106 = icmp ne i32 %104, 0, !dbg !276
  %107 = zext i1 %106 to i32, !dbg !276
  %108 = or i32 %105, %107, !dbg !276
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %108), !dbg !277
    #dbg_value(i64 7, !189, !DIExpression(), !271)
  %110 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(2) @.str.7, i64 noundef 2) #10, !dbg !272
    #dbg_value(i32 %110, !260, !DIExpression(), !274)
  %111 = ashr i32 %110, 31, !dbg !278
  %112 = icmp ne i32 %110, 0, !dbg !276
  %113 = zext i1 %112 to i32, !dbg !276
  %114 = or i32 %111, %113, !dbg !276
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %114), !dbg !277
    #dbg_value(i64 8, !189, !DIExpression(), !271)
  %116 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(4) @.str.8, i64 noundef 2) #10, !dbg !272
    #dbg_value(i32 %116, !260, !DIExpression(), !274)
  %117 = ashr i32 %116, 31, !dbg !278
  %118 = icmp ne i32 %116, 0, !dbg !276
  %119 = zext i1 %118 to i32, !dbg !276
  %120 = or i32 %117, %119, !dbg !276
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %120), !dbg !277
    #dbg_value(i64 9, !189, !DIExpression(), !271)
  %122 = tail call i32 @putchar(i32 10), !dbg !279
  %123 = add nuw nsw i64 %14, 1, !dbg !280
    #dbg_value(i64 %123, !183, !DIExpression(), !252)
  %124 = icmp eq i64 %123, 9, !dbg !281
  br i1 %124, label %125, label %13, !dbg !251, !llvm.loop !282

125:                                              ; preds = %13
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0), !dbg !285
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #11, !dbg !286
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @.str.14, i64 6, i1 false) #11, !dbg !287
  %127 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !288
  %128 = getelementptr inbounds i8, ptr %1, i64 %127, !dbg !288
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %128, ptr noundef nonnull align 1 dereferenceable(3) @.str.15, i64 3, i1 false), !dbg !288
  %129 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !289
  %130 = getelementptr inbounds i8, ptr %1, i64 %129, !dbg !289
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %130, ptr noundef nonnull align 1 dereferenceable(6) @.str.16, i64 6, i1 false), !dbg !289
  %131 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !290
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %1, i64 noundef %131), !dbg !291
    #dbg_value(i8 97, !192, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !244)
    #dbg_value(i8 98, !192, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !244)
    #dbg_value(i8 99, !192, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !244)
    #dbg_value(i8 0, !192, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !244)
    #dbg_value(i8 0, !192, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !244)
    #dbg_value(i8 0, !192, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !244)
    #dbg_value(i8 0, !192, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !244)
    #dbg_value(i8 0, !192, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !244)
    #dbg_value(i8 0, !192, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !244)
    #dbg_value(i8 0, !192, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !244)
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18), !dbg !292
    #dbg_value(i64 0, !193, !DIExpression(), !293)
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 97), !dbg !294
    #dbg_value(i64 1, !193, !DIExpression(), !293)
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 98), !dbg !294
    #dbg_value(i64 2, !193, !DIExpression(), !293)
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 99), !dbg !294
    #dbg_value(i64 3, !193, !DIExpression(), !293)
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !294
    #dbg_value(i64 4, !193, !DIExpression(), !293)
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !294
    #dbg_value(i64 5, !193, !DIExpression(), !293)
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !294
    #dbg_value(i64 6, !193, !DIExpression(), !293)
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !294
    #dbg_value(i64 7, !193, !DIExpression(), !293)
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !294
    #dbg_value(i64 8, !193, !DIExpression(), !293)
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !294
    #dbg_value(i64 9, !193, !DIExpression(), !293)
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !294
    #dbg_value(i64 10, !193, !DIExpression(), !293)
  %144 = call i32 @putchar(i32 10), !dbg !296
    #dbg_value(i8 88, !192, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !244)
    #dbg_value(i8 88, !192, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !244)
    #dbg_value(i8 88, !192, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !244)
    #dbg_value(i8 88, !192, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !244)
    #dbg_value(i8 48, !192, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !244)
    #dbg_value(i8 49, !192, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !244)
    #dbg_value(i8 50, !192, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !244)
    #dbg_value(i8 51, !192, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !244)
    #dbg_value(i8 52, !192, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !244)
    #dbg_value(i8 53, !192, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !244)
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21), !dbg !297
    #dbg_value(i64 0, !195, !DIExpression(), !298)
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 48), !dbg !299
    #dbg_value(i64 1, !195, !DIExpression(), !298)
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 49), !dbg !299
    #dbg_value(i64 2, !195, !DIExpression(), !298)
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 50), !dbg !299
    #dbg_value(i64 3, !195, !DIExpression(), !298)
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 51), !dbg !299
    #dbg_value(i64 4, !195, !DIExpression(), !298)
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 52), !dbg !299
    #dbg_value(i64 5, !195, !DIExpression(), !298)
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 53), !dbg !299
    #dbg_value(i64 6, !195, !DIExpression(), !298)
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 88), !dbg !299
    #dbg_value(i64 7, !195, !DIExpression(), !298)
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 88), !dbg !299
    #dbg_value(i64 8, !195, !DIExpression(), !298)
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 88), !dbg !299
    #dbg_value(i64 9, !195, !DIExpression(), !298)
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 88), !dbg !299
    #dbg_value(i64 10, !195, !DIExpression(), !298)
  %156 = call i32 @putchar(i32 10), !dbg !301
    #dbg_value(ptr @.str.23, !197, !DIExpression(), !244)
    #dbg_value(ptr poison, !198, !DIExpression(), !244)
    #dbg_value(ptr poison, !199, !DIExpression(), !244)
    #dbg_value(ptr poison, !200, !DIExpression(), !244)
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.23, i64 15), i64 noundef 24, i64 noundef 27), !dbg !302
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef 29, i32 noundef 1, i32 noundef 1), !dbg !303
    #dbg_value(ptr @.str.26, !201, !DIExpression(), !244)
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef 0, i64 noundef 20, i32 noundef 1, i64 noundef 0), !dbg !304
    #dbg_value(ptr @.str.26, !305, !DIExpression(), !315)
    #dbg_value(ptr @.str.28, !310, !DIExpression(), !315)
    #dbg_value(ptr @.str.26, !313, !DIExpression(), !317)
    #dbg_value(i32 0, !311, !DIExpression(), !315)
    #dbg_value(i64 3, !312, !DIExpression(), !315)
  br label %160, !dbg !318

160:                                              ; preds = %166, %125
  %161 = phi ptr [ @.str.26, %125 ], [ %168, %166 ]
  %162 = phi i32 [ 0, %125 ], [ %163, %166 ]
    #dbg_value(ptr %161, !313, !DIExpression(), !317)
    #dbg_value(i32 %162, !311, !DIExpression(), !315)
  %163 = add nuw nsw i32 %162, 1, !dbg !319
    #dbg_value(i32 %163, !311, !DIExpression(), !315)
  %164 = load i8, ptr %161, align 1, !dbg !322, !tbaa !324
  %165 = icmp eq i8 %164, 0, !dbg !322
  br i1 %165, label %170, label %166, !dbg !325

166:                                              ; preds = %160
  %167 = getelementptr inbounds i8, ptr %161, i64 3, !dbg !326
  %168 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %167, ptr noundef nonnull readonly dereferenceable(1) @.str.28) #10, !dbg !327
    #dbg_value(ptr %168, !313, !DIExpression(), !317)
    #dbg_value(i32 %163, !311, !DIExpression(), !315)
  %169 = icmp eq ptr %168, null, !dbg !318
  br i1 %169, label %170, label %160, !dbg !318, !llvm.loop !328

170:                                              ; preds = %166, %160
  br label %171, !dbg !330

171:                                              ; preds = %170, %177
  %172 = phi ptr [ %179, %177 ], [ getelementptr inbounds (i8, ptr @.str.26, i64 5), %170 ]
  %173 = phi i32 [ %174, %177 ], [ 0, %170 ]
    #dbg_value(ptr %172, !313, !DIExpression(), !332)
    #dbg_value(i32 %173, !311, !DIExpression(), !333)
  %174 = add nuw nsw i32 %173, 1, !dbg !334
    #dbg_value(i32 %174, !311, !DIExpression(), !333)
  %175 = load i8, ptr %172, align 1, !dbg !335, !tbaa !324
  %176 = icmp eq i8 %175, 0, !dbg !335
  br i1 %176, label %181, label %177, !dbg !336

177:                                              ; preds = %171
  %178 = getelementptr inbounds i8, ptr %172, i64 2, !dbg !337
  %179 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %178, ptr noundef nonnull readonly dereferenceable(1) @.str.32) #10, !dbg !338
    #dbg_value(ptr %179, !313, !DIExpression(), !332)
    #dbg_value(i32 %174, !311, !DIExpression(), !333)
  %180 = icmp eq ptr %179, null, !dbg !330
  br i1 %180, label %181, label %171, !dbg !330, !llvm.loop !339

181:                                              ; preds = %177, %171
  br label %182, !dbg !341

182:                                              ; preds = %181, %188
  %183 = phi ptr [ %190, %188 ], [ getelementptr inbounds (i8, ptr @.str.26, i64 5), %181 ]
  %184 = phi i32 [ %185, %188 ], [ 0, %181 ]
    #dbg_value(ptr %183, !313, !DIExpression(), !343)
    #dbg_value(i32 %184, !311, !DIExpression(), !344)
  %185 = add nuw nsw i32 %184, 1, !dbg !345
    #dbg_value(i32 %185, !311, !DIExpression(), !344)
  %186 = load i8, ptr %183, align 1, !dbg !346, !tbaa !324
  %187 = icmp eq i8 %186, 0, !dbg !346
  br i1 %187, label %192, label %188, !dbg !347

188:                                              ; preds = %182
  %189 = getelementptr inbounds i8, ptr %183, i64 1, !dbg !348
  %190 = call ptr @strchr(ptr nonnull dereferenceable(1) %189, i32 97), !dbg !349
    #dbg_value(ptr %190, !313, !DIExpression(), !343)
    #dbg_value(i32 %185, !311, !DIExpression(), !344)
  %191 = icmp eq ptr %190, null, !dbg !341
  br i1 %191, label %192, label %182, !dbg !341, !llvm.loop !350

192:                                              ; preds = %182, %188
    #dbg_value(i32 %185, !311, !DIExpression(), !344)
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %163, i32 noundef %174, i32 noundef %185), !dbg !352
    #dbg_value(ptr @.str.26, !353, !DIExpression(), !369)
    #dbg_value(ptr @.str.32, !358, !DIExpression(), !369)
    #dbg_value(ptr @.str.33, !359, !DIExpression(), !369)
    #dbg_value(i64 2, !360, !DIExpression(), !369)
    #dbg_value(i64 2, !361, !DIExpression(), !369)
    #dbg_value(ptr @.str.26, !305, !DIExpression(), !371)
    #dbg_value(ptr @.str.32, !310, !DIExpression(), !371)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @.str.26, i64 5), !313, !DIExpression(), !373)
    #dbg_value(i32 0, !311, !DIExpression(), !371)
    #dbg_value(i64 2, !312, !DIExpression(), !371)
  br label %194, !dbg !374

194:                                              ; preds = %200, %192
  %195 = phi ptr [ getelementptr inbounds (i8, ptr @.str.26, i64 5), %192 ], [ %202, %200 ]
  %196 = phi i32 [ 0, %192 ], [ %197, %200 ]
    #dbg_value(ptr %195, !313, !DIExpression(), !373)
    #dbg_value(i32 %196, !311, !DIExpression(), !371)
  %197 = add nuw nsw i32 %196, 1, !dbg !375
    #dbg_value(i32 %197, !311, !DIExpression(), !371)
  %198 = load i8, ptr %195, align 1, !dbg !376, !tbaa !324
  %199 = icmp eq i8 %198, 0, !dbg !376
  br i1 %199, label %204, label %200, !dbg !377

200:                                              ; preds = %194
  %201 = getelementptr inbounds i8, ptr %195, i64 2, !dbg !378
  %202 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %201, ptr noundef nonnull readonly dereferenceable(1) @.str.32) #10, !dbg !379
    #dbg_value(ptr %202, !313, !DIExpression(), !373)
    #dbg_value(i32 %197, !311, !DIExpression(), !371)
  %203 = icmp eq ptr %202, null, !dbg !374
  br i1 %203, label %204, label %194, !dbg !374, !llvm.loop !380

204:                                              ; preds = %200, %194
    #dbg_value(i32 %197, !311, !DIExpression(), !371)
    #dbg_value(i32 %197, !362, !DIExpression(), !369)
  %205 = shl nuw i32 %197, 1, !dbg !382
  %206 = zext i32 %205 to i64, !dbg !382
  %207 = add nuw nsw i64 %206, 36, !dbg !383
  %208 = call noalias ptr @malloc(i64 noundef %207) #12, !dbg !384
    #dbg_value(ptr %208, !363, !DIExpression(), !369)
  store i8 0, ptr %208, align 1, !dbg !385, !tbaa !324
    #dbg_value(ptr @.str.26, !364, !DIExpression(), !369)
    #dbg_value(ptr %208, !366, !DIExpression(), !369)
  br label %209, !dbg !386

209:                                              ; preds = %209, %204
  %210 = phi ptr [ %219, %209 ], [ getelementptr inbounds (i8, ptr @.str.26, i64 5), %204 ]
  %211 = phi ptr [ %218, %209 ], [ @.str.26, %204 ]
  %212 = phi ptr [ %217, %209 ], [ %208, %204 ]
    #dbg_value(ptr %211, !364, !DIExpression(), !369)
    #dbg_value(ptr %212, !366, !DIExpression(), !369)
  %213 = ptrtoint ptr %210 to i64, !dbg !387
  %214 = ptrtoint ptr %211 to i64, !dbg !387
  %215 = sub i64 %213, %214, !dbg !387
    #dbg_value(i64 %215, !367, !DIExpression(), !388)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %212, ptr nonnull align 1 %211, i64 %215, i1 false), !dbg !389
  %216 = getelementptr inbounds i8, ptr %212, i64 %215, !dbg !390
    #dbg_value(ptr %216, !366, !DIExpression(), !369)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %216, ptr noundef nonnull align 1 dereferenceable(3) @.str.33, i64 3, i1 false) #11, !dbg !391
  %217 = getelementptr inbounds i8, ptr %216, i64 2, !dbg !392
    #dbg_value(ptr %217, !366, !DIExpression(), !369)
  %218 = getelementptr inbounds i8, ptr %210, i64 2, !dbg !393
    #dbg_value(ptr %218, !364, !DIExpression(), !369)
  %219 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %218, ptr noundef nonnull dereferenceable(1) @.str.32) #10, !dbg !394
    #dbg_value(ptr %219, !365, !DIExpression(), !369)
  %220 = icmp eq ptr %219, null, !dbg !395
  br i1 %220, label %221, label %209, !dbg !386, !llvm.loop !396

221:                                              ; preds = %209
  %222 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %217, ptr noundef nonnull dereferenceable(1) %218) #11, !dbg !398
    #dbg_value(ptr %208, !202, !DIExpression(), !244)
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull %208), !dbg !399
  %224 = call noalias ptr @strdup(ptr noundef nonnull %208) #11, !dbg !400
    #dbg_value(ptr %224, !204, !DIExpression(), !244)
  call void @free(ptr noundef %208) #11, !dbg !401
  store i8 84, ptr %224, align 1, !dbg !402, !tbaa !324
  %225 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %224) #10, !dbg !403
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull %224, i64 noundef %225), !dbg !404
  call void @free(ptr noundef %224) #11, !dbg !405
    #dbg_value(ptr @.str.36, !205, !DIExpression(), !244)
    #dbg_value(ptr @.str.36, !206, !DIExpression(), !244)
    #dbg_value(i32 0, !207, !DIExpression(), !244)
  br label %227, !dbg !406

227:                                              ; preds = %238, %221
  %228 = phi ptr [ @.str.36, %221 ], [ %243, %238 ], !dbg !244
  %229 = phi i32 [ 0, %221 ], [ %241, %238 ], !dbg !244
    #dbg_value(i32 %229, !207, !DIExpression(), !244)
    #dbg_value(ptr %228, !206, !DIExpression(), !244)
  %230 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %228, i32 noundef 44) #10, !dbg !407
    #dbg_value(ptr %230, !208, !DIExpression(), !246)
  %231 = icmp eq ptr %230, null, !dbg !408
  br i1 %231, label %236, label %232, !dbg !408

232:                                              ; preds = %227
  %233 = ptrtoint ptr %230 to i64, !dbg !409
  %234 = ptrtoint ptr %228 to i64, !dbg !409
  %235 = sub i64 %233, %234, !dbg !409
  br label %238, !dbg !408

236:                                              ; preds = %227
  %237 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %228) #10, !dbg !410
  br label %238, !dbg !408

238:                                              ; preds = %236, %232
  %239 = phi i64 [ %235, %232 ], [ %237, %236 ], !dbg !408
    #dbg_value(i64 %239, !212, !DIExpression(), !246)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #11, !dbg !411
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr nonnull align 1 %228, i64 %239, i1 false), !dbg !412
  %240 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %239, !dbg !413
  store i8 0, ptr %240, align 1, !dbg !414, !tbaa !324
  %241 = add nuw nsw i32 %229, 1, !dbg !415
    #dbg_value(i32 %241, !207, !DIExpression(), !244)
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %229, ptr noundef nonnull %2), !dbg !416
  %243 = getelementptr inbounds i8, ptr %230, i64 1, !dbg !417
    #dbg_value(ptr poison, !206, !DIExpression(), !244)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #11, !dbg !418
  br i1 %231, label %244, label %227

244:                                              ; preds = %238
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11, !dbg !419
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %3, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.sentence, i64 24, i1 false), !dbg !420, !DIAssignID !421
    #dbg_assign(i1 undef, !214, !DIExpression(), !421, ptr %3, !DIExpression(), !244)
  %245 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #10, !dbg !422
    #dbg_value(i64 %245, !218, !DIExpression(), !244)
    #dbg_value(i64 0, !219, !DIExpression(), !423)
  %246 = lshr i64 %245, 1
  %247 = icmp ult i64 %245, 2, !dbg !424
  br i1 %247, label %266, label %248, !dbg !425

248:                                              ; preds = %244
  %249 = icmp eq i64 %246, 1, !dbg !425
  br i1 %249, label %252, label %250, !dbg !425

250:                                              ; preds = %248
  %251 = and i64 %246, 9223372036854775806, !dbg !425
  br label %267, !dbg !425

252:                                              ; preds = %267, %248
  %253 = phi i64 [ 0, %248 ], [ %283, %267 ]
  %254 = and i64 %245, 2, !dbg !425
  %255 = icmp eq i64 %254, 0, !dbg !425
  br i1 %255, label %263, label %256, !dbg !425

256:                                              ; preds = %252
    #dbg_value(i64 %253, !219, !DIExpression(), !423)
  %257 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 %253, !dbg !426
  %258 = load i8, ptr %257, align 1, !dbg !426, !tbaa !324
    #dbg_value(i8 %258, !221, !DIExpression(), !427)
  %259 = xor i64 %253, -1, !dbg !428
  %260 = add i64 %245, %259, !dbg !428
  %261 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 %260, !dbg !429
  %262 = load i8, ptr %261, align 1, !dbg !429, !tbaa !324
  store i8 %262, ptr %257, align 1, !dbg !430, !tbaa !324
  store i8 %258, ptr %261, align 1, !dbg !431, !tbaa !324
    #dbg_value(i64 %253, !219, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !423)
  br label %263, !dbg !432

263:                                              ; preds = %252, %256
  %264 = load i8, ptr %3, align 16, !dbg !432, !tbaa !324
  %265 = icmp eq i8 %264, 0, !dbg !433
    #dbg_value(ptr %3, !224, !DIExpression(), !244)
  br i1 %265, label %312, label %266, !dbg !433

266:                                              ; preds = %244, %263
  br label %286, !dbg !433

267:                                              ; preds = %267, %250
  %268 = phi i64 [ 0, %250 ], [ %283, %267 ]
  %269 = phi i64 [ 0, %250 ], [ %284, %267 ]
    #dbg_value(i64 %268, !219, !DIExpression(), !423)
  %270 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 %268, !dbg !426
  %271 = load i8, ptr %270, align 2, !dbg !426, !tbaa !324
    #dbg_value(i8 %271, !221, !DIExpression(), !427)
  %272 = xor i64 %268, -1, !dbg !428
  %273 = add i64 %245, %272, !dbg !428
  %274 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 %273, !dbg !429
  %275 = load i8, ptr %274, align 1, !dbg !429, !tbaa !324
  store i8 %275, ptr %270, align 2, !dbg !430, !tbaa !324
  store i8 %271, ptr %274, align 1, !dbg !431, !tbaa !324
  %276 = or disjoint i64 %268, 1, !dbg !434
    #dbg_value(i64 %276, !219, !DIExpression(), !423)
  %277 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 %276, !dbg !426
  %278 = load i8, ptr %277, align 1, !dbg !426, !tbaa !324
    #dbg_value(i8 %278, !221, !DIExpression(), !427)
  %279 = xor i64 %268, -2, !dbg !428
  %280 = add i64 %245, %279, !dbg !428
  %281 = getelementptr inbounds [24 x i8], ptr %3, i64 0, i64 %280, !dbg !429
  %282 = load i8, ptr %281, align 1, !dbg !429, !tbaa !324
  store i8 %282, ptr %277, align 1, !dbg !430, !tbaa !324
  store i8 %278, ptr %281, align 1, !dbg !431, !tbaa !324
  %283 = add nuw nsw i64 %268, 2, !dbg !434
    #dbg_value(i64 %283, !219, !DIExpression(), !423)
  %284 = add i64 %269, 2, !dbg !425
  %285 = icmp eq i64 %284, %251, !dbg !425
  br i1 %285, label %252, label %267, !dbg !425, !llvm.loop !435

286:                                              ; preds = %266, %297
  %287 = phi ptr [ %301, %297 ], [ %3, %266 ]
    #dbg_value(ptr %287, !224, !DIExpression(), !244)
  %288 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %287, i32 noundef 32) #10, !dbg !437
    #dbg_value(ptr %288, !225, !DIExpression(), !438)
  %289 = icmp eq ptr %288, null, !dbg !439
  br i1 %289, label %290, label %293, !dbg !441

290:                                              ; preds = %286
  %291 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %287) #10, !dbg !442
  %292 = getelementptr inbounds i8, ptr %287, i64 %291, !dbg !443
    #dbg_value(ptr %292, !225, !DIExpression(), !438)
  br label %293, !dbg !444

293:                                              ; preds = %290, %286
  %294 = phi ptr [ %288, %286 ], [ %292, %290 ], !dbg !438
    #dbg_value(ptr %294, !225, !DIExpression(), !438)
    #dbg_value(ptr %287, !227, !DIExpression(), !445)
    #dbg_value(ptr %294, !229, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !445)
  %295 = getelementptr inbounds i8, ptr %294, i64 -1, !dbg !446
  %296 = icmp ult ptr %287, %295, !dbg !447
  br i1 %296, label %304, label %297, !dbg !448

297:                                              ; preds = %304, %293
  %298 = load i8, ptr %294, align 1, !dbg !449, !tbaa !324
  %299 = icmp ne i8 %298, 0, !dbg !449
  %300 = zext i1 %299 to i64, !dbg !449
  %301 = getelementptr inbounds i8, ptr %294, i64 %300, !dbg !449
    #dbg_value(ptr %301, !224, !DIExpression(), !244)
  %302 = load i8, ptr %301, align 1, !dbg !432, !tbaa !324
  %303 = icmp eq i8 %302, 0, !dbg !433
  br i1 %303, label %312, label %286, !dbg !433, !llvm.loop !450

304:                                              ; preds = %293, %304
  %305 = phi ptr [ %310, %304 ], [ %295, %293 ]
  %306 = phi ptr [ %309, %304 ], [ %287, %293 ]
    #dbg_value(ptr %306, !227, !DIExpression(), !445)
  %307 = load i8, ptr %306, align 1, !dbg !452, !tbaa !324
    #dbg_value(i8 %307, !230, !DIExpression(), !453)
  %308 = load i8, ptr %305, align 1, !dbg !454, !tbaa !324
  store i8 %308, ptr %306, align 1, !dbg !455, !tbaa !324
  store i8 %307, ptr %305, align 1, !dbg !456, !tbaa !324
  %309 = getelementptr inbounds i8, ptr %306, i64 1, !dbg !457
    #dbg_value(ptr %309, !227, !DIExpression(), !445)
    #dbg_value(ptr %305, !229, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !445)
  %310 = getelementptr inbounds i8, ptr %305, i64 -1, !dbg !446
    #dbg_value(ptr %310, !229, !DIExpression(), !445)
  %311 = icmp ult ptr %309, %310, !dbg !447
  br i1 %311, label %304, label %297, !dbg !448, !llvm.loop !458

312:                                              ; preds = %297, %263
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull %3), !dbg !460
    #dbg_assign(i1 undef, !233, !DIExpression(), !461, ptr poison, !DIExpression(), !244)
    #dbg_value(i64 0, !235, !DIExpression(), !462)
    #dbg_value(i64 7, !237, !DIExpression(), !463)
    #dbg_value(i32 1, !240, !DIExpression(), !463)
    #dbg_value(i64 0, !241, !DIExpression(), !464)
    #dbg_value(i64 0, !241, !DIExpression(), !464)
    #dbg_value(i32 1, !240, !DIExpression(), !463)
    #dbg_value(i32 1, !240, !DIExpression(), !463)
    #dbg_value(i64 1, !241, !DIExpression(), !464)
    #dbg_value(i32 1, !240, !DIExpression(), !463)
    #dbg_value(i64 2, !241, !DIExpression(), !464)
    #dbg_value(i32 1, !240, !DIExpression(), !463)
    #dbg_value(i64 3, !241, !DIExpression(), !464)
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.39, i32 noundef 1), !dbg !465
    #dbg_value(i64 1, !235, !DIExpression(), !462)
    #dbg_value(i64 4, !237, !DIExpression(), !463)
    #dbg_value(i32 1, !240, !DIExpression(), !463)
    #dbg_value(i64 0, !241, !DIExpression(), !464)
  %315 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.40, i32 noundef 1), !dbg !465
    #dbg_value(i64 2, !235, !DIExpression(), !462)
  %316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.41, i32 noundef 0), !dbg !465
    #dbg_value(i64 3, !235, !DIExpression(), !462)
    #dbg_value(i64 1, !237, !DIExpression(), !463)
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.42, i32 noundef 1), !dbg !465
    #dbg_value(i64 4, !235, !DIExpression(), !462)
    #dbg_value(i64 0, !237, !DIExpression(), !463)
  %318 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str, i32 noundef 1), !dbg !465
    #dbg_value(i64 5, !235, !DIExpression(), !462)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11, !dbg !466
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #11, !dbg !466
  ret i32 0, !dbg !466
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !467 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !472 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !476 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !477 i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !480 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !484 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !487 ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !490 noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !493 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !497 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!145}
!llvm.module.flags = !{!161, !162, !163, !164, !165, !166, !167}
!llvm.ident = !{!168}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "strings_basic.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "90359897d2103b515d785188afd8274b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 3)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 7)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 16)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !14, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !14, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 17)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 6)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !21, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !51, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 10)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 15)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !14, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 14)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !14, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 30)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 46)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 520, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 65)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 36)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 64)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !14, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 31)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !21, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !21, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !72, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !46, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 25)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !37, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 20)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 8)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 5)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !136, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !9, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !2, line: 146, type: !126, isLocal: true, isDefinition: true)
!145 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !146, globals: !152, splitDebugInlining: false, nameTableKind: None)
!146 = !{!147, !148, !149}
!147 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !150, line: 18, baseType: !151)
!150 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!151 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!152 = !{!0, !7, !12, !17, !19, !24, !26, !31, !33, !35, !40, !42, !153, !44, !49, !54, !56, !58, !63, !68, !155, !70, !75, !77, !82, !87, !92, !97, !102, !157, !159, !104, !109, !111, !113, !115, !117, !122, !124, !129, !134, !139, !141, !143}
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !46, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !136, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !14, isLocal: true, isDefinition: true)
!161 = !{i32 7, !"Dwarf Version", i32 5}
!162 = !{i32 2, !"Debug Info Version", i32 3}
!163 = !{i32 1, !"wchar_size", i32 4}
!164 = !{i32 8, !"PIC Level", i32 2}
!165 = !{i32 7, !"PIE Level", i32 2}
!166 = !{i32 7, !"uwtable", i32 2}
!167 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!168 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!169 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 47, type: !170, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !145, retainedNodes: !173)
!170 = !DISubroutineType(types: !171)
!171 = !{!172}
!172 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!173 = !{!174, !180, !181, !183, !185, !189, !191, !192, !193, !195, !197, !198, !199, !200, !201, !202, !204, !205, !206, !207, !208, !212, !213, !214, !218, !219, !221, !224, !225, !227, !229, !230, !233, !235, !237, !240, !241}
!174 = !DILocalVariable(name: "strs", scope: !169, file: !2, line: 48, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 576, elements: !178)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!178 = !{!179}
!179 = !DISubrange(count: 9)
!180 = !DILocalVariable(name: "n", scope: !169, file: !2, line: 49, type: !172)
!181 = !DILocalVariable(name: "i", scope: !182, file: !2, line: 50, type: !172)
!182 = distinct !DILexicalBlock(scope: !169, file: !2, line: 50, column: 5)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 52, type: !172)
!184 = distinct !DILexicalBlock(scope: !169, file: !2, line: 52, column: 5)
!185 = !DILocalVariable(name: "j", scope: !186, file: !2, line: 53, type: !172)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 53, column: 9)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 52, column: 33)
!188 = distinct !DILexicalBlock(scope: !184, file: !2, line: 52, column: 5)
!189 = !DILocalVariable(name: "j", scope: !190, file: !2, line: 56, type: !172)
!190 = distinct !DILexicalBlock(scope: !187, file: !2, line: 56, column: 9)
!191 = !DILocalVariable(name: "buf", scope: !169, file: !2, line: 61, type: !99)
!192 = !DILocalVariable(name: "pad", scope: !169, file: !2, line: 67, type: !60)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 71, type: !172)
!194 = distinct !DILexicalBlock(scope: !169, file: !2, line: 71, column: 5)
!195 = !DILocalVariable(name: "i", scope: !196, file: !2, line: 77, type: !172)
!196 = distinct !DILexicalBlock(scope: !169, file: !2, line: 77, column: 5)
!197 = !DILocalVariable(name: "path", scope: !169, file: !2, line: 80, type: !176)
!198 = !DILocalVariable(name: "slash", scope: !169, file: !2, line: 81, type: !176)
!199 = !DILocalVariable(name: "dot", scope: !169, file: !2, line: 82, type: !176)
!200 = !DILocalVariable(name: "last_dot", scope: !169, file: !2, line: 83, type: !176)
!201 = !DILocalVariable(name: "hay", scope: !169, file: !2, line: 89, type: !176)
!202 = !DILocalVariable(name: "r", scope: !169, file: !2, line: 95, type: !203)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!204 = !DILocalVariable(name: "d", scope: !169, file: !2, line: 97, type: !203)
!205 = !DILocalVariable(name: "csv", scope: !169, file: !2, line: 103, type: !176)
!206 = !DILocalVariable(name: "p", scope: !169, file: !2, line: 104, type: !176)
!207 = !DILocalVariable(name: "field", scope: !169, file: !2, line: 105, type: !172)
!208 = !DILocalVariable(name: "c", scope: !209, file: !2, line: 107, type: !176)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 106, column: 14)
!210 = distinct !DILexicalBlock(scope: !211, file: !2, line: 106, column: 5)
!211 = distinct !DILexicalBlock(scope: !169, file: !2, line: 106, column: 5)
!212 = !DILocalVariable(name: "len", scope: !209, file: !2, line: 108, type: !149)
!213 = !DILocalVariable(name: "tok", scope: !209, file: !2, line: 109, type: !37)
!214 = !DILocalVariable(name: "sentence", scope: !169, file: !2, line: 118, type: !215)
!215 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !216)
!216 = !{!217}
!217 = !DISubrange(count: 24)
!218 = !DILocalVariable(name: "L", scope: !169, file: !2, line: 119, type: !149)
!219 = !DILocalVariable(name: "i", scope: !220, file: !2, line: 120, type: !149)
!220 = distinct !DILexicalBlock(scope: !169, file: !2, line: 120, column: 5)
!221 = !DILocalVariable(name: "t", scope: !222, file: !2, line: 121, type: !4)
!222 = distinct !DILexicalBlock(scope: !223, file: !2, line: 120, column: 40)
!223 = distinct !DILexicalBlock(scope: !220, file: !2, line: 120, column: 5)
!224 = !DILocalVariable(name: "w", scope: !169, file: !2, line: 125, type: !203)
!225 = !DILocalVariable(name: "e", scope: !226, file: !2, line: 127, type: !203)
!226 = distinct !DILexicalBlock(scope: !169, file: !2, line: 126, column: 16)
!227 = !DILocalVariable(name: "a", scope: !228, file: !2, line: 130, type: !203)
!228 = distinct !DILexicalBlock(scope: !226, file: !2, line: 130, column: 9)
!229 = !DILocalVariable(name: "b", scope: !228, file: !2, line: 130, type: !203)
!230 = !DILocalVariable(name: "t", scope: !231, file: !2, line: 131, type: !4)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 130, column: 56)
!232 = distinct !DILexicalBlock(scope: !228, file: !2, line: 130, column: 9)
!233 = !DILocalVariable(name: "cands", scope: !169, file: !2, line: 139, type: !234)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 320, elements: !137)
!235 = !DILocalVariable(name: "i", scope: !236, file: !2, line: 140, type: !172)
!236 = distinct !DILexicalBlock(scope: !169, file: !2, line: 140, column: 5)
!237 = !DILocalVariable(name: "l", scope: !238, file: !2, line: 141, type: !149)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 140, column: 33)
!239 = distinct !DILexicalBlock(scope: !236, file: !2, line: 140, column: 5)
!240 = !DILocalVariable(name: "pal", scope: !238, file: !2, line: 142, type: !172)
!241 = !DILocalVariable(name: "k", scope: !242, file: !2, line: 143, type: !149)
!242 = distinct !DILexicalBlock(scope: !238, file: !2, line: 143, column: 9)
!243 = distinct !DIAssignID()
!244 = !DILocation(line: 0, scope: !169)
!245 = distinct !DIAssignID()
!246 = !DILocation(line: 0, scope: !209)
!247 = distinct !DIAssignID()
!248 = !DILocation(line: 0, scope: !182)
!249 = !DILocation(line: 51, column: 9, scope: !250)
!250 = distinct !DILexicalBlock(scope: !182, file: !2, line: 50, column: 5)
!251 = !DILocation(line: 52, column: 5, scope: !184)
!252 = !DILocation(line: 0, scope: !184)
!253 = !{!254, !254, i64 0}
!254 = !{!"any pointer", !255, i64 0}
!255 = !{!"omnipotent char", !256, i64 0}
!256 = !{!"Simple C/C++ TBAA"}
!257 = !DILocation(line: 0, scope: !186)
!258 = !DILocation(line: 54, column: 31, scope: !259)
!259 = distinct !DILexicalBlock(scope: !186, file: !2, line: 53, column: 9)
!260 = !DILocalVariable(name: "v", arg: 1, scope: !261, file: !2, line: 15, type: !172)
!261 = distinct !DISubprogram(name: "sgn", scope: !2, file: !2, line: 15, type: !262, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !145, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{!172, !172}
!264 = !{!260}
!265 = !DILocation(line: 0, scope: !261, inlinedAt: !266)
!266 = distinct !DILocation(line: 54, column: 27, scope: !259)
!267 = !DILocation(line: 15, column: 40, scope: !261, inlinedAt: !266)
!268 = !DILocation(line: 54, column: 13, scope: !259)
!269 = !DILocation(line: 15, column: 45, scope: !261, inlinedAt: !266)
!270 = !DILocation(line: 55, column: 9, scope: !187)
!271 = !DILocation(line: 0, scope: !190)
!272 = !DILocation(line: 57, column: 31, scope: !273)
!273 = distinct !DILexicalBlock(scope: !190, file: !2, line: 56, column: 9)
!274 = !DILocation(line: 0, scope: !261, inlinedAt: !275)
!275 = distinct !DILocation(line: 57, column: 27, scope: !273)
!276 = !DILocation(line: 15, column: 40, scope: !261, inlinedAt: !275)
!277 = !DILocation(line: 57, column: 13, scope: !273)
!278 = !DILocation(line: 15, column: 45, scope: !261, inlinedAt: !275)
!279 = !DILocation(line: 58, column: 9, scope: !187)
!280 = !DILocation(line: 52, column: 29, scope: !188)
!281 = !DILocation(line: 52, column: 23, scope: !188)
!282 = distinct !{!282, !251, !283, !284}
!283 = !DILocation(line: 59, column: 5, scope: !184)
!284 = !{!"llvm.loop.mustprogress"}
!285 = !DILocation(line: 60, column: 5, scope: !169)
!286 = !DILocation(line: 61, column: 5, scope: !169)
!287 = !DILocation(line: 62, column: 5, scope: !169)
!288 = !DILocation(line: 63, column: 5, scope: !169)
!289 = !DILocation(line: 64, column: 5, scope: !169)
!290 = !DILocation(line: 65, column: 31, scope: !169)
!291 = !DILocation(line: 65, column: 5, scope: !169)
!292 = !DILocation(line: 70, column: 5, scope: !169)
!293 = !DILocation(line: 0, scope: !194)
!294 = !DILocation(line: 72, column: 9, scope: !295)
!295 = distinct !DILexicalBlock(scope: !194, file: !2, line: 71, column: 5)
!296 = !DILocation(line: 73, column: 5, scope: !169)
!297 = !DILocation(line: 76, column: 5, scope: !169)
!298 = !DILocation(line: 0, scope: !196)
!299 = !DILocation(line: 78, column: 9, scope: !300)
!300 = distinct !DILexicalBlock(scope: !196, file: !2, line: 77, column: 5)
!301 = !DILocation(line: 79, column: 5, scope: !169)
!302 = !DILocation(line: 84, column: 5, scope: !169)
!303 = !DILocation(line: 86, column: 5, scope: !169)
!304 = !DILocation(line: 90, column: 5, scope: !169)
!305 = !DILocalVariable(name: "hay", arg: 1, scope: !306, file: !2, line: 17, type: !176)
!306 = distinct !DISubprogram(name: "count_occurrences", scope: !2, file: !2, line: 17, type: !307, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !145, retainedNodes: !309)
!307 = !DISubroutineType(types: !308)
!308 = !{!172, !176, !176}
!309 = !{!305, !310, !311, !312, !313}
!310 = !DILocalVariable(name: "needle", arg: 2, scope: !306, file: !2, line: 17, type: !176)
!311 = !DILocalVariable(name: "n", scope: !306, file: !2, line: 18, type: !172)
!312 = !DILocalVariable(name: "nl", scope: !306, file: !2, line: 19, type: !149)
!313 = !DILocalVariable(name: "p", scope: !314, file: !2, line: 20, type: !176)
!314 = distinct !DILexicalBlock(scope: !306, file: !2, line: 20, column: 5)
!315 = !DILocation(line: 0, scope: !306, inlinedAt: !316)
!316 = distinct !DILocation(line: 93, column: 47, scope: !169)
!317 = !DILocation(line: 0, scope: !314, inlinedAt: !316)
!318 = !DILocation(line: 20, column: 5, scope: !314, inlinedAt: !316)
!319 = !DILocation(line: 21, column: 10, scope: !320, inlinedAt: !316)
!320 = distinct !DILexicalBlock(scope: !321, file: !2, line: 20, column: 89)
!321 = distinct !DILexicalBlock(scope: !314, file: !2, line: 20, column: 5)
!322 = !DILocation(line: 22, column: 14, scope: !323, inlinedAt: !316)
!323 = distinct !DILexicalBlock(scope: !320, file: !2, line: 22, column: 13)
!324 = !{!255, !255, i64 0}
!325 = !DILocation(line: 22, column: 13, scope: !320, inlinedAt: !316)
!326 = !DILocation(line: 20, column: 63, scope: !321, inlinedAt: !316)
!327 = !DILocation(line: 20, column: 54, scope: !321, inlinedAt: !316)
!328 = distinct !{!328, !318, !329, !284}
!329 = !DILocation(line: 24, column: 5, scope: !314, inlinedAt: !316)
!330 = !DILocation(line: 20, column: 5, scope: !314, inlinedAt: !331)
!331 = distinct !DILocation(line: 94, column: 12, scope: !169)
!332 = !DILocation(line: 0, scope: !314, inlinedAt: !331)
!333 = !DILocation(line: 0, scope: !306, inlinedAt: !331)
!334 = !DILocation(line: 21, column: 10, scope: !320, inlinedAt: !331)
!335 = !DILocation(line: 22, column: 14, scope: !323, inlinedAt: !331)
!336 = !DILocation(line: 22, column: 13, scope: !320, inlinedAt: !331)
!337 = !DILocation(line: 20, column: 63, scope: !321, inlinedAt: !331)
!338 = !DILocation(line: 20, column: 54, scope: !321, inlinedAt: !331)
!339 = distinct !{!339, !330, !340, !284}
!340 = !DILocation(line: 24, column: 5, scope: !314, inlinedAt: !331)
!341 = !DILocation(line: 20, column: 5, scope: !314, inlinedAt: !342)
!342 = distinct !DILocation(line: 94, column: 42, scope: !169)
!343 = !DILocation(line: 0, scope: !314, inlinedAt: !342)
!344 = !DILocation(line: 0, scope: !306, inlinedAt: !342)
!345 = !DILocation(line: 21, column: 10, scope: !320, inlinedAt: !342)
!346 = !DILocation(line: 22, column: 14, scope: !323, inlinedAt: !342)
!347 = !DILocation(line: 22, column: 13, scope: !320, inlinedAt: !342)
!348 = !DILocation(line: 20, column: 63, scope: !321, inlinedAt: !342)
!349 = !DILocation(line: 20, column: 54, scope: !321, inlinedAt: !342)
!350 = distinct !{!350, !341, !351, !284}
!351 = !DILocation(line: 24, column: 5, scope: !314, inlinedAt: !342)
!352 = !DILocation(line: 93, column: 5, scope: !169)
!353 = !DILocalVariable(name: "s", arg: 1, scope: !354, file: !2, line: 28, type: !176)
!354 = distinct !DISubprogram(name: "replace_all", scope: !2, file: !2, line: 28, type: !355, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !145, retainedNodes: !357)
!355 = !DISubroutineType(types: !356)
!356 = !{!203, !176, !176, !176}
!357 = !{!353, !358, !359, !360, !361, !362, !363, !364, !365, !366, !367}
!358 = !DILocalVariable(name: "from", arg: 2, scope: !354, file: !2, line: 28, type: !176)
!359 = !DILocalVariable(name: "to", arg: 3, scope: !354, file: !2, line: 28, type: !176)
!360 = !DILocalVariable(name: "fl", scope: !354, file: !2, line: 29, type: !149)
!361 = !DILocalVariable(name: "tl", scope: !354, file: !2, line: 29, type: !149)
!362 = !DILocalVariable(name: "n", scope: !354, file: !2, line: 30, type: !172)
!363 = !DILocalVariable(name: "out", scope: !354, file: !2, line: 31, type: !203)
!364 = !DILocalVariable(name: "p", scope: !354, file: !2, line: 33, type: !176)
!365 = !DILocalVariable(name: "q", scope: !354, file: !2, line: 33, type: !176)
!366 = !DILocalVariable(name: "w", scope: !354, file: !2, line: 34, type: !203)
!367 = !DILocalVariable(name: "chunk", scope: !368, file: !2, line: 36, type: !149)
!368 = distinct !DILexicalBlock(scope: !354, file: !2, line: 35, column: 43)
!369 = !DILocation(line: 0, scope: !354, inlinedAt: !370)
!370 = distinct !DILocation(line: 95, column: 15, scope: !169)
!371 = !DILocation(line: 0, scope: !306, inlinedAt: !372)
!372 = distinct !DILocation(line: 30, column: 13, scope: !354, inlinedAt: !370)
!373 = !DILocation(line: 0, scope: !314, inlinedAt: !372)
!374 = !DILocation(line: 20, column: 5, scope: !314, inlinedAt: !372)
!375 = !DILocation(line: 21, column: 10, scope: !320, inlinedAt: !372)
!376 = !DILocation(line: 22, column: 14, scope: !323, inlinedAt: !372)
!377 = !DILocation(line: 22, column: 13, scope: !320, inlinedAt: !372)
!378 = !DILocation(line: 20, column: 63, scope: !321, inlinedAt: !372)
!379 = !DILocation(line: 20, column: 54, scope: !321, inlinedAt: !372)
!380 = distinct !{!380, !374, !381, !284}
!381 = !DILocation(line: 24, column: 5, scope: !314, inlinedAt: !372)
!382 = !DILocation(line: 31, column: 46, scope: !354, inlinedAt: !370)
!383 = !DILocation(line: 31, column: 51, scope: !354, inlinedAt: !370)
!384 = !DILocation(line: 31, column: 17, scope: !354, inlinedAt: !370)
!385 = !DILocation(line: 32, column: 12, scope: !354, inlinedAt: !370)
!386 = !DILocation(line: 35, column: 5, scope: !354, inlinedAt: !370)
!387 = !DILocation(line: 36, column: 35, scope: !368, inlinedAt: !370)
!388 = !DILocation(line: 0, scope: !368, inlinedAt: !370)
!389 = !DILocation(line: 37, column: 9, scope: !368, inlinedAt: !370)
!390 = !DILocation(line: 38, column: 11, scope: !368, inlinedAt: !370)
!391 = !DILocation(line: 39, column: 9, scope: !368, inlinedAt: !370)
!392 = !DILocation(line: 40, column: 11, scope: !368, inlinedAt: !370)
!393 = !DILocation(line: 41, column: 15, scope: !368, inlinedAt: !370)
!394 = !DILocation(line: 35, column: 17, scope: !354, inlinedAt: !370)
!395 = !DILocation(line: 35, column: 34, scope: !354, inlinedAt: !370)
!396 = distinct !{!396, !386, !397, !284}
!397 = !DILocation(line: 42, column: 5, scope: !354, inlinedAt: !370)
!398 = !DILocation(line: 43, column: 5, scope: !354, inlinedAt: !370)
!399 = !DILocation(line: 96, column: 5, scope: !169)
!400 = !DILocation(line: 97, column: 15, scope: !169)
!401 = !DILocation(line: 98, column: 5, scope: !169)
!402 = !DILocation(line: 99, column: 10, scope: !169)
!403 = !DILocation(line: 100, column: 36, scope: !169)
!404 = !DILocation(line: 100, column: 5, scope: !169)
!405 = !DILocation(line: 101, column: 5, scope: !169)
!406 = !DILocation(line: 106, column: 5, scope: !169)
!407 = !DILocation(line: 107, column: 25, scope: !209)
!408 = !DILocation(line: 108, column: 22, scope: !209)
!409 = !DILocation(line: 108, column: 37, scope: !209)
!410 = !DILocation(line: 108, column: 44, scope: !209)
!411 = !DILocation(line: 109, column: 9, scope: !209)
!412 = !DILocation(line: 110, column: 9, scope: !209)
!413 = !DILocation(line: 111, column: 9, scope: !209)
!414 = !DILocation(line: 111, column: 18, scope: !209)
!415 = !DILocation(line: 112, column: 41, scope: !209)
!416 = !DILocation(line: 112, column: 9, scope: !209)
!417 = !DILocation(line: 113, column: 13, scope: !209)
!418 = !DILocation(line: 116, column: 5, scope: !210)
!419 = !DILocation(line: 118, column: 5, scope: !169)
!420 = !DILocation(line: 118, column: 10, scope: !169)
!421 = distinct !DIAssignID()
!422 = !DILocation(line: 119, column: 16, scope: !169)
!423 = !DILocation(line: 0, scope: !220)
!424 = !DILocation(line: 120, column: 26, scope: !223)
!425 = !DILocation(line: 120, column: 5, scope: !220)
!426 = !DILocation(line: 121, column: 18, scope: !222)
!427 = !DILocation(line: 0, scope: !222)
!428 = !DILocation(line: 122, column: 38, scope: !222)
!429 = !DILocation(line: 122, column: 23, scope: !222)
!430 = !DILocation(line: 122, column: 21, scope: !222)
!431 = !DILocation(line: 123, column: 29, scope: !222)
!432 = !DILocation(line: 126, column: 12, scope: !169)
!433 = !DILocation(line: 126, column: 5, scope: !169)
!434 = !DILocation(line: 120, column: 36, scope: !223)
!435 = distinct !{!435, !425, !436, !284}
!436 = !DILocation(line: 124, column: 5, scope: !220)
!437 = !DILocation(line: 127, column: 19, scope: !226)
!438 = !DILocation(line: 0, scope: !226)
!439 = !DILocation(line: 128, column: 14, scope: !440)
!440 = distinct !DILexicalBlock(scope: !226, file: !2, line: 128, column: 13)
!441 = !DILocation(line: 128, column: 13, scope: !226)
!442 = !DILocation(line: 129, column: 21, scope: !440)
!443 = !DILocation(line: 129, column: 19, scope: !440)
!444 = !DILocation(line: 129, column: 13, scope: !440)
!445 = !DILocation(line: 0, scope: !228)
!446 = !DILocation(line: 130, scope: !228)
!447 = !DILocation(line: 130, column: 41, scope: !232)
!448 = !DILocation(line: 130, column: 9, scope: !228)
!449 = !DILocation(line: 135, column: 13, scope: !226)
!450 = distinct !{!450, !433, !451, !284}
!451 = !DILocation(line: 136, column: 5, scope: !169)
!452 = !DILocation(line: 131, column: 22, scope: !231)
!453 = !DILocation(line: 0, scope: !231)
!454 = !DILocation(line: 132, column: 18, scope: !231)
!455 = !DILocation(line: 132, column: 16, scope: !231)
!456 = !DILocation(line: 133, column: 16, scope: !231)
!457 = !DILocation(line: 130, column: 47, scope: !232)
!458 = distinct !{!458, !448, !459, !284}
!459 = !DILocation(line: 134, column: 9, scope: !228)
!460 = !DILocation(line: 137, column: 5, scope: !169)
!461 = distinct !DIAssignID()
!462 = !DILocation(line: 0, scope: !236)
!463 = !DILocation(line: 0, scope: !238)
!464 = !DILocation(line: 0, scope: !242)
!465 = !DILocation(line: 146, column: 9, scope: !238)
!466 = !DILocation(line: 149, column: 1, scope: !169)
!467 = !DISubprogram(name: "printf", scope: !468, file: !468, line: 356, type: !469, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!469 = !DISubroutineType(types: !470)
!470 = !{!172, !471, null}
!471 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !176)
!472 = !DISubprogram(name: "strlen", scope: !473, file: !473, line: 407, type: !474, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!474 = !DISubroutineType(types: !475)
!475 = !{!151, !176}
!476 = !DISubprogram(name: "strcmp", scope: !473, file: !473, line: 156, type: !307, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubprogram(name: "strncmp", scope: !473, file: !473, line: 159, type: !478, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!478 = !DISubroutineType(types: !479)
!479 = !{!172, !176, !176, !149}
!480 = !DISubprogram(name: "strcpy", scope: !473, file: !473, line: 141, type: !481, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!481 = !DISubroutineType(types: !482)
!482 = !{!203, !483, !471}
!483 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !203)
!484 = !DISubprogram(name: "strchr", scope: !473, file: !473, line: 246, type: !485, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!485 = !DISubroutineType(types: !486)
!486 = !{!203, !176, !172}
!487 = !DISubprogram(name: "strstr", scope: !473, file: !473, line: 350, type: !488, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{!203, !176, !176}
!490 = !DISubprogram(name: "strdup", scope: !473, file: !473, line: 187, type: !491, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DISubroutineType(types: !492)
!492 = !{!203, !176}
!493 = !DISubprogram(name: "free", scope: !494, file: !494, line: 568, type: !495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!494 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!495 = !DISubroutineType(types: !496)
!496 = !{null, !148}
!497 = !DISubprogram(name: "malloc", scope: !494, file: !494, line: 553, type: !498, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DISubroutineType(types: !499)
!499 = !{!148, !149}
