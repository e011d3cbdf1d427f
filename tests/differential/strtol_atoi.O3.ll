; ModuleID = 'strtol_atoi.c'
source_filename = "strtol_atoi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"42\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"-42\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"+17\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [10 x i8] c"   123abc\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [9 x i8] c"\09\0A -0x1F\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [5 x i8] c"0x1f\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [5 x i8] c"0X1F\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [4 x i8] c"017\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [3 x i8] c"08\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [6 x i8] c"0b101\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [3 x i8] c"zz\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !47
@.str.13 = private unnamed_addr constant [3 x i8] c"  \00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [2 x i8] c"-\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [3 x i8] c"0x\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [4 x i8] c"1e5\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [6 x i8] c"99999\00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [12 x i8] c"-2147483648\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [11 x i8] c"2147483648\00", align 1, !dbg !67
@.str.20 = private unnamed_addr constant [20 x i8] c"9223372036854775807\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [21 x i8] c"-9223372036854775808\00", align 1, !dbg !77
@.str.22 = private unnamed_addr constant [20 x i8] c"9223372036854775808\00", align 1, !dbg !82
@.str.23 = private unnamed_addr constant [22 x i8] c"-99999999999999999999\00", align 1, !dbg !84
@.str.24 = private unnamed_addr constant [31 x i8] c"123456789012345678901234567890\00", align 1, !dbg !89
@__const.main.bases = private unnamed_addr constant [4 x i32] [i32 0, i32 10, i32 16, i32 8], align 16
@.str.25 = private unnamed_addr constant [7 x i8] c"101101\00", align 1, !dbg !94
@.str.26 = private unnamed_addr constant [5 x i8] c"-777\00", align 1, !dbg !99
@.str.27 = private unnamed_addr constant [7 x i8] c"Pancam\00", align 1, !dbg !101
@.str.28 = private unnamed_addr constant [3 x i8] c"ff\00", align 1, !dbg !103
@.str.29 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1, !dbg !105
@.str.30 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1, !dbg !107
@.str.31 = private unnamed_addr constant [3 x i8] c"-1\00", align 1, !dbg !109
@.str.32 = private unnamed_addr constant [11 x i8] c"0xffffffff\00", align 1, !dbg !111
@.str.33 = private unnamed_addr constant [7 x i8] c"  +077\00", align 1, !dbg !113
@.str.34 = private unnamed_addr constant [9 x i8] c"deadBEEF\00", align 1, !dbg !115
@.str.35 = private unnamed_addr constant [20 x i8] c"no endptr: %ld %lu\0A\00", align 1, !dbg !117
@.str.36 = private unnamed_addr constant [7 x i8] c"  -55x\00", align 1, !dbg !119
@.str.38 = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !121
@.str.39 = private unnamed_addr constant [6 x i8] c"  +99\00", align 1, !dbg !123
@.str.40 = private unnamed_addr constant [11 x i8] c"2147483647\00", align 1, !dbg !125
@.str.41 = private unnamed_addr constant [5 x i8] c"12ab\00", align 1, !dbg !127
@.str.42 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !129
@.str.43 = private unnamed_addr constant [8 x i8] c"  -0012\00", align 1, !dbg !131
@.str.44 = private unnamed_addr constant [5 x i8] c"3.99\00", align 1, !dbg !136
@.str.45 = private unnamed_addr constant [17 x i8] c"atoi(\22%s\22) = %d\0A\00", align 1, !dbg !138
@.str.46 = private unnamed_addr constant [14 x i8] c"atoi sum=%ld\0A\00", align 1, !dbg !143
@.str.47 = private unnamed_addr constant [22 x i8] c"10 -20 0x30 040 +5 7x\00", align 1, !dbg !148
@.str.48 = private unnamed_addr constant [47 x i8] c"parsed %d numbers, total %ld, stopped at \22%s\22\0A\00", align 1, !dbg !150
@.str.49 = private unnamed_addr constant [49 x i8] c"strtol(\22%s\22, %d) = %ld, consumed %ld, rest \22%s\22\0A\00", align 1, !dbg !155
@.str.50 = private unnamed_addr constant [39 x i8] c"strtoul(\22%s\22, %d) = %lu, consumed %ld\0A\00", align 1, !dbg !160

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !183 {
  %1 = alloca ptr, align 8, !DIAssignID !218
  %2 = alloca ptr, align 8, !DIAssignID !219
  %3 = alloca ptr, align 8, !DIAssignID !220
    #dbg_assign(i1 undef, !187, !DIExpression(), !221, ptr poison, !DIExpression(), !222)
    #dbg_assign(i1 undef, !194, !DIExpression(), !223, ptr @__const.main.bases, !DIExpression(), !222)
    #dbg_assign(i1 undef, !201, !DIExpression(), !224, ptr poison, !DIExpression(), !222)
  %4 = alloca ptr, align 8, !DIAssignID !225
    #dbg_assign(i1 undef, !213, !DIExpression(), !225, ptr %4, !DIExpression(), !226)
    #dbg_assign(i1 undef, !187, !DIExpression(), !227, ptr poison, !DIExpression(), !222)
    #dbg_value(i32 25, !193, !DIExpression(), !222)
    #dbg_assign(i1 undef, !194, !DIExpression(), !228, ptr @__const.main.bases, !DIExpression(), !222)
    #dbg_value(i32 0, !196, !DIExpression(), !229)
  br label %5, !dbg !230

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %134, %5 ]
    #dbg_value(i64 %6, !196, !DIExpression(), !229)
  %7 = getelementptr inbounds [4 x i32], ptr @__const.main.bases, i64 0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !231
    #dbg_value(i32 0, !198, !DIExpression(), !235)
    #dbg_value(i64 0, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str, !241, !DIExpression(), !244)
    #dbg_value(i32 %8, !242, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %9 = call i64 @strtol(ptr noundef nonnull @.str, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %9, !243, !DIExpression(), !244)
  %10 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %11 = ptrtoint ptr %10 to i64, !dbg !252
  %12 = sub i64 %11, ptrtoint (ptr @.str to i64), !dbg !252
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str, i32 noundef %8, i64 noundef %9, i64 noundef %12, ptr noundef %10), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 1, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.1, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %14 = call i64 @strtol(ptr noundef nonnull @.str.1, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %14, !243, !DIExpression(), !244)
  %15 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %16 = ptrtoint ptr %15 to i64, !dbg !252
  %17 = sub i64 %16, ptrtoint (ptr @.str.1 to i64), !dbg !252
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.1, i32 noundef %8, i64 noundef %14, i64 noundef %17, ptr noundef %15), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 2, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.2, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %19 = call i64 @strtol(ptr noundef nonnull @.str.2, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %19, !243, !DIExpression(), !244)
  %20 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %21 = ptrtoint ptr %20 to i64, !dbg !252
  %22 = sub i64 %21, ptrtoint (ptr @.str.2 to i64), !dbg !252
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.2, i32 noundef %8, i64 noundef %19, i64 noundef %22, ptr noundef %20), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 3, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.3, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %24 = call i64 @strtol(ptr noundef nonnull @.str.3, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %24, !243, !DIExpression(), !244)
  %25 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %26 = ptrtoint ptr %25 to i64, !dbg !252
  %27 = sub i64 %26, ptrtoint (ptr @.str.3 to i64), !dbg !252
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.3, i32 noundef %8, i64 noundef %24, i64 noundef %27, ptr noundef %25), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 4, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.4, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %29 = call i64 @strtol(ptr noundef nonnull @.str.4, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %29, !243, !DIExpression(), !244)
  %30 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %31 = ptrtoint ptr %30 to i64, !dbg !252
  %32 = sub i64 %31, ptrtoint (ptr @.str.4 to i64), !dbg !252
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.4, i32 noundef %8, i64 noundef %29, i64 noundef %32, ptr noundef %30), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 5, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.5, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %34 = call i64 @strtol(ptr noundef nonnull @.str.5, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %34, !243, !DIExpression(), !244)
  %35 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %36 = ptrtoint ptr %35 to i64, !dbg !252
  %37 = sub i64 %36, ptrtoint (ptr @.str.5 to i64), !dbg !252
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.5, i32 noundef %8, i64 noundef %34, i64 noundef %37, ptr noundef %35), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 6, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.6, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %39 = call i64 @strtol(ptr noundef nonnull @.str.6, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %39, !243, !DIExpression(), !244)
  %40 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %41 = ptrtoint ptr %40 to i64, !dbg !252
  %42 = sub i64 %41, ptrtoint (ptr @.str.6 to i64), !dbg !252
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.6, i32 noundef %8, i64 noundef %39, i64 noundef %42, ptr noundef %40), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 7, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.7, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %44 = call i64 @strtol(ptr noundef nonnull @.str.7, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %44, !243, !DIExpression(), !244)
  %45 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %46 = ptrtoint ptr %45 to i64, !dbg !252
  %47 = sub i64 %46, ptrtoint (ptr @.str.7 to i64), !dbg !252
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.7, i32 noundef %8, i64 noundef %44, i64 noundef %47, ptr noundef %45), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 8, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.8, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %49 = call i64 @strtol(ptr noundef nonnull @.str.8, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %49, !243, !DIExpression(), !244)
  %50 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %51 = ptrtoint ptr %50 to i64, !dbg !252
  %52 = sub i64 %51, ptrtoint (ptr @.str.8 to i64), !dbg !252
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.8, i32 noundef %8, i64 noundef %49, i64 noundef %52, ptr noundef %50), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 9, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.9, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %54 = call i64 @strtol(ptr noundef nonnull @.str.9, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %54, !243, !DIExpression(), !244)
  %55 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %56 = ptrtoint ptr %55 to i64, !dbg !252
  %57 = sub i64 %56, ptrtoint (ptr @.str.9 to i64), !dbg !252
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.9, i32 noundef %8, i64 noundef %54, i64 noundef %57, ptr noundef %55), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 10, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.10, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %59 = call i64 @strtol(ptr noundef nonnull @.str.10, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %59, !243, !DIExpression(), !244)
  %60 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %61 = ptrtoint ptr %60 to i64, !dbg !252
  %62 = sub i64 %61, ptrtoint (ptr @.str.10 to i64), !dbg !252
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.10, i32 noundef %8, i64 noundef %59, i64 noundef %62, ptr noundef %60), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 11, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.11, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %64 = call i64 @strtol(ptr noundef nonnull @.str.11, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %64, !243, !DIExpression(), !244)
  %65 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %66 = ptrtoint ptr %65 to i64, !dbg !252
  %67 = sub i64 %66, ptrtoint (ptr @.str.11 to i64), !dbg !252
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.11, i32 noundef %8, i64 noundef %64, i64 noundef %67, ptr noundef %65), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 12, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.12, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %69 = call i64 @strtol(ptr noundef nonnull @.str.12, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %69, !243, !DIExpression(), !244)
  %70 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %71 = ptrtoint ptr %70 to i64, !dbg !252
  %72 = sub i64 %71, ptrtoint (ptr @.str.12 to i64), !dbg !252
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.12, i32 noundef %8, i64 noundef %69, i64 noundef %72, ptr noundef %70), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 13, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.13, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %74 = call i64 @strtol(ptr noundef nonnull @.str.13, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %74, !243, !DIExpression(), !244)
  %75 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %76 = ptrtoint ptr %75 to i64, !dbg !252
  %77 = sub i64 %76, ptrtoint (ptr @.str.13 to i64), !dbg !252
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.13, i32 noundef %8, i64 noundef %74, i64 noundef %77, ptr noundef %75), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 14, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.14, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %79 = call i64 @strtol(ptr noundef nonnull @.str.14, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %79, !243, !DIExpression(), !244)
  %80 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %81 = ptrtoint ptr %80 to i64, !dbg !252
  %82 = sub i64 %81, ptrtoint (ptr @.str.14 to i64), !dbg !252
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.14, i32 noundef %8, i64 noundef %79, i64 noundef %82, ptr noundef %80), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 15, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.15, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %84 = call i64 @strtol(ptr noundef nonnull @.str.15, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %84, !243, !DIExpression(), !244)
  %85 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %86 = ptrtoint ptr %85 to i64, !dbg !252
  %87 = sub i64 %86, ptrtoint (ptr @.str.15 to i64), !dbg !252
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.15, i32 noundef %8, i64 noundef %84, i64 noundef %87, ptr noundef %85), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 16, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.16, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %89 = call i64 @strtol(ptr noundef nonnull @.str.16, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %89, !243, !DIExpression(), !244)
  %90 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %91 = ptrtoint ptr %90 to i64, !dbg !252
  %92 = sub i64 %91, ptrtoint (ptr @.str.16 to i64), !dbg !252
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.16, i32 noundef %8, i64 noundef %89, i64 noundef %92, ptr noundef %90), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 17, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.17, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %94 = call i64 @strtol(ptr noundef nonnull @.str.17, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %94, !243, !DIExpression(), !244)
  %95 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %96 = ptrtoint ptr %95 to i64, !dbg !252
  %97 = sub i64 %96, ptrtoint (ptr @.str.17 to i64), !dbg !252
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.17, i32 noundef %8, i64 noundef %94, i64 noundef %97, ptr noundef %95), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 18, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.18, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %99 = call i64 @strtol(ptr noundef nonnull @.str.18, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %99, !243, !DIExpression(), !244)
  %100 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %101 = ptrtoint ptr %100 to i64, !dbg !252
  %102 = sub i64 %101, ptrtoint (ptr @.str.18 to i64), !dbg !252
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.18, i32 noundef %8, i64 noundef %99, i64 noundef %102, ptr noundef %100), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 19, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.19, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %104 = call i64 @strtol(ptr noundef nonnull @.str.19, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %104, !243, !DIExpression(), !244)
  %105 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %106 = ptrtoint ptr %105 to i64, !dbg !252
  %107 = sub i64 %106, ptrtoint (ptr @.str.19 to i64), !dbg !252
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.19, i32 noundef %8, i64 noundef %104, i64 noundef %107, ptr noundef %105), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 20, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.20, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %109 = call i64 @strtol(ptr noundef nonnull @.str.20, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %109, !243, !DIExpression(), !244)
  %110 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %111 = ptrtoint ptr %110 to i64, !dbg !252
  %112 = sub i64 %111, ptrtoint (ptr @.str.20 to i64), !dbg !252
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.20, i32 noundef %8, i64 noundef %109, i64 noundef %112, ptr noundef %110), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 21, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.21, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %114 = call i64 @strtol(ptr noundef nonnull @.str.21, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %114, !243, !DIExpression(), !244)
  %115 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %116 = ptrtoint ptr %115 to i64, !dbg !252
  %117 = sub i64 %116, ptrtoint (ptr @.str.21 to i64), !dbg !252
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.21, i32 noundef %8, i64 noundef %114, i64 noundef %117, ptr noundef %115), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 22, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.22, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %119 = call i64 @strtol(ptr noundef nonnull @.str.22, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %119, !243, !DIExpression(), !244)
  %120 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %121 = ptrtoint ptr %120 to i64, !dbg !252
  %122 = sub i64 %121, ptrtoint (ptr @.str.22 to i64), !dbg !252
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.22, i32 noundef %8, i64 noundef %119, i64 noundef %122, ptr noundef %120), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 23, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.23, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %124 = call i64 @strtol(ptr noundef nonnull @.str.23, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %124, !243, !DIExpression(), !244)
  %125 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %126 = ptrtoint ptr %125 to i64, !dbg !252
  %127 = sub i64 %126, ptrtoint (ptr @.str.23 to i64), !dbg !252
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.23, i32 noundef %8, i64 noundef %124, i64 noundef %127, ptr noundef %125), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 24, !198, !DIExpression(), !235)
    #dbg_assign(i1 undef, !236, !DIExpression(), !218, ptr %1, !DIExpression(), !244)
    #dbg_value(ptr @.str.24, !241, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !247
  %129 = call i64 @strtol(ptr noundef nonnull @.str.24, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !248
    #dbg_value(i64 %129, !243, !DIExpression(), !244)
  %130 = load ptr, ptr %1, align 8, !dbg !249, !tbaa !250
  %131 = ptrtoint ptr %130 to i64, !dbg !252
  %132 = sub i64 %131, ptrtoint (ptr @.str.24 to i64), !dbg !252
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.24, i32 noundef %8, i64 noundef %129, i64 noundef %132, ptr noundef %130), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !254
    #dbg_value(i64 25, !198, !DIExpression(), !235)
  %134 = add nuw nsw i64 %6, 1, !dbg !255
    #dbg_value(i64 %134, !196, !DIExpression(), !229)
  %135 = icmp eq i64 %134, 4, !dbg !256
  br i1 %135, label %136, label %5, !dbg !230, !llvm.loop !257

