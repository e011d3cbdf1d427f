; ModuleID = 'strings_basic.c'
source_filename = "strings_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"ABC\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\FF\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"zzz\00", align 1
@__const.main.strs = private unnamed_addr constant [9 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0)], align 16
@.str.9 = private unnamed_addr constant [16 x i8] c"strlen[%d]=%zu\0A\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"%2d\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"   \00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"strncmp n=0: %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"world\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"%s (%zu)\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"strncpy short:\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"strncpy long:\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c" %c\00", align 1
@.str.23 = private unnamed_addr constant [30 x i8] c"/usr/local/lib/libpancam.so.1\00", align 1
@.str.24 = private unnamed_addr constant [46 x i8] c"basename=%s first dot at %ld last dot at %ld\0A\00", align 1
@.str.25 = private unnamed_addr constant [65 x i8] c"strchr nul: offset %ld, strrchr missing: %d, strchr missing: %d\0A\00", align 1
@.str.26 = private unnamed_addr constant [36 x i8] c"the cat sat on the mat with the hat\00", align 1
@.str.27 = private unnamed_addr constant [64 x i8] c"strstr(the)=%ld strstr(at w)=%ld strstr(dog)=%d strstr(\22\22)=%ld\0A\00", align 1
@.str.28 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.31 = private unnamed_addr constant [31 x i8] c"count 'the'=%d 'at'=%d 'a'=%d\0A\00", align 1
@.str.32 = private unnamed_addr constant [3 x i8] c"at\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"OG\00", align 1
@.str.34 = private unnamed_addr constant [14 x i8] c"replaced: %s\0A\00", align 1
@.str.35 = private unnamed_addr constant [17 x i8] c"dup: %s len=%zu\0A\00", align 1
@.str.36 = private unnamed_addr constant [25 x i8] c"alpha,beta,,gamma,delta,\00", align 1
@.str.37 = private unnamed_addr constant [16 x i8] c"field %d: '%s'\0A\00", align 1
@__const.main.sentence = private unnamed_addr constant [24 x i8] c"one two three four five\00", align 16
@.str.38 = private unnamed_addr constant [20 x i8] c"reversed words: %s\0A\00", align 1
@.str.39 = private unnamed_addr constant [8 x i8] c"racecar\00", align 1
@.str.40 = private unnamed_addr constant [5 x i8] c"abba\00", align 1
@.str.41 = private unnamed_addr constant [5 x i8] c"abca\00", align 1
@.str.42 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.43 = private unnamed_addr constant [20 x i8] c"'%s' palindrome=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !15 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [16 x i8], align 16
  %3 = alloca [24 x i8], align 16
  call void @llvm.dbg.declare(metadata [9 x i8*]* @__const.main.strs, metadata !20, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 9, metadata !27, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 0, metadata !28, metadata !DIExpression()), !dbg !103
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0, i64 noundef 0), !dbg !104
  call void @llvm.dbg.value(metadata i64 1, metadata !28, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 1, metadata !28, metadata !DIExpression()), !dbg !103
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1, i64 noundef 1), !dbg !104
  call void @llvm.dbg.value(metadata i64 2, metadata !28, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 2, metadata !28, metadata !DIExpression()), !dbg !103
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef 2, i64 noundef 3), !dbg !104
  call void @llvm.dbg.value(metadata i64 3, metadata !28, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 3, metadata !28, metadata !DIExpression()), !dbg !103
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef 3, i64 noundef 3), !dbg !104
  call void @llvm.dbg.value(metadata i64 4, metadata !28, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 4, metadata !28, metadata !DIExpression()), !dbg !103
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef 4, i64 noundef 2), !dbg !104
  call void @llvm.dbg.value(metadata i64 5, metadata !28, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 5, metadata !28, metadata !DIExpression()), !dbg !103
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef 5, i64 noundef 3), !dbg !104
  call void @llvm.dbg.value(metadata i64 6, metadata !28, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 6, metadata !28, metadata !DIExpression()), !dbg !103
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef 6, i64 noundef 6), !dbg !104
  call void @llvm.dbg.value(metadata i64 7, metadata !28, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 7, metadata !28, metadata !DIExpression()), !dbg !103
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef 7, i64 noundef 1), !dbg !104
  call void @llvm.dbg.value(metadata i64 8, metadata !28, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 8, metadata !28, metadata !DIExpression()), !dbg !103
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef 8, i64 noundef 3), !dbg !104
  call void @llvm.dbg.value(metadata i64 9, metadata !28, metadata !DIExpression()), !dbg !103
  br label %13, !dbg !106