136:                                              ; preds = %5
    #dbg_assign(i1 undef, !236, !DIExpression(), !260, ptr undef, !DIExpression(), !261)
    #dbg_value(ptr @.str.25, !241, !DIExpression(), !261)
    #dbg_value(i32 2, !242, !DIExpression(), !261)
    #dbg_value(i64 45, !243, !DIExpression(), !261)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.25, i32 noundef 2, i64 noundef 45, i64 noundef 6, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.25, i64 6)), !dbg !263
    #dbg_assign(i1 undef, !236, !DIExpression(), !264, ptr undef, !DIExpression(), !265)
    #dbg_value(ptr @.str.26, !241, !DIExpression(), !265)
    #dbg_value(i32 8, !242, !DIExpression(), !265)
    #dbg_value(i64 -511, !243, !DIExpression(), !265)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.26, i32 noundef 8, i64 noundef -511, i64 noundef 4, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.26, i64 4)), !dbg !267
    #dbg_assign(i1 undef, !236, !DIExpression(), !268, ptr undef, !DIExpression(), !269)
    #dbg_value(ptr @.str.11, !241, !DIExpression(), !269)
    #dbg_value(i32 36, !242, !DIExpression(), !269)
    #dbg_value(i64 1295, !243, !DIExpression(), !269)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.11, i32 noundef 36, i64 noundef 1295, i64 noundef 2, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.11, i64 2)), !dbg !271
    #dbg_assign(i1 undef, !236, !DIExpression(), !272, ptr undef, !DIExpression(), !273)
    #dbg_value(ptr @.str.27, !241, !DIExpression(), !273)
    #dbg_value(i32 36, !242, !DIExpression(), !273)
    #dbg_value(i64 1529539582, !243, !DIExpression(), !273)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.27, i32 noundef 36, i64 noundef 1529539582, i64 noundef 6, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.27, i64 6)), !dbg !275
    #dbg_assign(i1 undef, !236, !DIExpression(), !220, ptr %3, !DIExpression(), !276)
    #dbg_value(ptr @.str.28, !241, !DIExpression(), !276)
    #dbg_value(i32 15, !242, !DIExpression(), !276)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #4, !dbg !278
  %141 = call i64 @strtol(ptr noundef nonnull @.str.28, ptr noundef nonnull %3, i32 noundef 15) #4, !dbg !279
    #dbg_value(i64 %141, !243, !DIExpression(), !276)
  %142 = load ptr, ptr %3, align 8, !dbg !280, !tbaa !250
  %143 = ptrtoint ptr %142 to i64, !dbg !281
  %144 = sub i64 %143, ptrtoint (ptr @.str.28 to i64), !dbg !281
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.28, i32 noundef 15, i64 noundef %141, i64 noundef %144, ptr noundef %142), !dbg !282
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #4, !dbg !283
    #dbg_assign(i1 undef, !284, !DIExpression(), !291, ptr undef, !DIExpression(), !292)
    #dbg_value(ptr @.str.29, !287, !DIExpression(), !292)
    #dbg_value(i32 10, !288, !DIExpression(), !292)
    #dbg_value(i64 -1, !289, !DIExpression(), !292)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.29, i32 noundef 10, i64 noundef -1, i64 noundef 20), !dbg !294
    #dbg_assign(i1 undef, !284, !DIExpression(), !219, ptr %2, !DIExpression(), !295)
    #dbg_value(ptr @.str.30, !287, !DIExpression(), !295)
    #dbg_value(i32 10, !288, !DIExpression(), !295)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #4, !dbg !297
  %147 = call i64 @strtoul(ptr noundef nonnull @.str.30, ptr noundef nonnull %2, i32 noundef 10) #4, !dbg !298
    #dbg_value(i64 %147, !289, !DIExpression(), !295)
  %148 = load ptr, ptr %2, align 8, !dbg !299, !tbaa !250
  %149 = ptrtoint ptr %148 to i64, !dbg !300
  %150 = sub i64 %149, ptrtoint (ptr @.str.30 to i64), !dbg !300
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.30, i32 noundef 10, i64 noundef %147, i64 noundef %150), !dbg !301
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #4, !dbg !302
    #dbg_assign(i1 undef, !284, !DIExpression(), !303, ptr undef, !DIExpression(), !304)
    #dbg_value(ptr @.str.31, !287, !DIExpression(), !304)
    #dbg_value(i32 10, !288, !DIExpression(), !304)
    #dbg_value(i64 -1, !289, !DIExpression(), !304)
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.31, i32 noundef 10, i64 noundef -1, i64 noundef 2), !dbg !306
    #dbg_assign(i1 undef, !284, !DIExpression(), !307, ptr undef, !DIExpression(), !308)
    #dbg_value(ptr @.str.32, !287, !DIExpression(), !308)
    #dbg_value(i32 0, !288, !DIExpression(), !308)
    #dbg_value(i64 4294967295, !289, !DIExpression(), !308)
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.32, i32 noundef 0, i64 noundef 4294967295, i64 noundef 10), !dbg !310
    #dbg_assign(i1 undef, !284, !DIExpression(), !311, ptr undef, !DIExpression(), !312)
    #dbg_value(ptr @.str.33, !287, !DIExpression(), !312)
    #dbg_value(i32 0, !288, !DIExpression(), !312)
    #dbg_value(i64 63, !289, !DIExpression(), !312)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.33, i32 noundef 0, i64 noundef 63, i64 noundef 6), !dbg !314
    #dbg_assign(i1 undef, !284, !DIExpression(), !315, ptr undef, !DIExpression(), !316)
    #dbg_value(ptr @.str.34, !287, !DIExpression(), !316)
    #dbg_value(i32 16, !288, !DIExpression(), !316)
    #dbg_value(i64 3735928559, !289, !DIExpression(), !316)
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.34, i32 noundef 16, i64 noundef 3735928559, i64 noundef 8), !dbg !318
  %156 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.36, ptr noundef null, i32 noundef 10) #4, !dbg !319
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i64 noundef %156, i64 noundef 66), !dbg !320
    #dbg_assign(i1 undef, !201, !DIExpression(), !321, ptr poison, !DIExpression(), !222)
    #dbg_value(i64 0, !203, !DIExpression(), !222)
    #dbg_value(i32 0, !204, !DIExpression(), !322)
    #dbg_value(i64 0, !204, !DIExpression(), !322)
    #dbg_value(i64 0, !203, !DIExpression(), !222)
    #dbg_value(ptr @.str, !323, !DIExpression(), !329)
    #dbg_value(i32 0, !206, !DIExpression(), !331)
    #dbg_value(i64 0, !203, !DIExpression(), !222)
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str, i32 noundef 0), !dbg !332
    #dbg_value(i64 1, !204, !DIExpression(), !322)
    #dbg_value(ptr @.str.38, !323, !DIExpression(), !329)
    #dbg_value(i32 1, !206, !DIExpression(), !331)
    #dbg_value(i64 1, !203, !DIExpression(), !222)
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.38, i32 noundef 1), !dbg !332
    #dbg_value(i64 2, !204, !DIExpression(), !322)
    #dbg_value(ptr @.str.31, !323, !DIExpression(), !329)
    #dbg_value(i32 -1, !206, !DIExpression(), !331)
    #dbg_value(i64 0, !203, !DIExpression(), !222)
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.31, i32 noundef -1), !dbg !332
    #dbg_value(i64 3, !204, !DIExpression(), !322)
    #dbg_value(ptr @.str.39, !323, !DIExpression(), !329)
    #dbg_value(i32 99, !206, !DIExpression(), !331)
    #dbg_value(i64 99, !203, !DIExpression(), !222)
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.39, i32 noundef 99), !dbg !332
    #dbg_value(i64 4, !204, !DIExpression(), !322)
    #dbg_value(ptr @.str.40, !323, !DIExpression(), !329)
    #dbg_value(i32 2147483647, !206, !DIExpression(), !331)
    #dbg_value(i64 2147483746, !203, !DIExpression(), !222)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.40, i32 noundef 2147483647), !dbg !332
    #dbg_value(i64 5, !204, !DIExpression(), !322)
    #dbg_value(ptr @.str.18, !323, !DIExpression(), !329)
    #dbg_value(i32 -2147483648, !206, !DIExpression(), !331)
    #dbg_value(i64 98, !203, !DIExpression(), !222)
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.18, i32 noundef -2147483648), !dbg !332
    #dbg_value(i64 6, !204, !DIExpression(), !322)
    #dbg_value(ptr @.str.41, !323, !DIExpression(), !329)
  %164 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.41, ptr noundef null, i32 noundef 10) #4, !dbg !333
  %165 = trunc i64 %164 to i32, !dbg !334
    #dbg_value(i32 %165, !206, !DIExpression(), !331)
  %166 = shl i64 %164, 32, !dbg !335
  %167 = ashr exact i64 %166, 32, !dbg !335
    #dbg_value(i64 poison, !203, !DIExpression(), !222)
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.41, i32 noundef %165), !dbg !332
    #dbg_value(i64 7, !204, !DIExpression(), !322)
    #dbg_value(ptr @.str.42, !323, !DIExpression(), !329)
  %169 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.42, ptr noundef null, i32 noundef 10) #4, !dbg !333
  %170 = trunc i64 %169 to i32, !dbg !334
    #dbg_value(i32 %170, !206, !DIExpression(), !331)
  %171 = shl i64 %169, 32, !dbg !335
  %172 = ashr exact i64 %171, 32, !dbg !335
    #dbg_value(i64 poison, !203, !DIExpression(), !222)
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.42, i32 noundef %170), !dbg !332
    #dbg_value(i64 8, !204, !DIExpression(), !322)
    #dbg_value(ptr @.str.43, !323, !DIExpression(), !329)
    #dbg_value(i32 -12, !206, !DIExpression(), !331)
    #dbg_value(i64 poison, !203, !DIExpression(), !222)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.43, i32 noundef -12), !dbg !332
    #dbg_value(i64 9, !204, !DIExpression(), !322)
    #dbg_value(ptr @.str.44, !323, !DIExpression(), !329)
  %175 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.44, ptr noundef null, i32 noundef 10) #4, !dbg !333
  %176 = trunc i64 %175 to i32, !dbg !334
    #dbg_value(i32 %176, !206, !DIExpression(), !331)
  %177 = shl i64 %175, 32, !dbg !335
  %178 = ashr exact i64 %177, 32, !dbg !335
  %179 = add nsw i64 %167, 86, !dbg !336
  %180 = add nsw i64 %172, %178, !dbg !336
  %181 = add nsw i64 %179, %180, !dbg !336
    #dbg_value(i64 %181, !203, !DIExpression(), !222)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.44, i32 noundef %176), !dbg !332
    #dbg_value(i64 10, !204, !DIExpression(), !322)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i64 noundef %181), !dbg !337
    #dbg_value(ptr @.str.47, !209, !DIExpression(), !222)
    #dbg_value(ptr @.str.47, !210, !DIExpression(), !222)
    #dbg_value(i64 0, !211, !DIExpression(), !222)
    #dbg_value(i32 0, !212, !DIExpression(), !222)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #4, !dbg !338
  %184 = call i64 @strtol(ptr noundef nonnull @.str.47, ptr noundef nonnull %4, i32 noundef 0) #4, !dbg !339
  %185 = load ptr, ptr %4, align 8, !dbg !340, !tbaa !250
  %186 = icmp eq ptr %185, @.str.47, !dbg !342
  br i1 %186, label %197, label %187, !dbg !343

187:                                              ; preds = %136, %187
  %188 = phi ptr [ %195, %187 ], [ %185, %136 ]
  %189 = phi i64 [ %194, %187 ], [ %184, %136 ]
  %190 = phi i32 [ %193, %187 ], [ 0, %136 ]
  %191 = phi i64 [ %192, %187 ], [ 0, %136 ]
    #dbg_value(i32 %190, !212, !DIExpression(), !222)
    #dbg_value(i64 %191, !211, !DIExpression(), !222)
  %192 = add nsw i64 %189, %191, !dbg !344
    #dbg_value(i64 %192, !211, !DIExpression(), !222)
  %193 = add nuw nsw i32 %190, 1, !dbg !345
    #dbg_value(i32 %193, !212, !DIExpression(), !222)
    #dbg_value(ptr %188, !210, !DIExpression(), !222)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4, !dbg !346
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #4, !dbg !338
  %194 = call i64 @strtol(ptr noundef %188, ptr noundef nonnull %4, i32 noundef 0) #4, !dbg !339
    #dbg_value(i64 %194, !217, !DIExpression(), !226)
  %195 = load ptr, ptr %4, align 8, !dbg !340, !tbaa !250
  %196 = icmp eq ptr %195, %188, !dbg !342
  br i1 %196, label %197, label %187, !dbg !343