13:                                               ; preds = %0, %13
  %14 = phi i64 [ 0, %0 ], [ %123, %13 ]
  call void @llvm.dbg.value(metadata i64 %14, metadata !30, metadata !DIExpression()), !dbg !107
  %15 = getelementptr inbounds [9 x i8*], [9 x i8*]* @__const.main.strs, i64 0, i64 %14
  %16 = load i8*, i8** %15, align 8, !tbaa !108
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 0, metadata !32, metadata !DIExpression()), !dbg !112
  %17 = load i8, i8* %16, align 1, !dbg !113
  call void @llvm.dbg.value(metadata i8 undef, metadata !115, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !120
  %18 = icmp ne i8 %17, 0, !dbg !122
  %19 = zext i1 %18 to i32, !dbg !122
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %19), !dbg !123
  call void @llvm.dbg.value(metadata i64 1, metadata !32, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 1, metadata !32, metadata !DIExpression()), !dbg !112
  %21 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(2) getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #12, !dbg !113
  call void @llvm.dbg.value(metadata i32 %21, metadata !115, metadata !DIExpression()), !dbg !120
  %22 = icmp sgt i32 %21, 0, !dbg !122
  %23 = zext i1 %22 to i32, !dbg !122
  %24 = ashr i32 %21, 31, !dbg !124
  %25 = add nsw i32 %24, %23, !dbg !125
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %25), !dbg !123
  call void @llvm.dbg.value(metadata i64 2, metadata !32, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 2, metadata !32, metadata !DIExpression()), !dbg !112
  %27 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0)) #12, !dbg !113
  call void @llvm.dbg.value(metadata i32 %27, metadata !115, metadata !DIExpression()), !dbg !120
  %28 = icmp sgt i32 %27, 0, !dbg !122
  %29 = zext i1 %28 to i32, !dbg !122
  %30 = ashr i32 %27, 31, !dbg !124
  %31 = add nsw i32 %30, %29, !dbg !125
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %31), !dbg !123
  call void @llvm.dbg.value(metadata i64 3, metadata !32, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 3, metadata !32, metadata !DIExpression()), !dbg !112
  %33 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0)) #12, !dbg !113
  call void @llvm.dbg.value(metadata i32 %33, metadata !115, metadata !DIExpression()), !dbg !120
  %34 = icmp sgt i32 %33, 0, !dbg !122
  %35 = zext i1 %34 to i32, !dbg !122
  %36 = ashr i32 %33, 31, !dbg !124
  %37 = add nsw i32 %36, %35, !dbg !125
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %37), !dbg !123
  call void @llvm.dbg.value(metadata i64 4, metadata !32, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 4, metadata !32, metadata !DIExpression()), !dbg !112
  %39 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0)) #12, !dbg !113
  call void @llvm.dbg.value(metadata i32 %39, metadata !115, metadata !DIExpression()), !dbg !120
  %40 = icmp sgt i32 %39, 0, !dbg !122
  %41 = zext i1 %40 to i32, !dbg !122
  %42 = ashr i32 %39, 31, !dbg !124
  %43 = add nsw i32 %42, %41, !dbg !125
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %43), !dbg !123
  call void @llvm.dbg.value(metadata i64 5, metadata !32, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 5, metadata !32, metadata !DIExpression()), !dbg !112
  %45 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0)) #12, !dbg !113
  call void @llvm.dbg.value(metadata i32 %45, metadata !115, metadata !DIExpression()), !dbg !120
  %46 = icmp sgt i32 %45, 0, !dbg !122
  %47 = zext i1 %46 to i32, !dbg !122
  %48 = ashr i32 %45, 31, !dbg !124
  %49 = add nsw i32 %48, %47, !dbg !125
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %49), !dbg !123
  call void @llvm.dbg.value(metadata i64 6, metadata !32, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 6, metadata !32, metadata !DIExpression()), !dbg !112
  %51 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0)) #12, !dbg !113
  call void @llvm.dbg.value(metadata i32 %51, metadata !115, metadata !DIExpression()), !dbg !120
  %52 = icmp sgt i32 %51, 0, !dbg !122
  %53 = zext i1 %52 to i32, !dbg !122
  %54 = ashr i32 %51, 31, !dbg !124
  %55 = add nsw i32 %54, %53, !dbg !125
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %55), !dbg !123
  call void @llvm.dbg.value(metadata i64 7, metadata !32, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 7, metadata !32, metadata !DIExpression()), !dbg !112
  %57 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(2) getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0)) #12, !dbg !113
  call void @llvm.dbg.value(metadata i32 %57, metadata !115, metadata !DIExpression()), !dbg !120
  %58 = icmp sgt i32 %57, 0, !dbg !122
  %59 = zext i1 %58 to i32, !dbg !122
  %60 = ashr i32 %57, 31, !dbg !124
  %61 = add nsw i32 %60, %59, !dbg !125
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %61), !dbg !123
  call void @llvm.dbg.value(metadata i64 8, metadata !32, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 8, metadata !32, metadata !DIExpression()), !dbg !112
  %63 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0)) #12, !dbg !113
  call void @llvm.dbg.value(metadata i32 %63, metadata !115, metadata !DIExpression()), !dbg !120
  %64 = icmp sgt i32 %63, 0, !dbg !122
  %65 = zext i1 %64 to i32, !dbg !122
  %66 = ashr i32 %63, 31, !dbg !124
  %67 = add nsw i32 %66, %65, !dbg !125
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %67), !dbg !123
  call void @llvm.dbg.value(metadata i64 9, metadata !32, metadata !DIExpression()), !dbg !112
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0)), !dbg !126
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 0, metadata !36, metadata !DIExpression()), !dbg !127
  %70 = load i8, i8* %16, align 1, !dbg !128
  call void @llvm.dbg.value(metadata i8 undef, metadata !115, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !130
  %71 = icmp ne i8 %70, 0, !dbg !132
  %72 = zext i1 %71 to i32, !dbg !132
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %72), !dbg !133
  call void @llvm.dbg.value(metadata i64 1, metadata !36, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 1, metadata !36, metadata !DIExpression()), !dbg !127
  %74 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(2) getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i64 noundef 2) #12, !dbg !128
  call void @llvm.dbg.value(metadata i32 %74, metadata !115, metadata !DIExpression()), !dbg !130
  %75 = icmp sgt i32 %74, 0, !dbg !132
  %76 = zext i1 %75 to i32, !dbg !132
  %77 = ashr i32 %74, 31, !dbg !134
  %78 = add nsw i32 %77, %76, !dbg !135
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %78), !dbg !133
  call void @llvm.dbg.value(metadata i64 2, metadata !36, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 2, metadata !36, metadata !DIExpression()), !dbg !127
  %80 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i64 noundef 2) #12, !dbg !128
  call void @llvm.dbg.value(metadata i32 %80, metadata !115, metadata !DIExpression()), !dbg !130
  %81 = icmp sgt i32 %80, 0, !dbg !132
  %82 = zext i1 %81 to i32, !dbg !132
  %83 = ashr i32 %80, 31, !dbg !134
  %84 = add nsw i32 %83, %82, !dbg !135
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %84), !dbg !133
  call void @llvm.dbg.value(metadata i64 3, metadata !36, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 3, metadata !36, metadata !DIExpression()), !dbg !127
  %86 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i64 noundef 2) #12, !dbg !128
  call void @llvm.dbg.value(metadata i32 %86, metadata !115, metadata !DIExpression()), !dbg !130
  %87 = icmp sgt i32 %86, 0, !dbg !132
  %88 = zext i1 %87 to i32, !dbg !132
  %89 = ashr i32 %86, 31, !dbg !134
  %90 = add nsw i32 %89, %88, !dbg !135
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %90), !dbg !133
  call void @llvm.dbg.value(metadata i64 4, metadata !36, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 4, metadata !36, metadata !DIExpression()), !dbg !127
  %92 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0), i64 noundef 2) #12, !dbg !128
  call void @llvm.dbg.value(metadata i32 %92, metadata !115, metadata !DIExpression()), !dbg !130
  %93 = icmp sgt i32 %92, 0, !dbg !132
  %94 = zext i1 %93 to i32, !dbg !132
  %95 = ashr i32 %92, 31, !dbg !134
  %96 = add nsw i32 %95, %94, !dbg !135
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %96), !dbg !133
  call void @llvm.dbg.value(metadata i64 5, metadata !36, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 5, metadata !36, metadata !DIExpression()), !dbg !127
  %98 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i64 noundef 2) #12, !dbg !128
  call void @llvm.dbg.value(metadata i32 %98, metadata !115, metadata !DIExpression()), !dbg !130
  %99 = icmp sgt i32 %98, 0, !dbg !132
  %100 = zext i1 %99 to i32, !dbg !132
  %101 = ashr i32 %98, 31, !dbg !134
  %102 = add nsw i32 %101, %100, !dbg !135
  %103 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %102), !dbg !133
  call void @llvm.dbg.value(metadata i64 6, metadata !36, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 6, metadata !36, metadata !DIExpression()), !dbg !127
  %104 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), i64 noundef 2) #12, !dbg !128
  call void @llvm.dbg.value(metadata i32 %104, metadata !115, metadata !DIExpression()), !dbg !130
  %105 = icmp sgt i32 %104, 0, !dbg !132
  %106 = zext i1 %105 to i32, !dbg !132
  %107 = ashr i32 %104, 31, !dbg !134
  %108 = add nsw i32 %107, %106, !dbg !135
  %109 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %108), !dbg !133
  call void @llvm.dbg.value(metadata i64 7, metadata !36, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 7, metadata !36, metadata !DIExpression()), !dbg !127
  %110 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(2) getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0), i64 noundef 2) #12, !dbg !128
  call void @llvm.dbg.value(metadata i32 %110, metadata !115, metadata !DIExpression()), !dbg !130
  %111 = icmp sgt i32 %110, 0, !dbg !132
  %112 = zext i1 %111 to i32, !dbg !132
  %113 = ashr i32 %110, 31, !dbg !134
  %114 = add nsw i32 %113, %112, !dbg !135
  %115 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %114), !dbg !133
  call void @llvm.dbg.value(metadata i64 8, metadata !36, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i64 8, metadata !36, metadata !DIExpression()), !dbg !127
  %116 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %16, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i64 noundef 2) #12, !dbg !128
  call void @llvm.dbg.value(metadata i32 %116, metadata !115, metadata !DIExpression()), !dbg !130
  %117 = icmp sgt i32 %116, 0, !dbg !132
  %118 = zext i1 %117 to i32, !dbg !132
  %119 = ashr i32 %116, 31, !dbg !134
  %120 = add nsw i32 %119, %118, !dbg !135
  %121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %120), !dbg !133
  call void @llvm.dbg.value(metadata i64 9, metadata !36, metadata !DIExpression()), !dbg !127
  %122 = tail call i32 @putchar(i32 10), !dbg !136
  %123 = add nuw nsw i64 %14, 1, !dbg !137
  call void @llvm.dbg.value(metadata i64 %123, metadata !30, metadata !DIExpression()), !dbg !107
  %124 = icmp eq i64 %123, 9, !dbg !138
  br i1 %124, label %125, label %13, !dbg !106, !llvm.loop !139