197:                                              ; preds = %187, %136
  %198 = phi ptr [ @.str.47, %136 ], [ %188, %187 ], !dbg !347
  %199 = phi i64 [ 0, %136 ], [ %192, %187 ], !dbg !348
  %200 = phi i32 [ 0, %136 ], [ %193, %187 ], !dbg !349
    #dbg_value(i32 %200, !212, !DIExpression(), !222)
    #dbg_value(i64 %199, !211, !DIExpression(), !222)
    #dbg_value(ptr %198, !210, !DIExpression(), !222)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4, !dbg !346
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, i32 noundef %200, i64 noundef %199, ptr noundef %198), !dbg !350
  ret i32 0, !dbg !351
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !352 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !357 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !361 i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!165}
!llvm.module.flags = !{!175, !176, !177, !178, !179, !180, !181}
!llvm.ident = !{!182}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "strtol_atoi.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "1156ee8d9c54c73d2e48ecef043cfa0e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 10)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 9)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 5)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !14, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 6)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 1)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !14, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !42, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 12)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 11)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 20)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 21)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !74, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 22)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 31)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 7)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !31, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !96, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !79, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !79, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !69, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !96, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !26, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !74, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !96, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !42, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !69, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !31, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !14, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 8)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !31, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !140, isLocal: true, isDefinition: true)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 17)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !145, isLocal: true, isDefinition: true)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 14)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !86, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 47)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 49)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !162, isLocal: true, isDefinition: true)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !163)
!163 = !{!164}
!164 = !DISubrange(count: 39)
!165 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !166, globals: !172, splitDebugInlining: false, nameTableKind: None)
!166 = !{!167, !168, !169, !171}
!167 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!168 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!172 = !{!0, !7, !12, !17, !19, !24, !29, !34, !36, !38, !40, !45, !47, !52, !54, !56, !58, !60, !62, !67, !72, !77, !82, !84, !89, !94, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !173, !121, !123, !125, !127, !129, !131, !136, !138, !143, !148, !150, !155, !160}
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!175 = !{i32 7, !"Dwarf Version", i32 5}
!176 = !{i32 2, !"Debug Info Version", i32 3}
!177 = !{i32 1, !"wchar_size", i32 4}
!178 = !{i32 8, !"PIC Level", i32 2}
!179 = !{i32 7, !"PIE Level", i32 2}
!180 = !{i32 7, !"uwtable", i32 2}
!181 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!182 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!183 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !184, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !165, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{!168}
!186 = !{!187, !193, !194, !196, !198, !201, !203, !204, !206, !209, !210, !211, !212, !213, !217}
!187 = !DILocalVariable(name: "inputs", scope: !183, file: !2, line: 20, type: !188)
!188 = !DICompositeType(tag: DW_TAG_array_type, baseType: !189, size: 1600, elements: !191)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!191 = !{!192}
!192 = !DISubrange(count: 25)
!193 = !DILocalVariable(name: "n", scope: !183, file: !2, line: 25, type: !168)
!194 = !DILocalVariable(name: "bases", scope: !183, file: !2, line: 26, type: !195)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !168, size: 128, elements: !15)
!196 = !DILocalVariable(name: "b", scope: !197, file: !2, line: 27, type: !168)
!197 = distinct !DILexicalBlock(scope: !183, file: !2, line: 27, column: 5)
!198 = !DILocalVariable(name: "i", scope: !199, file: !2, line: 28, type: !168)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 28, column: 9)
!200 = distinct !DILexicalBlock(scope: !197, file: !2, line: 27, column: 5)
!201 = !DILocalVariable(name: "atoi_in", scope: !183, file: !2, line: 43, type: !202)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !189, size: 640, elements: !22)
!203 = !DILocalVariable(name: "sum", scope: !183, file: !2, line: 45, type: !167)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 46, type: !168)
!205 = distinct !DILexicalBlock(scope: !183, file: !2, line: 46, column: 5)
!206 = !DILocalVariable(name: "v", scope: !207, file: !2, line: 47, type: !168)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 46, column: 34)
!208 = distinct !DILexicalBlock(scope: !205, file: !2, line: 46, column: 5)
!209 = !DILocalVariable(name: "list", scope: !183, file: !2, line: 53, type: !189)
!210 = !DILocalVariable(name: "p", scope: !183, file: !2, line: 54, type: !189)
!211 = !DILocalVariable(name: "total", scope: !183, file: !2, line: 55, type: !167)
!212 = !DILocalVariable(name: "count", scope: !183, file: !2, line: 56, type: !168)
!213 = !DILocalVariable(name: "end", scope: !214, file: !2, line: 58, type: !170)
!214 = distinct !DILexicalBlock(scope: !215, file: !2, line: 57, column: 14)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 57, column: 5)
!216 = distinct !DILexicalBlock(scope: !183, file: !2, line: 57, column: 5)
!217 = !DILocalVariable(name: "v", scope: !214, file: !2, line: 59, type: !167)
!218 = distinct !DIAssignID()
!219 = distinct !DIAssignID()
!220 = distinct !DIAssignID()
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 0, scope: !183)
!223 = distinct !DIAssignID()
!224 = distinct !DIAssignID()
!225 = distinct !DIAssignID()
!226 = !DILocation(line: 0, scope: !214)
!227 = distinct !DIAssignID()
!228 = distinct !DIAssignID()
!229 = !DILocation(line: 0, scope: !197)
!230 = !DILocation(line: 27, column: 5, scope: !197)
!231 = !{!232, !232, i64 0}
!232 = !{!"int", !233, i64 0}
!233 = !{!"omnipotent char", !234, i64 0}
!234 = !{!"Simple C/C++ TBAA"}
!235 = !DILocation(line: 0, scope: !199)
!236 = !DILocalVariable(name: "end", scope: !237, file: !2, line: 7, type: !170)
!237 = distinct !DISubprogram(name: "try_strtol", scope: !2, file: !2, line: 6, type: !238, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !165, retainedNodes: !240)
!238 = !DISubroutineType(types: !239)
!239 = !{null, !189, !168}
!240 = !{!241, !242, !236, !243}
!241 = !DILocalVariable(name: "s", arg: 1, scope: !237, file: !2, line: 6, type: !189)
!242 = !DILocalVariable(name: "base", arg: 2, scope: !237, file: !2, line: 6, type: !168)
!243 = !DILocalVariable(name: "v", scope: !237, file: !2, line: 8, type: !167)
!244 = !DILocation(line: 0, scope: !237, inlinedAt: !245)
!245 = distinct !DILocation(line: 29, column: 13, scope: !246)
!246 = distinct !DILexicalBlock(scope: !199, file: !2, line: 28, column: 9)
!247 = !DILocation(line: 7, column: 5, scope: !237, inlinedAt: !245)
!248 = !DILocation(line: 8, column: 14, scope: !237, inlinedAt: !245)
!249 = !DILocation(line: 9, column: 88, scope: !237, inlinedAt: !245)
!250 = !{!251, !251, i64 0}
!251 = !{!"any pointer", !233, i64 0}
!252 = !DILocation(line: 9, column: 92, scope: !237, inlinedAt: !245)
!253 = !DILocation(line: 9, column: 5, scope: !237, inlinedAt: !245)
!254 = !DILocation(line: 11, column: 1, scope: !237, inlinedAt: !245)
!255 = !DILocation(line: 27, column: 29, scope: !200)
!256 = !DILocation(line: 27, column: 23, scope: !200)
!257 = distinct !{!257, !230, !258, !259}
!258 = !DILocation(line: 29, column: 43, scope: !197)
!259 = !{!"llvm.loop.mustprogress"}
!260 = distinct !DIAssignID()
!261 = !DILocation(line: 0, scope: !237, inlinedAt: !262)
!262 = distinct !DILocation(line: 30, column: 5, scope: !183)
!263 = !DILocation(line: 9, column: 5, scope: !237, inlinedAt: !262)
!264 = distinct !DIAssignID()
!265 = !DILocation(line: 0, scope: !237, inlinedAt: !266)
!266 = distinct !DILocation(line: 31, column: 5, scope: !183)
!267 = !DILocation(line: 9, column: 5, scope: !237, inlinedAt: !266)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 0, scope: !237, inlinedAt: !270)
!270 = distinct !DILocation(line: 32, column: 5, scope: !183)
!271 = !DILocation(line: 9, column: 5, scope: !237, inlinedAt: !270)
!272 = distinct !DIAssignID()
!273 = !DILocation(line: 0, scope: !237, inlinedAt: !274)
!274 = distinct !DILocation(line: 33, column: 5, scope: !183)
!275 = !DILocation(line: 9, column: 5, scope: !237, inlinedAt: !274)
!276 = !DILocation(line: 0, scope: !237, inlinedAt: !277)
!277 = distinct !DILocation(line: 34, column: 5, scope: !183)
!278 = !DILocation(line: 7, column: 5, scope: !237, inlinedAt: !277)
!279 = !DILocation(line: 8, column: 14, scope: !237, inlinedAt: !277)
!280 = !DILocation(line: 9, column: 88, scope: !237, inlinedAt: !277)
!281 = !DILocation(line: 9, column: 92, scope: !237, inlinedAt: !277)
!282 = !DILocation(line: 9, column: 5, scope: !237, inlinedAt: !277)
!283 = !DILocation(line: 11, column: 1, scope: !237, inlinedAt: !277)
!284 = !DILocalVariable(name: "end", scope: !285, file: !2, line: 14, type: !170)
!285 = distinct !DISubprogram(name: "try_strtoul", scope: !2, file: !2, line: 13, type: !238, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !165, retainedNodes: !286)
!286 = !{!287, !288, !284, !289}
!287 = !DILocalVariable(name: "s", arg: 1, scope: !285, file: !2, line: 13, type: !189)
!288 = !DILocalVariable(name: "base", arg: 2, scope: !285, file: !2, line: 13, type: !168)
!289 = !DILocalVariable(name: "v", scope: !285, file: !2, line: 15, type: !290)
!290 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 0, scope: !285, inlinedAt: !293)
!293 = distinct !DILocation(line: 35, column: 5, scope: !183)
!294 = !DILocation(line: 16, column: 5, scope: !285, inlinedAt: !293)
!295 = !DILocation(line: 0, scope: !285, inlinedAt: !296)
!296 = distinct !DILocation(line: 36, column: 5, scope: !183)
!297 = !DILocation(line: 14, column: 5, scope: !285, inlinedAt: !296)
!298 = !DILocation(line: 15, column: 23, scope: !285, inlinedAt: !296)
!299 = !DILocation(line: 16, column: 76, scope: !285, inlinedAt: !296)
!300 = !DILocation(line: 16, column: 80, scope: !285, inlinedAt: !296)
!301 = !DILocation(line: 16, column: 5, scope: !285, inlinedAt: !296)
!302 = !DILocation(line: 17, column: 1, scope: !285, inlinedAt: !296)
!303 = distinct !DIAssignID()
!304 = !DILocation(line: 0, scope: !285, inlinedAt: !305)
!305 = distinct !DILocation(line: 37, column: 5, scope: !183)
!306 = !DILocation(line: 16, column: 5, scope: !285, inlinedAt: !305)
!307 = distinct !DIAssignID()
!308 = !DILocation(line: 0, scope: !285, inlinedAt: !309)
!309 = distinct !DILocation(line: 38, column: 5, scope: !183)
!310 = !DILocation(line: 16, column: 5, scope: !285, inlinedAt: !309)
!311 = distinct !DIAssignID()
!312 = !DILocation(line: 0, scope: !285, inlinedAt: !313)
!313 = distinct !DILocation(line: 39, column: 5, scope: !183)
!314 = !DILocation(line: 16, column: 5, scope: !285, inlinedAt: !313)
!315 = distinct !DIAssignID()
!316 = !DILocation(line: 0, scope: !285, inlinedAt: !317)
!317 = distinct !DILocation(line: 40, column: 5, scope: !183)
!318 = !DILocation(line: 16, column: 5, scope: !285, inlinedAt: !317)
!319 = !DILocation(line: 42, column: 36, scope: !183)
!320 = !DILocation(line: 42, column: 5, scope: !183)
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 0, scope: !205)
!323 = !DILocalVariable(name: "__nptr", arg: 1, scope: !324, file: !325, line: 362, type: !189)
!324 = distinct !DISubprogram(name: "atoi", scope: !325, file: !325, line: 362, type: !326, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !165, retainedNodes: !328)
!325 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!326 = !DISubroutineType(types: !327)
!327 = !{!168, !189}
!328 = !{!323}
!329 = !DILocation(line: 0, scope: !324, inlinedAt: !330)
!330 = distinct !DILocation(line: 47, column: 17, scope: !207)
!331 = !DILocation(line: 0, scope: !207)
!332 = !DILocation(line: 49, column: 9, scope: !207)
!333 = !DILocation(line: 364, column: 16, scope: !324, inlinedAt: !330)
!334 = !DILocation(line: 364, column: 10, scope: !324, inlinedAt: !330)
!335 = !DILocation(line: 48, column: 16, scope: !207)
!336 = !DILocation(line: 48, column: 13, scope: !207)
!337 = !DILocation(line: 51, column: 5, scope: !183)
!338 = !DILocation(line: 58, column: 9, scope: !214)
!339 = !DILocation(line: 59, column: 18, scope: !214)
!340 = !DILocation(line: 60, column: 13, scope: !341)
!341 = distinct !DILexicalBlock(scope: !214, file: !2, line: 60, column: 13)
!342 = !DILocation(line: 60, column: 17, scope: !341)
!343 = !DILocation(line: 60, column: 13, scope: !214)
!344 = !DILocation(line: 62, column: 15, scope: !214)
!345 = !DILocation(line: 63, column: 14, scope: !214)
!346 = !DILocation(line: 65, column: 5, scope: !215)
!347 = !DILocation(line: 54, column: 17, scope: !183)
!348 = !DILocation(line: 55, column: 10, scope: !183)
!349 = !DILocation(line: 56, column: 9, scope: !183)
!350 = !DILocation(line: 66, column: 5, scope: !183)
!351 = !DILocation(line: 68, column: 1, scope: !183)
!352 = !DISubprogram(name: "printf", scope: !353, file: !353, line: 356, type: !354, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!354 = !DISubroutineType(types: !355)
!355 = !{!168, !356, null}
!356 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
!357 = !DISubprogram(name: "strtol", scope: !325, file: !325, line: 177, type: !358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!358 = !DISubroutineType(types: !359)
!359 = !{!167, !356, !360, !168}
!360 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!361 = !DISubprogram(name: "strtoul", scope: !325, file: !325, line: 181, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!290, !356, !360, !168}