125:                                              ; preds = %13
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0), !dbg !142
  %127 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0, !dbg !143
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %127) #13, !dbg !143
  call void @llvm.dbg.declare(metadata [64 x i8]* %1, metadata !38, metadata !DIExpression()), !dbg !144
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(6) %127, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i64 6, i1 false) #13, !dbg !145
  %128 = call i64 @strlen(i8* nonnull %127), !dbg !146
  %129 = getelementptr [64 x i8], [64 x i8]* %1, i64 0, i64 %128, !dbg !146
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(3) %129, i8* noundef nonnull align 1 dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i64 3, i1 false), !dbg !146
  %130 = call i64 @strlen(i8* nonnull %127), !dbg !147
  %131 = getelementptr [64 x i8], [64 x i8]* %1, i64 0, i64 %130, !dbg !147
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %131, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i64 6, i1 false), !dbg !147
  %132 = call i64 @strlen(i8* noundef nonnull %127) #12, !dbg !148
  %133 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.17, i64 0, i64 0), i8* noundef nonnull %127, i64 noundef %132), !dbg !149
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 48, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 56, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 72, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 97, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 98, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 99, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 0, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 0, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 0, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 0, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 48, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 0, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 56, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 0, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 0, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 72, 8)), !dbg !102
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0)), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression()), !dbg !151
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef 97), !dbg !152
  call void @llvm.dbg.value(metadata i64 1, metadata !46, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i64 1, metadata !46, metadata !DIExpression()), !dbg !151
  %136 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef 98), !dbg !152
  call void @llvm.dbg.value(metadata i64 2, metadata !46, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i64 2, metadata !46, metadata !DIExpression()), !dbg !151
  %137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef 99), !dbg !152
  call void @llvm.dbg.value(metadata i64 3, metadata !46, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i64 3, metadata !46, metadata !DIExpression()), !dbg !151
  %138 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef 0), !dbg !152
  call void @llvm.dbg.value(metadata i64 4, metadata !46, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i64 4, metadata !46, metadata !DIExpression()), !dbg !151
  %139 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef 0), !dbg !152
  call void @llvm.dbg.value(metadata i64 5, metadata !46, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i64 5, metadata !46, metadata !DIExpression()), !dbg !151
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef 0), !dbg !152
  call void @llvm.dbg.value(metadata i64 6, metadata !46, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i64 6, metadata !46, metadata !DIExpression()), !dbg !151
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef 0), !dbg !152
  call void @llvm.dbg.value(metadata i64 7, metadata !46, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i64 7, metadata !46, metadata !DIExpression()), !dbg !151
  %142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef 0), !dbg !152
  call void @llvm.dbg.value(metadata i64 8, metadata !46, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i64 8, metadata !46, metadata !DIExpression()), !dbg !151
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef 0), !dbg !152
  call void @llvm.dbg.value(metadata i64 9, metadata !46, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i64 9, metadata !46, metadata !DIExpression()), !dbg !151
  %144 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef 0), !dbg !152
  call void @llvm.dbg.value(metadata i64 10, metadata !46, metadata !DIExpression()), !dbg !151
  %145 = call i32 @putchar(i32 10), !dbg !154
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 48, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 56, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 72, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 48, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 49, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 50, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 51, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 52, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 8)), !dbg !102
  call void @llvm.dbg.value(metadata i8 53, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 8)), !dbg !102
  %146 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.21, i64 0, i64 0)), !dbg !155
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 0, metadata !48, metadata !DIExpression()), !dbg !156
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 48), !dbg !157
  call void @llvm.dbg.value(metadata i64 1, metadata !48, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 1, metadata !48, metadata !DIExpression()), !dbg !156
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 49), !dbg !157
  call void @llvm.dbg.value(metadata i64 2, metadata !48, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 2, metadata !48, metadata !DIExpression()), !dbg !156
  %149 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 50), !dbg !157
  call void @llvm.dbg.value(metadata i64 3, metadata !48, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 3, metadata !48, metadata !DIExpression()), !dbg !156
  %150 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 51), !dbg !157
  call void @llvm.dbg.value(metadata i64 4, metadata !48, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 4, metadata !48, metadata !DIExpression()), !dbg !156
  %151 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 52), !dbg !157
  call void @llvm.dbg.value(metadata i64 5, metadata !48, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 5, metadata !48, metadata !DIExpression()), !dbg !156
  %152 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 53), !dbg !157
  call void @llvm.dbg.value(metadata i64 6, metadata !48, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 6, metadata !48, metadata !DIExpression()), !dbg !156
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 88), !dbg !157
  call void @llvm.dbg.value(metadata i64 7, metadata !48, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 7, metadata !48, metadata !DIExpression()), !dbg !156
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 88), !dbg !157
  call void @llvm.dbg.value(metadata i64 8, metadata !48, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 8, metadata !48, metadata !DIExpression()), !dbg !156
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 88), !dbg !157
  call void @llvm.dbg.value(metadata i64 9, metadata !48, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 9, metadata !48, metadata !DIExpression()), !dbg !156
  %156 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 88), !dbg !157
  call void @llvm.dbg.value(metadata i64 10, metadata !48, metadata !DIExpression()), !dbg !156
  %157 = call i32 @putchar(i32 10), !dbg !159
  %158 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.24, i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.23, i64 0, i64 15), i64 noundef 24, i64 noundef 27), !dbg !160
  %159 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([65 x i8], [65 x i8]* @.str.25, i64 0, i64 0), i64 noundef 29, i32 noundef 1, i32 noundef 1), !dbg !161
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 0), metadata !54, metadata !DIExpression()), !dbg !102
  %160 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.27, i64 0, i64 0), i64 noundef 0, i64 noundef 20, i32 noundef 1, i64 noundef 0), !dbg !162
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 0), metadata !163, metadata !DIExpression()) #13, !dbg !173
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.28, i64 0, i64 0), metadata !168, metadata !DIExpression()) #13, !dbg !173
  call void @llvm.dbg.value(metadata i32 0, metadata !169, metadata !DIExpression()) #13, !dbg !173
  call void @llvm.dbg.value(metadata i64 3, metadata !170, metadata !DIExpression()) #13, !dbg !173
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 0), metadata !171, metadata !DIExpression()) #13, !dbg !175
  call void @llvm.dbg.value(metadata i32 0, metadata !169, metadata !DIExpression()) #13, !dbg !173
  br label %161, !dbg !176

161:                                              ; preds = %167, %125
  %162 = phi i8* [ getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 0), %125 ], [ %169, %167 ]
  %163 = phi i32 [ 0, %125 ], [ %164, %167 ]
  call void @llvm.dbg.value(metadata i8* %162, metadata !171, metadata !DIExpression()) #13, !dbg !175
  call void @llvm.dbg.value(metadata i32 %163, metadata !169, metadata !DIExpression()) #13, !dbg !173
  %164 = add nuw nsw i32 %163, 1, !dbg !177
  call void @llvm.dbg.value(metadata i32 %164, metadata !169, metadata !DIExpression()) #13, !dbg !173
  %165 = load i8, i8* %162, align 1, !dbg !180, !tbaa !182
  %166 = icmp eq i8 %165, 0, !dbg !180
  br i1 %166, label %171, label %167, !dbg !183

167:                                              ; preds = %161
  %168 = getelementptr inbounds i8, i8* %162, i64 3, !dbg !184
  %169 = call i8* @strstr(i8* noundef nonnull %168, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.28, i64 0, i64 0)) #12, !dbg !185
  call void @llvm.dbg.value(metadata i8* %169, metadata !171, metadata !DIExpression()) #13, !dbg !175
  call void @llvm.dbg.value(metadata i32 %164, metadata !169, metadata !DIExpression()) #13, !dbg !173
  %170 = icmp eq i8* %169, null, !dbg !176
  br i1 %170, label %171, label %161, !dbg !176, !llvm.loop !186

171:                                              ; preds = %167, %161
  br label %172, !dbg !188

172:                                              ; preds = %171, %178
  %173 = phi i8* [ %180, %178 ], [ getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 5), %171 ]
  %174 = phi i32 [ %175, %178 ], [ 0, %171 ]
  call void @llvm.dbg.value(metadata i8* %173, metadata !171, metadata !DIExpression()) #13, !dbg !190
  call void @llvm.dbg.value(metadata i32 %174, metadata !169, metadata !DIExpression()) #13, !dbg !191
  %175 = add nuw nsw i32 %174, 1, !dbg !192
  call void @llvm.dbg.value(metadata i32 %175, metadata !169, metadata !DIExpression()) #13, !dbg !191
  %176 = load i8, i8* %173, align 1, !dbg !193, !tbaa !182
  %177 = icmp eq i8 %176, 0, !dbg !193
  br i1 %177, label %182, label %178, !dbg !194

178:                                              ; preds = %172
  %179 = getelementptr inbounds i8, i8* %173, i64 2, !dbg !195
  %180 = call i8* @strstr(i8* noundef nonnull %179, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.32, i64 0, i64 0)) #12, !dbg !196
  call void @llvm.dbg.value(metadata i8* %180, metadata !171, metadata !DIExpression()) #13, !dbg !190
  call void @llvm.dbg.value(metadata i32 %175, metadata !169, metadata !DIExpression()) #13, !dbg !191
  %181 = icmp eq i8* %180, null, !dbg !188
  br i1 %181, label %182, label %172, !dbg !188, !llvm.loop !197

182:                                              ; preds = %178, %172
  br label %183, !dbg !199

183:                                              ; preds = %182, %189
  %184 = phi i8* [ %191, %189 ], [ getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 5), %182 ]
  %185 = phi i32 [ %186, %189 ], [ 0, %182 ]
  call void @llvm.dbg.value(metadata i8* %184, metadata !171, metadata !DIExpression()) #13, !dbg !201
  call void @llvm.dbg.value(metadata i32 %185, metadata !169, metadata !DIExpression()) #13, !dbg !202
  %186 = add nuw nsw i32 %185, 1, !dbg !203
  call void @llvm.dbg.value(metadata i32 %186, metadata !169, metadata !DIExpression()) #13, !dbg !202
  %187 = load i8, i8* %184, align 1, !dbg !204, !tbaa !182
  %188 = icmp eq i8 %187, 0, !dbg !204
  br i1 %188, label %193, label %189, !dbg !205

189:                                              ; preds = %183
  %190 = getelementptr inbounds i8, i8* %184, i64 1, !dbg !206
  %191 = call i8* @strchr(i8* nonnull %190, i32 97), !dbg !207
  call void @llvm.dbg.value(metadata i8* %191, metadata !171, metadata !DIExpression()) #13, !dbg !201
  call void @llvm.dbg.value(metadata i32 %186, metadata !169, metadata !DIExpression()) #13, !dbg !202
  %192 = icmp eq i8* %191, null, !dbg !199
  br i1 %192, label %193, label %183, !dbg !199, !llvm.loop !208

193:                                              ; preds = %183, %189
  call void @llvm.dbg.value(metadata i32 %186, metadata !169, metadata !DIExpression()) #13, !dbg !202
  %194 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.31, i64 0, i64 0), i32 noundef %164, i32 noundef %175, i32 noundef %186), !dbg !210
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 0), metadata !211, metadata !DIExpression()) #13, !dbg !227
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.32, i64 0, i64 0), metadata !216, metadata !DIExpression()) #13, !dbg !227
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.33, i64 0, i64 0), metadata !217, metadata !DIExpression()) #13, !dbg !227
  call void @llvm.dbg.value(metadata i64 2, metadata !218, metadata !DIExpression()) #13, !dbg !227
  call void @llvm.dbg.value(metadata i64 2, metadata !219, metadata !DIExpression()) #13, !dbg !227
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 0), metadata !163, metadata !DIExpression()) #13, !dbg !229
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.32, i64 0, i64 0), metadata !168, metadata !DIExpression()) #13, !dbg !229
  call void @llvm.dbg.value(metadata i32 0, metadata !169, metadata !DIExpression()) #13, !dbg !229
  call void @llvm.dbg.value(metadata i64 2, metadata !170, metadata !DIExpression()) #13, !dbg !229
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 5), metadata !171, metadata !DIExpression()) #13, !dbg !231
  call void @llvm.dbg.value(metadata i32 0, metadata !169, metadata !DIExpression()) #13, !dbg !229
  br label %195, !dbg !232

195:                                              ; preds = %201, %193
  %196 = phi i8* [ getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 5), %193 ], [ %203, %201 ]
  %197 = phi i32 [ 0, %193 ], [ %198, %201 ]
  call void @llvm.dbg.value(metadata i8* %196, metadata !171, metadata !DIExpression()) #13, !dbg !231
  call void @llvm.dbg.value(metadata i32 %197, metadata !169, metadata !DIExpression()) #13, !dbg !229
  %198 = add nuw nsw i32 %197, 1, !dbg !233
  call void @llvm.dbg.value(metadata i32 %198, metadata !169, metadata !DIExpression()) #13, !dbg !229
  %199 = load i8, i8* %196, align 1, !dbg !234, !tbaa !182
  %200 = icmp eq i8 %199, 0, !dbg !234
  br i1 %200, label %205, label %201, !dbg !235

201:                                              ; preds = %195
  %202 = getelementptr inbounds i8, i8* %196, i64 2, !dbg !236
  %203 = call i8* @strstr(i8* noundef nonnull %202, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.32, i64 0, i64 0)) #12, !dbg !237
  call void @llvm.dbg.value(metadata i8* %203, metadata !171, metadata !DIExpression()) #13, !dbg !231
  call void @llvm.dbg.value(metadata i32 %198, metadata !169, metadata !DIExpression()) #13, !dbg !229
  %204 = icmp eq i8* %203, null, !dbg !232
  br i1 %204, label %205, label %195, !dbg !232, !llvm.loop !238

205:                                              ; preds = %201, %195
  call void @llvm.dbg.value(metadata i32 %198, metadata !169, metadata !DIExpression()) #13, !dbg !229
  call void @llvm.dbg.value(metadata i32 %198, metadata !220, metadata !DIExpression()) #13, !dbg !227
  %206 = shl nuw i32 %198, 1, !dbg !240
  %207 = zext i32 %206 to i64, !dbg !240
  %208 = add nuw nsw i64 %207, 36, !dbg !241
  %209 = call noalias i8* @malloc(i64 noundef %208) #13, !dbg !242
  call void @llvm.dbg.value(metadata i8* %209, metadata !221, metadata !DIExpression()) #13, !dbg !227
  store i8 0, i8* %209, align 1, !dbg !243, !tbaa !182
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 0), metadata !222, metadata !DIExpression()) #13, !dbg !227
  call void @llvm.dbg.value(metadata i8* %209, metadata !224, metadata !DIExpression()) #13, !dbg !227
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 5), metadata !223, metadata !DIExpression()) #13, !dbg !227
  br label %210, !dbg !244

210:                                              ; preds = %210, %205
  %211 = phi i8* [ %220, %210 ], [ getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 5), %205 ]
  %212 = phi i8* [ %219, %210 ], [ getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 0), %205 ]
  %213 = phi i8* [ %218, %210 ], [ %209, %205 ]
  call void @llvm.dbg.value(metadata i8* %212, metadata !222, metadata !DIExpression()) #13, !dbg !227
  call void @llvm.dbg.value(metadata i8* %213, metadata !224, metadata !DIExpression()) #13, !dbg !227
  %214 = ptrtoint i8* %211 to i64, !dbg !245
  %215 = ptrtoint i8* %212 to i64, !dbg !245
  %216 = sub i64 %214, %215, !dbg !245
  call void @llvm.dbg.value(metadata i64 %216, metadata !225, metadata !DIExpression()) #13, !dbg !246
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %213, i8* nonnull align 1 %212, i64 %216, i1 false) #13, !dbg !247
  %217 = getelementptr inbounds i8, i8* %213, i64 %216, !dbg !248
  call void @llvm.dbg.value(metadata i8* %217, metadata !224, metadata !DIExpression()) #13, !dbg !227
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(3) %217, i8* noundef nonnull align 1 dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.33, i64 0, i64 0), i64 3, i1 false) #13, !dbg !249
  %218 = getelementptr inbounds i8, i8* %217, i64 2, !dbg !250
  call void @llvm.dbg.value(metadata i8* %218, metadata !224, metadata !DIExpression()) #13, !dbg !227
  %219 = getelementptr inbounds i8, i8* %211, i64 2, !dbg !251
  call void @llvm.dbg.value(metadata i8* %219, metadata !222, metadata !DIExpression()) #13, !dbg !227
  %220 = call i8* @strstr(i8* noundef nonnull dereferenceable(1) %219, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.32, i64 0, i64 0)) #12, !dbg !252
  call void @llvm.dbg.value(metadata i8* %220, metadata !223, metadata !DIExpression()) #13, !dbg !227
  %221 = icmp eq i8* %220, null, !dbg !253
  br i1 %221, label %222, label %210, !dbg !244, !llvm.loop !254

222:                                              ; preds = %210
  %223 = call i8* @strcpy(i8* noundef nonnull %218, i8* noundef nonnull dereferenceable(1) %219) #13, !dbg !256
  call void @llvm.dbg.value(metadata i8* %209, metadata !55, metadata !DIExpression()), !dbg !102
  %224 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.34, i64 0, i64 0), i8* noundef nonnull %209), !dbg !257
  %225 = call noalias i8* @strdup(i8* noundef nonnull %209) #13, !dbg !258
  call void @llvm.dbg.value(metadata i8* %225, metadata !57, metadata !DIExpression()), !dbg !102
  call void @free(i8* noundef %209) #13, !dbg !259
  store i8 84, i8* %225, align 1, !dbg !260, !tbaa !182
  %226 = call i64 @strlen(i8* noundef nonnull %225) #12, !dbg !261
  %227 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.35, i64 0, i64 0), i8* noundef nonnull %225, i64 noundef %226), !dbg !262
  call void @free(i8* noundef %225) #13, !dbg !263
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.str.36, i64 0, i64 0), metadata !58, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.str.36, i64 0, i64 0), metadata !59, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !102
  %228 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  br label %229, !dbg !264

229:                                              ; preds = %240, %222
  %230 = phi i8* [ getelementptr inbounds ([25 x i8], [25 x i8]* @.str.36, i64 0, i64 0), %222 ], [ %245, %240 ], !dbg !102
  %231 = phi i32 [ 0, %222 ], [ %243, %240 ], !dbg !102
  call void @llvm.dbg.value(metadata i32 %231, metadata !60, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i8* %230, metadata !59, metadata !DIExpression()), !dbg !102
  %232 = call i8* @strchr(i8* noundef nonnull dereferenceable(1) %230, i32 noundef 44) #12, !dbg !265
  call void @llvm.dbg.value(metadata i8* %232, metadata !61, metadata !DIExpression()), !dbg !266
  %233 = icmp eq i8* %232, null, !dbg !267
  br i1 %233, label %238, label %234, !dbg !267

234:                                              ; preds = %229
  %235 = ptrtoint i8* %232 to i64, !dbg !268
  %236 = ptrtoint i8* %230 to i64, !dbg !268
  %237 = sub i64 %235, %236, !dbg !268
  br label %240, !dbg !267

238:                                              ; preds = %229
  %239 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %230) #12, !dbg !269
  br label %240, !dbg !267

240:                                              ; preds = %238, %234
  %241 = phi i64 [ %237, %234 ], [ %239, %238 ], !dbg !267
  call void @llvm.dbg.value(metadata i64 %241, metadata !65, metadata !DIExpression()), !dbg !266
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %228) #13, !dbg !270
  call void @llvm.dbg.declare(metadata [16 x i8]* %2, metadata !66, metadata !DIExpression()), !dbg !271
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 16 %228, i8* align 1 %230, i64 %241, i1 false), !dbg !272
  %242 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 %241, !dbg !273
  store i8 0, i8* %242, align 1, !dbg !274, !tbaa !182
  %243 = add nuw nsw i32 %231, 1, !dbg !275
  call void @llvm.dbg.value(metadata i32 %243, metadata !60, metadata !DIExpression()), !dbg !102
  %244 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.37, i64 0, i64 0), i32 noundef %231, i8* noundef nonnull %228), !dbg !276
  %245 = getelementptr inbounds i8, i8* %232, i64 1, !dbg !277
  call void @llvm.dbg.value(metadata i8* undef, metadata !59, metadata !DIExpression()), !dbg !102
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %228) #13, !dbg !278
  br i1 %233, label %246, label %229

246:                                              ; preds = %240
  %247 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 0, !dbg !279
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %247) #13, !dbg !279
  call void @llvm.dbg.declare(metadata [24 x i8]* %3, metadata !70, metadata !DIExpression()), !dbg !280
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %247, i8* noundef nonnull align 16 dereferenceable(24) getelementptr inbounds ([24 x i8], [24 x i8]* @__const.main.sentence, i64 0, i64 0), i64 24, i1 false), !dbg !280
  %248 = call i64 @strlen(i8* noundef nonnull %247) #12, !dbg !281
  call void @llvm.dbg.value(metadata i64 %248, metadata !74, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 0, metadata !75, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 0, metadata !75, metadata !DIExpression()), !dbg !282
  %249 = icmp ult i64 %248, 2, !dbg !283
  br i1 %249, label %277, label %250, !dbg !284

250:                                              ; preds = %246
  %251 = lshr i64 %248, 1
  call void @llvm.dbg.value(metadata i64 0, metadata !75, metadata !DIExpression()), !dbg !282
  %252 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 0, !dbg !285
  call void @llvm.dbg.value(metadata i8 111, metadata !77, metadata !DIExpression()), !dbg !286
  %253 = add i64 %248, -1, !dbg !287
  %254 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %253, !dbg !288
  %255 = load i8, i8* %254, align 1, !dbg !288, !tbaa !182
  store i8 %255, i8* %252, align 16, !dbg !289, !tbaa !182
  store i8 111, i8* %254, align 1, !dbg !290, !tbaa !182
  call void @llvm.dbg.value(metadata i64 1, metadata !75, metadata !DIExpression()), !dbg !282
  %256 = icmp eq i64 %251, 1, !dbg !283
  br i1 %256, label %274, label %257, !dbg !284, !llvm.loop !291

257:                                              ; preds = %250
  %258 = add nsw i64 %251, -1, !dbg !284
  %259 = and i64 %258, 1, !dbg !284
  %260 = icmp eq i64 %251, 2, !dbg !284
  br i1 %260, label %263, label %261, !dbg !284

261:                                              ; preds = %257
  %262 = and i64 %258, -2, !dbg !284
  br label %279, !dbg !284

263:                                              ; preds = %279, %257
  %264 = phi i64 [ 1, %257 ], [ %297, %279 ]
  %265 = icmp eq i64 %259, 0, !dbg !284
  br i1 %265, label %274, label %266, !dbg !284

266:                                              ; preds = %263
  %267 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %264
  %268 = load i8, i8* %267, align 1, !dbg !285, !tbaa !182
  call void @llvm.dbg.value(metadata i64 %264, metadata !75, metadata !DIExpression()), !dbg !282
  %269 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %264, !dbg !285
  call void @llvm.dbg.value(metadata i8 %268, metadata !77, metadata !DIExpression()), !dbg !286
  %270 = xor i64 %264, -1, !dbg !287
  %271 = add i64 %248, %270, !dbg !287
  %272 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %271, !dbg !288
  %273 = load i8, i8* %272, align 1, !dbg !288, !tbaa !182
  store i8 %273, i8* %269, align 1, !dbg !289, !tbaa !182
  store i8 %268, i8* %272, align 1, !dbg !290, !tbaa !182
  call void @llvm.dbg.value(metadata i64 %264, metadata !75, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !282
  br label %274, !dbg !293

274:                                              ; preds = %266, %263, %250
  %275 = load i8, i8* %247, align 16, !dbg !293, !tbaa !182
  call void @llvm.dbg.value(metadata i8* %247, metadata !80, metadata !DIExpression()), !dbg !102
  %276 = icmp eq i8 %275, 0, !dbg !294
  br i1 %276, label %332, label %277, !dbg !294

277:                                              ; preds = %246, %274
  %278 = phi i8 [ 111, %246 ], [ %275, %274 ]
  br label %300, !dbg !294

279:                                              ; preds = %279, %261
  %280 = phi i64 [ 1, %261 ], [ %297, %279 ]
  %281 = phi i64 [ 0, %261 ], [ %298, %279 ]
  %282 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %280
  %283 = load i8, i8* %282, align 1, !dbg !285, !tbaa !182
  call void @llvm.dbg.value(metadata i64 %280, metadata !75, metadata !DIExpression()), !dbg !282
  %284 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %280, !dbg !285
  call void @llvm.dbg.value(metadata i8 %283, metadata !77, metadata !DIExpression()), !dbg !286
  %285 = xor i64 %280, -1, !dbg !287
  %286 = add i64 %248, %285, !dbg !287
  %287 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %286, !dbg !288
  %288 = load i8, i8* %287, align 1, !dbg !288, !tbaa !182
  store i8 %288, i8* %284, align 1, !dbg !289, !tbaa !182
  store i8 %283, i8* %287, align 1, !dbg !290, !tbaa !182
  %289 = add nuw nsw i64 %280, 1, !dbg !295
  call void @llvm.dbg.value(metadata i64 %289, metadata !75, metadata !DIExpression()), !dbg !282
  %290 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %289
  %291 = load i8, i8* %290, align 1, !dbg !285, !tbaa !182
  call void @llvm.dbg.value(metadata i64 %289, metadata !75, metadata !DIExpression()), !dbg !282
  %292 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %289, !dbg !285
  call void @llvm.dbg.value(metadata i8 %291, metadata !77, metadata !DIExpression()), !dbg !286
  %293 = sub nuw i64 -2, %280, !dbg !287
  %294 = add i64 %248, %293, !dbg !287
  %295 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %294, !dbg !288
  %296 = load i8, i8* %295, align 1, !dbg !288, !tbaa !182
  store i8 %296, i8* %292, align 1, !dbg !289, !tbaa !182
  store i8 %291, i8* %295, align 1, !dbg !290, !tbaa !182
  %297 = add nuw nsw i64 %280, 2, !dbg !295
  call void @llvm.dbg.value(metadata i64 %297, metadata !75, metadata !DIExpression()), !dbg !282
  %298 = add i64 %281, 2, !dbg !284
  %299 = icmp eq i64 %298, %262, !dbg !284
  br i1 %299, label %263, label %279, !dbg !284, !llvm.loop !291

300:                                              ; preds = %277, %317
  %301 = phi i8 [ %322, %317 ], [ %278, %277 ]
  %302 = phi i8* [ %321, %317 ], [ %247, %277 ]
  call void @llvm.dbg.value(metadata i8* %302, metadata !80, metadata !DIExpression()), !dbg !102
  %303 = call i8* @strchr(i8* noundef nonnull %302, i32 noundef 32) #12, !dbg !296
  call void @llvm.dbg.value(metadata i8* %303, metadata !81, metadata !DIExpression()), !dbg !297
  %304 = icmp eq i8* %303, null, !dbg !298
  br i1 %304, label %305, label %308, !dbg !300

305:                                              ; preds = %300
  %306 = call i64 @strlen(i8* noundef nonnull %302) #12, !dbg !301
  %307 = getelementptr inbounds i8, i8* %302, i64 %306, !dbg !302
  call void @llvm.dbg.value(metadata i8* %307, metadata !81, metadata !DIExpression()), !dbg !297
  br label %308, !dbg !303

308:                                              ; preds = %305, %300
  %309 = phi i8* [ %303, %300 ], [ %307, %305 ], !dbg !297
  call void @llvm.dbg.value(metadata i8* %309, metadata !81, metadata !DIExpression()), !dbg !297
  call void @llvm.dbg.value(metadata i8* %302, metadata !83, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i8* %309, metadata !85, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !304
  %310 = getelementptr inbounds i8, i8* %309, i64 -1, !dbg !304
  call void @llvm.dbg.value(metadata i8* %310, metadata !85, metadata !DIExpression()), !dbg !304
  %311 = icmp ult i8* %302, %310, !dbg !305
  br i1 %311, label %312, label %317, !dbg !306

312:                                              ; preds = %308
  call void @llvm.dbg.value(metadata i8* %302, metadata !83, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i8 %301, metadata !86, metadata !DIExpression()), !dbg !307
  %313 = load i8, i8* %310, align 1, !dbg !308, !tbaa !182
  store i8 %313, i8* %302, align 1, !dbg !309, !tbaa !182
  store i8 %301, i8* %310, align 1, !dbg !310, !tbaa !182
  %314 = getelementptr inbounds i8, i8* %302, i64 1, !dbg !311
  call void @llvm.dbg.value(metadata i8* %314, metadata !83, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i8* %310, metadata !85, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !304
  %315 = getelementptr inbounds i8, i8* %309, i64 -2, !dbg !304
  call void @llvm.dbg.value(metadata i8* %315, metadata !85, metadata !DIExpression()), !dbg !304
  %316 = icmp ult i8* %314, %315, !dbg !305
  br i1 %316, label %324, label %317, !dbg !306, !llvm.loop !312

317:                                              ; preds = %324, %312, %308
  %318 = load i8, i8* %309, align 1, !dbg !314, !tbaa !182
  %319 = icmp ne i8 %318, 0, !dbg !314
  %320 = zext i1 %319 to i64, !dbg !314
  %321 = getelementptr i8, i8* %309, i64 %320, !dbg !314
  call void @llvm.dbg.value(metadata i8* %321, metadata !80, metadata !DIExpression()), !dbg !102
  %322 = load i8, i8* %321, align 1, !dbg !293, !tbaa !182
  %323 = icmp eq i8 %322, 0, !dbg !294
  br i1 %323, label %332, label %300, !dbg !294, !llvm.loop !315

324:                                              ; preds = %312, %324
  %325 = phi i8* [ %330, %324 ], [ %315, %312 ]
  %326 = phi i8* [ %329, %324 ], [ %314, %312 ]
  %327 = load i8, i8* %326, align 1, !dbg !317, !tbaa !182
  call void @llvm.dbg.value(metadata i8* %326, metadata !83, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i8 %327, metadata !86, metadata !DIExpression()), !dbg !307
  %328 = load i8, i8* %325, align 1, !dbg !308, !tbaa !182
  store i8 %328, i8* %326, align 1, !dbg !309, !tbaa !182
  store i8 %327, i8* %325, align 1, !dbg !310, !tbaa !182
  %329 = getelementptr inbounds i8, i8* %326, i64 1, !dbg !311
  call void @llvm.dbg.value(metadata i8* %329, metadata !83, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i8* %325, metadata !85, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !304
  %330 = getelementptr inbounds i8, i8* %325, i64 -1, !dbg !304
  call void @llvm.dbg.value(metadata i8* %330, metadata !85, metadata !DIExpression()), !dbg !304
  %331 = icmp ult i8* %329, %330, !dbg !305
  br i1 %331, label %324, label %317, !dbg !306, !llvm.loop !312

332:                                              ; preds = %317, %274
  %333 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.38, i64 0, i64 0), i8* noundef nonnull %247), !dbg !318
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i64 0, i64 0), metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !102
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.40, i64 0, i64 0), metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !102
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.41, i64 0, i64 0), metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !102
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.42, i64 0, i64 0), metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !102
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0), metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !102
  call void @llvm.dbg.value(metadata i64 0, metadata !93, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i64 7, metadata !95, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i64 0, metadata !99, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i64 0, metadata !99, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i64 1, metadata !99, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i64 1, metadata !99, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i64 2, metadata !99, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i64 2, metadata !99, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i64 3, metadata !99, metadata !DIExpression()), !dbg !321
  %334 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.43, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i64 0, i64 0), i32 noundef 1), !dbg !322
  call void @llvm.dbg.value(metadata i64 1, metadata !93, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i64 4, metadata !95, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i64 0, metadata !99, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !320
  %335 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.43, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.40, i64 0, i64 0), i32 noundef 1), !dbg !322
  call void @llvm.dbg.value(metadata i64 2, metadata !93, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i64 4, metadata !95, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i64 0, metadata !99, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !320
  %336 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.43, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.41, i64 0, i64 0), i32 noundef 0), !dbg !322
  call void @llvm.dbg.value(metadata i64 3, metadata !93, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i64 1, metadata !95, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i64 0, metadata !99, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !320
  %337 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.43, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.42, i64 0, i64 0), i32 noundef 1), !dbg !322
  call void @llvm.dbg.value(metadata i64 4, metadata !93, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i64 0, metadata !95, metadata !DIExpression()), !dbg !320
  %338 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.43, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0), i32 noundef 1), !dbg !322
  call void @llvm.dbg.value(metadata i64 5, metadata !93, metadata !DIExpression()), !dbg !319
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %247) #13, !dbg !323
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %127) #13, !dbg !323
  ret i32 0, !dbg !323
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strncmp(i8* nocapture noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn
declare noalias i8* @strdup(i8* nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind readonly willreturn }
attributes #13 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "strings_basic.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "90359897d2103b515d785188afd8274b")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 46, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 47, type: !16, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !27, !28, !30, !32, !36, !38, !42, !46, !48, !50, !51, !52, !53, !54, !55, !57, !58, !59, !60, !61, !65, !66, !70, !74, !75, !77, !80, !81, !83, !85, !86, !89, !93, !95, !98, !99}
!20 = !DILocalVariable(name: "strs", scope: !15, file: !1, line: 48, type: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 576, elements: !25)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!24 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 49, type: !18)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 50, type: !18)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 50, column: 5)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 52, type: !18)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 52, column: 5)
!32 = !DILocalVariable(name: "j", scope: !33, file: !1, line: 53, type: !18)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 53, column: 9)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 52, column: 33)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 52, column: 5)
!36 = !DILocalVariable(name: "j", scope: !37, file: !1, line: 56, type: !18)
!37 = distinct !DILexicalBlock(scope: !34, file: !1, line: 56, column: 9)
!38 = !DILocalVariable(name: "buf", scope: !15, file: !1, line: 61, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 512, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 64)
!42 = !DILocalVariable(name: "pad", scope: !15, file: !1, line: 67, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 80, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 10)
!46 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 71, type: !18)
!47 = distinct !DILexicalBlock(scope: !15, file: !1, line: 71, column: 5)
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 77, type: !18)
!49 = distinct !DILexicalBlock(scope: !15, file: !1, line: 77, column: 5)
!50 = !DILocalVariable(name: "path", scope: !15, file: !1, line: 80, type: !22)
!51 = !DILocalVariable(name: "slash", scope: !15, file: !1, line: 81, type: !22)
!52 = !DILocalVariable(name: "dot", scope: !15, file: !1, line: 82, type: !22)
!53 = !DILocalVariable(name: "last_dot", scope: !15, file: !1, line: 83, type: !22)
!54 = !DILocalVariable(name: "hay", scope: !15, file: !1, line: 89, type: !22)
!55 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 95, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!57 = !DILocalVariable(name: "d", scope: !15, file: !1, line: 97, type: !56)
!58 = !DILocalVariable(name: "csv", scope: !15, file: !1, line: 103, type: !22)
!59 = !DILocalVariable(name: "p", scope: !15, file: !1, line: 104, type: !22)
!60 = !DILocalVariable(name: "field", scope: !15, file: !1, line: 105, type: !18)
!61 = !DILocalVariable(name: "c", scope: !62, file: !1, line: 107, type: !22)
!62 = distinct !DILexicalBlock(scope: !63, file: !1, line: 106, column: 14)
!63 = distinct !DILexicalBlock(scope: !64, file: !1, line: 106, column: 5)
!64 = distinct !DILexicalBlock(scope: !15, file: !1, line: 106, column: 5)
!65 = !DILocalVariable(name: "len", scope: !62, file: !1, line: 108, type: !5)
!66 = !DILocalVariable(name: "tok", scope: !62, file: !1, line: 109, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 128, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 16)
!70 = !DILocalVariable(name: "sentence", scope: !15, file: !1, line: 118, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 192, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 24)
!74 = !DILocalVariable(name: "L", scope: !15, file: !1, line: 119, type: !5)
!75 = !DILocalVariable(name: "i", scope: !76, file: !1, line: 120, type: !5)
!76 = distinct !DILexicalBlock(scope: !15, file: !1, line: 120, column: 5)
!77 = !DILocalVariable(name: "t", scope: !78, file: !1, line: 121, type: !24)
!78 = distinct !DILexicalBlock(scope: !79, file: !1, line: 120, column: 40)
!79 = distinct !DILexicalBlock(scope: !76, file: !1, line: 120, column: 5)
!80 = !DILocalVariable(name: "w", scope: !15, file: !1, line: 125, type: !56)
!81 = !DILocalVariable(name: "e", scope: !82, file: !1, line: 127, type: !56)
!82 = distinct !DILexicalBlock(scope: !15, file: !1, line: 126, column: 16)
!83 = !DILocalVariable(name: "a", scope: !84, file: !1, line: 130, type: !56)
!84 = distinct !DILexicalBlock(scope: !82, file: !1, line: 130, column: 9)
!85 = !DILocalVariable(name: "b", scope: !84, file: !1, line: 130, type: !56)
!86 = !DILocalVariable(name: "t", scope: !87, file: !1, line: 131, type: !24)
!87 = distinct !DILexicalBlock(scope: !88, file: !1, line: 130, column: 56)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 130, column: 9)
!89 = !DILocalVariable(name: "cands", scope: !15, file: !1, line: 139, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 320, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 5)
!93 = !DILocalVariable(name: "i", scope: !94, file: !1, line: 140, type: !18)
!94 = distinct !DILexicalBlock(scope: !15, file: !1, line: 140, column: 5)
!95 = !DILocalVariable(name: "l", scope: !96, file: !1, line: 141, type: !5)
!96 = distinct !DILexicalBlock(scope: !97, file: !1, line: 140, column: 33)
!97 = distinct !DILexicalBlock(scope: !94, file: !1, line: 140, column: 5)
!98 = !DILocalVariable(name: "pal", scope: !96, file: !1, line: 142, type: !18)
!99 = !DILocalVariable(name: "k", scope: !100, file: !1, line: 143, type: !5)
!100 = distinct !DILexicalBlock(scope: !96, file: !1, line: 143, column: 9)
!101 = !DILocation(line: 48, column: 17, scope: !15)
!102 = !DILocation(line: 0, scope: !15)
!103 = !DILocation(line: 0, scope: !29)
!104 = !DILocation(line: 51, column: 9, scope: !105)
!105 = distinct !DILexicalBlock(scope: !29, file: !1, line: 50, column: 5)
!106 = !DILocation(line: 52, column: 5, scope: !31)
!107 = !DILocation(line: 0, scope: !31)
!108 = !{!109, !109, i64 0}
!109 = !{!"any pointer", !110, i64 0}
!110 = !{!"omnipotent char", !111, i64 0}
!111 = !{!"Simple C/C++ TBAA"}
!112 = !DILocation(line: 0, scope: !33)
!113 = !DILocation(line: 54, column: 31, scope: !114)
!114 = distinct !DILexicalBlock(scope: !33, file: !1, line: 53, column: 9)
!115 = !DILocalVariable(name: "v", arg: 1, scope: !116, file: !1, line: 15, type: !18)
!116 = distinct !DISubprogram(name: "sgn", scope: !1, file: !1, line: 15, type: !117, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!18, !18}
!119 = !{!115}
!120 = !DILocation(line: 0, scope: !116, inlinedAt: !121)
!121 = distinct !DILocation(line: 54, column: 27, scope: !114)
!122 = !DILocation(line: 15, column: 35, scope: !116, inlinedAt: !121)
!123 = !DILocation(line: 54, column: 13, scope: !114)
!124 = !DILocation(line: 15, column: 45, scope: !116, inlinedAt: !121)
!125 = !DILocation(line: 15, column: 40, scope: !116, inlinedAt: !121)
!126 = !DILocation(line: 55, column: 9, scope: !34)
!127 = !DILocation(line: 0, scope: !37)
!128 = !DILocation(line: 57, column: 31, scope: !129)
!129 = distinct !DILexicalBlock(scope: !37, file: !1, line: 56, column: 9)
!130 = !DILocation(line: 0, scope: !116, inlinedAt: !131)
!131 = distinct !DILocation(line: 57, column: 27, scope: !129)
!132 = !DILocation(line: 15, column: 35, scope: !116, inlinedAt: !131)
!133 = !DILocation(line: 57, column: 13, scope: !129)
!134 = !DILocation(line: 15, column: 45, scope: !116, inlinedAt: !131)
!135 = !DILocation(line: 15, column: 40, scope: !116, inlinedAt: !131)
!136 = !DILocation(line: 58, column: 9, scope: !34)
!137 = !DILocation(line: 52, column: 29, scope: !35)
!138 = !DILocation(line: 52, column: 23, scope: !35)
!139 = distinct !{!139, !106, !140, !141}
!140 = !DILocation(line: 59, column: 5, scope: !31)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 60, column: 5, scope: !15)
!143 = !DILocation(line: 61, column: 5, scope: !15)
!144 = !DILocation(line: 61, column: 10, scope: !15)
!145 = !DILocation(line: 62, column: 5, scope: !15)
!146 = !DILocation(line: 63, column: 5, scope: !15)
!147 = !DILocation(line: 64, column: 5, scope: !15)
!148 = !DILocation(line: 65, column: 31, scope: !15)
!149 = !DILocation(line: 65, column: 5, scope: !15)
!150 = !DILocation(line: 70, column: 5, scope: !15)
!151 = !DILocation(line: 0, scope: !47)
!152 = !DILocation(line: 72, column: 9, scope: !153)
!153 = distinct !DILexicalBlock(scope: !47, file: !1, line: 71, column: 5)
!154 = !DILocation(line: 73, column: 5, scope: !15)
!155 = !DILocation(line: 76, column: 5, scope: !15)
!156 = !DILocation(line: 0, scope: !49)
!157 = !DILocation(line: 78, column: 9, scope: !158)
!158 = distinct !DILexicalBlock(scope: !49, file: !1, line: 77, column: 5)
!159 = !DILocation(line: 79, column: 5, scope: !15)
!160 = !DILocation(line: 84, column: 5, scope: !15)
!161 = !DILocation(line: 86, column: 5, scope: !15)
!162 = !DILocation(line: 90, column: 5, scope: !15)
!163 = !DILocalVariable(name: "hay", arg: 1, scope: !164, file: !1, line: 17, type: !22)
!164 = distinct !DISubprogram(name: "count_occurrences", scope: !1, file: !1, line: 17, type: !165, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{!18, !22, !22}
!167 = !{!163, !168, !169, !170, !171}
!168 = !DILocalVariable(name: "needle", arg: 2, scope: !164, file: !1, line: 17, type: !22)
!169 = !DILocalVariable(name: "n", scope: !164, file: !1, line: 18, type: !18)
!170 = !DILocalVariable(name: "nl", scope: !164, file: !1, line: 19, type: !5)
!171 = !DILocalVariable(name: "p", scope: !172, file: !1, line: 20, type: !22)
!172 = distinct !DILexicalBlock(scope: !164, file: !1, line: 20, column: 5)
!173 = !DILocation(line: 0, scope: !164, inlinedAt: !174)
!174 = distinct !DILocation(line: 93, column: 47, scope: !15)
!175 = !DILocation(line: 0, scope: !172, inlinedAt: !174)
!176 = !DILocation(line: 20, column: 5, scope: !172, inlinedAt: !174)
!177 = !DILocation(line: 21, column: 10, scope: !178, inlinedAt: !174)
!178 = distinct !DILexicalBlock(scope: !179, file: !1, line: 20, column: 89)
!179 = distinct !DILexicalBlock(scope: !172, file: !1, line: 20, column: 5)
!180 = !DILocation(line: 22, column: 14, scope: !181, inlinedAt: !174)
!181 = distinct !DILexicalBlock(scope: !178, file: !1, line: 22, column: 13)
!182 = !{!110, !110, i64 0}
!183 = !DILocation(line: 22, column: 13, scope: !178, inlinedAt: !174)
!184 = !DILocation(line: 20, column: 63, scope: !179, inlinedAt: !174)
!185 = !DILocation(line: 20, column: 54, scope: !179, inlinedAt: !174)
!186 = distinct !{!186, !176, !187, !141}
!187 = !DILocation(line: 24, column: 5, scope: !172, inlinedAt: !174)
!188 = !DILocation(line: 20, column: 5, scope: !172, inlinedAt: !189)
!189 = distinct !DILocation(line: 94, column: 12, scope: !15)
!190 = !DILocation(line: 0, scope: !172, inlinedAt: !189)
!191 = !DILocation(line: 0, scope: !164, inlinedAt: !189)
!192 = !DILocation(line: 21, column: 10, scope: !178, inlinedAt: !189)
!193 = !DILocation(line: 22, column: 14, scope: !181, inlinedAt: !189)
!194 = !DILocation(line: 22, column: 13, scope: !178, inlinedAt: !189)
!195 = !DILocation(line: 20, column: 63, scope: !179, inlinedAt: !189)
!196 = !DILocation(line: 20, column: 54, scope: !179, inlinedAt: !189)
!197 = distinct !{!197, !188, !198, !141}
!198 = !DILocation(line: 24, column: 5, scope: !172, inlinedAt: !189)
!199 = !DILocation(line: 20, column: 5, scope: !172, inlinedAt: !200)
!200 = distinct !DILocation(line: 94, column: 42, scope: !15)
!201 = !DILocation(line: 0, scope: !172, inlinedAt: !200)
!202 = !DILocation(line: 0, scope: !164, inlinedAt: !200)
!203 = !DILocation(line: 21, column: 10, scope: !178, inlinedAt: !200)
!204 = !DILocation(line: 22, column: 14, scope: !181, inlinedAt: !200)
!205 = !DILocation(line: 22, column: 13, scope: !178, inlinedAt: !200)
!206 = !DILocation(line: 20, column: 63, scope: !179, inlinedAt: !200)
!207 = !DILocation(line: 20, column: 54, scope: !179, inlinedAt: !200)
!208 = distinct !{!208, !199, !209, !141}
!209 = !DILocation(line: 24, column: 5, scope: !172, inlinedAt: !200)
!210 = !DILocation(line: 93, column: 5, scope: !15)
!211 = !DILocalVariable(name: "s", arg: 1, scope: !212, file: !1, line: 28, type: !22)
!212 = distinct !DISubprogram(name: "replace_all", scope: !1, file: !1, line: 28, type: !213, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!56, !22, !22, !22}
!215 = !{!211, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225}
!216 = !DILocalVariable(name: "from", arg: 2, scope: !212, file: !1, line: 28, type: !22)
!217 = !DILocalVariable(name: "to", arg: 3, scope: !212, file: !1, line: 28, type: !22)
!218 = !DILocalVariable(name: "fl", scope: !212, file: !1, line: 29, type: !5)
!219 = !DILocalVariable(name: "tl", scope: !212, file: !1, line: 29, type: !5)
!220 = !DILocalVariable(name: "n", scope: !212, file: !1, line: 30, type: !18)
!221 = !DILocalVariable(name: "out", scope: !212, file: !1, line: 31, type: !56)
!222 = !DILocalVariable(name: "p", scope: !212, file: !1, line: 33, type: !22)
!223 = !DILocalVariable(name: "q", scope: !212, file: !1, line: 33, type: !22)
!224 = !DILocalVariable(name: "w", scope: !212, file: !1, line: 34, type: !56)
!225 = !DILocalVariable(name: "chunk", scope: !226, file: !1, line: 36, type: !5)
!226 = distinct !DILexicalBlock(scope: !212, file: !1, line: 35, column: 43)
!227 = !DILocation(line: 0, scope: !212, inlinedAt: !228)
!228 = distinct !DILocation(line: 95, column: 15, scope: !15)
!229 = !DILocation(line: 0, scope: !164, inlinedAt: !230)
!230 = distinct !DILocation(line: 30, column: 13, scope: !212, inlinedAt: !228)
!231 = !DILocation(line: 0, scope: !172, inlinedAt: !230)
!232 = !DILocation(line: 20, column: 5, scope: !172, inlinedAt: !230)
!233 = !DILocation(line: 21, column: 10, scope: !178, inlinedAt: !230)
!234 = !DILocation(line: 22, column: 14, scope: !181, inlinedAt: !230)
!235 = !DILocation(line: 22, column: 13, scope: !178, inlinedAt: !230)
!236 = !DILocation(line: 20, column: 63, scope: !179, inlinedAt: !230)
!237 = !DILocation(line: 20, column: 54, scope: !179, inlinedAt: !230)
!238 = distinct !{!238, !232, !239, !141}
!239 = !DILocation(line: 24, column: 5, scope: !172, inlinedAt: !230)
!240 = !DILocation(line: 31, column: 46, scope: !212, inlinedAt: !228)
!241 = !DILocation(line: 31, column: 51, scope: !212, inlinedAt: !228)
!242 = !DILocation(line: 31, column: 17, scope: !212, inlinedAt: !228)
!243 = !DILocation(line: 32, column: 12, scope: !212, inlinedAt: !228)
!244 = !DILocation(line: 35, column: 5, scope: !212, inlinedAt: !228)
!245 = !DILocation(line: 36, column: 35, scope: !226, inlinedAt: !228)
!246 = !DILocation(line: 0, scope: !226, inlinedAt: !228)
!247 = !DILocation(line: 37, column: 9, scope: !226, inlinedAt: !228)
!248 = !DILocation(line: 38, column: 11, scope: !226, inlinedAt: !228)
!249 = !DILocation(line: 39, column: 9, scope: !226, inlinedAt: !228)
!250 = !DILocation(line: 40, column: 11, scope: !226, inlinedAt: !228)
!251 = !DILocation(line: 41, column: 15, scope: !226, inlinedAt: !228)
!252 = !DILocation(line: 35, column: 17, scope: !212, inlinedAt: !228)
!253 = !DILocation(line: 35, column: 34, scope: !212, inlinedAt: !228)
!254 = distinct !{!254, !244, !255, !141}
!255 = !DILocation(line: 42, column: 5, scope: !212, inlinedAt: !228)
!256 = !DILocation(line: 43, column: 5, scope: !212, inlinedAt: !228)
!257 = !DILocation(line: 96, column: 5, scope: !15)
!258 = !DILocation(line: 97, column: 15, scope: !15)
!259 = !DILocation(line: 98, column: 5, scope: !15)
!260 = !DILocation(line: 99, column: 10, scope: !15)
!261 = !DILocation(line: 100, column: 36, scope: !15)
!262 = !DILocation(line: 100, column: 5, scope: !15)
!263 = !DILocation(line: 101, column: 5, scope: !15)
!264 = !DILocation(line: 106, column: 5, scope: !15)
!265 = !DILocation(line: 107, column: 25, scope: !62)
!266 = !DILocation(line: 0, scope: !62)
!267 = !DILocation(line: 108, column: 22, scope: !62)
!268 = !DILocation(line: 108, column: 37, scope: !62)
!269 = !DILocation(line: 108, column: 44, scope: !62)
!270 = !DILocation(line: 109, column: 9, scope: !62)
!271 = !DILocation(line: 109, column: 14, scope: !62)
!272 = !DILocation(line: 110, column: 9, scope: !62)
!273 = !DILocation(line: 111, column: 9, scope: !62)
!274 = !DILocation(line: 111, column: 18, scope: !62)
!275 = !DILocation(line: 112, column: 41, scope: !62)
!276 = !DILocation(line: 112, column: 9, scope: !62)
!277 = !DILocation(line: 113, column: 13, scope: !62)
!278 = !DILocation(line: 116, column: 5, scope: !63)
!279 = !DILocation(line: 118, column: 5, scope: !15)
!280 = !DILocation(line: 118, column: 10, scope: !15)
!281 = !DILocation(line: 119, column: 16, scope: !15)
!282 = !DILocation(line: 0, scope: !76)
!283 = !DILocation(line: 120, column: 26, scope: !79)
!284 = !DILocation(line: 120, column: 5, scope: !76)
!285 = !DILocation(line: 121, column: 18, scope: !78)
!286 = !DILocation(line: 0, scope: !78)
!287 = !DILocation(line: 122, column: 38, scope: !78)
!288 = !DILocation(line: 122, column: 23, scope: !78)
!289 = !DILocation(line: 122, column: 21, scope: !78)
!290 = !DILocation(line: 123, column: 29, scope: !78)
!291 = distinct !{!291, !284, !292, !141}
!292 = !DILocation(line: 124, column: 5, scope: !76)
!293 = !DILocation(line: 126, column: 12, scope: !15)
!294 = !DILocation(line: 126, column: 5, scope: !15)
!295 = !DILocation(line: 120, column: 36, scope: !79)
!296 = !DILocation(line: 127, column: 19, scope: !82)
!297 = !DILocation(line: 0, scope: !82)
!298 = !DILocation(line: 128, column: 14, scope: !299)
!299 = distinct !DILexicalBlock(scope: !82, file: !1, line: 128, column: 13)
!300 = !DILocation(line: 128, column: 13, scope: !82)
!301 = !DILocation(line: 129, column: 21, scope: !299)
!302 = !DILocation(line: 129, column: 19, scope: !299)
!303 = !DILocation(line: 129, column: 13, scope: !299)
!304 = !DILocation(line: 0, scope: !84)
!305 = !DILocation(line: 130, column: 41, scope: !88)
!306 = !DILocation(line: 130, column: 9, scope: !84)
!307 = !DILocation(line: 0, scope: !87)
!308 = !DILocation(line: 132, column: 18, scope: !87)
!309 = !DILocation(line: 132, column: 16, scope: !87)
!310 = !DILocation(line: 133, column: 16, scope: !87)
!311 = !DILocation(line: 130, column: 47, scope: !88)
!312 = distinct !{!312, !306, !313, !141}
!313 = !DILocation(line: 134, column: 9, scope: !84)
!314 = !DILocation(line: 135, column: 13, scope: !82)
!315 = distinct !{!315, !294, !316, !141}
!316 = !DILocation(line: 136, column: 5, scope: !15)
!317 = !DILocation(line: 131, column: 22, scope: !87)
!318 = !DILocation(line: 137, column: 5, scope: !15)
!319 = !DILocation(line: 0, scope: !94)
!320 = !DILocation(line: 0, scope: !96)
!321 = !DILocation(line: 0, scope: !100)
!322 = !DILocation(line: 146, column: 9, scope: !96)
!323 = !DILocation(line: 149, column: 1, scope: !15)
