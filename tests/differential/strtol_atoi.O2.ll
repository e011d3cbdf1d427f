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
@__const.main.inputs = private unnamed_addr constant [25 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24], align 16
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
    #dbg_assign(i1 undef, !187, !DIExpression(), !221, ptr @__const.main.inputs, !DIExpression(), !222)
    #dbg_assign(i1 undef, !194, !DIExpression(), !223, ptr poison, !DIExpression(), !222)
    #dbg_assign(i1 undef, !201, !DIExpression(), !224, ptr poison, !DIExpression(), !222)
  %4 = alloca ptr, align 8, !DIAssignID !225
    #dbg_assign(i1 undef, !213, !DIExpression(), !225, ptr %4, !DIExpression(), !226)
    #dbg_assign(i1 undef, !187, !DIExpression(), !227, ptr @__const.main.inputs, !DIExpression(), !222)
    #dbg_value(i32 25, !193, !DIExpression(), !222)
    #dbg_assign(i1 undef, !194, !DIExpression(), !228, ptr poison, !DIExpression(), !222)
    #dbg_value(i32 0, !196, !DIExpression(), !229)
    #dbg_value(i64 0, !196, !DIExpression(), !229)
    #dbg_value(i32 0, !198, !DIExpression(), !230)
  br label %92, !dbg !231

5:                                                ; preds = %92, %5
  %6 = phi i64 [ %15, %5 ], [ 0, %92 ]
    #dbg_value(i64 %6, !198, !DIExpression(), !230)
  %7 = getelementptr inbounds [25 x ptr], ptr @__const.main.inputs, i64 0, i64 %6, !dbg !232
  %8 = load ptr, ptr %7, align 8, !dbg !232, !tbaa !234
    #dbg_assign(i1 undef, !238, !DIExpression(), !218, ptr %1, !DIExpression(), !246)
    #dbg_value(ptr %8, !243, !DIExpression(), !246)
    #dbg_value(i32 10, !244, !DIExpression(), !246)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !248
  %9 = call i64 @strtol(ptr noundef %8, ptr noundef nonnull %1, i32 noundef 10) #4, !dbg !249
    #dbg_value(i64 %9, !245, !DIExpression(), !246)
  %10 = load ptr, ptr %1, align 8, !dbg !250, !tbaa !234
  %11 = ptrtoint ptr %10 to i64, !dbg !251
  %12 = ptrtoint ptr %8 to i64, !dbg !251
  %13 = sub i64 %11, %12, !dbg !251
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef %8, i32 noundef 10, i64 noundef %9, i64 noundef %13, ptr noundef %10), !dbg !252
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !253
  %15 = add nuw nsw i64 %6, 1, !dbg !254
    #dbg_value(i64 %15, !198, !DIExpression(), !230)
  %16 = icmp eq i64 %15, 25, !dbg !255
  br i1 %16, label %17, label %5, !dbg !231, !llvm.loop !256

17:                                               ; preds = %5, %17
  %18 = phi i64 [ %27, %17 ], [ 0, %5 ]
    #dbg_value(i64 %18, !198, !DIExpression(), !230)
  %19 = getelementptr inbounds [25 x ptr], ptr @__const.main.inputs, i64 0, i64 %18, !dbg !232
  %20 = load ptr, ptr %19, align 8, !dbg !232, !tbaa !234
    #dbg_assign(i1 undef, !238, !DIExpression(), !218, ptr %1, !DIExpression(), !246)
    #dbg_value(ptr %20, !243, !DIExpression(), !246)
    #dbg_value(i32 16, !244, !DIExpression(), !246)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !248
  %21 = call i64 @strtol(ptr noundef %20, ptr noundef nonnull %1, i32 noundef 16) #4, !dbg !249
    #dbg_value(i64 %21, !245, !DIExpression(), !246)
  %22 = load ptr, ptr %1, align 8, !dbg !250, !tbaa !234
  %23 = ptrtoint ptr %22 to i64, !dbg !251
  %24 = ptrtoint ptr %20 to i64, !dbg !251
  %25 = sub i64 %23, %24, !dbg !251
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef %20, i32 noundef 16, i64 noundef %21, i64 noundef %25, ptr noundef %22), !dbg !252
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !253
  %27 = add nuw nsw i64 %18, 1, !dbg !254
    #dbg_value(i64 %27, !198, !DIExpression(), !230)
  %28 = icmp eq i64 %27, 25, !dbg !255
  br i1 %28, label %29, label %17, !dbg !231, !llvm.loop !256

29:                                               ; preds = %17, %29
  %30 = phi i64 [ %39, %29 ], [ 0, %17 ]
    #dbg_value(i64 %30, !198, !DIExpression(), !230)
  %31 = getelementptr inbounds [25 x ptr], ptr @__const.main.inputs, i64 0, i64 %30, !dbg !232
  %32 = load ptr, ptr %31, align 8, !dbg !232, !tbaa !234
    #dbg_assign(i1 undef, !238, !DIExpression(), !218, ptr %1, !DIExpression(), !246)
    #dbg_value(ptr %32, !243, !DIExpression(), !246)
    #dbg_value(i32 8, !244, !DIExpression(), !246)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !248
  %33 = call i64 @strtol(ptr noundef %32, ptr noundef nonnull %1, i32 noundef 8) #4, !dbg !249
    #dbg_value(i64 %33, !245, !DIExpression(), !246)
  %34 = load ptr, ptr %1, align 8, !dbg !250, !tbaa !234
  %35 = ptrtoint ptr %34 to i64, !dbg !251
  %36 = ptrtoint ptr %32 to i64, !dbg !251
  %37 = sub i64 %35, %36, !dbg !251
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef %32, i32 noundef 8, i64 noundef %33, i64 noundef %37, ptr noundef %34), !dbg !252
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !253
  %39 = add nuw nsw i64 %30, 1, !dbg !254
    #dbg_value(i64 %39, !198, !DIExpression(), !230)
  %40 = icmp eq i64 %39, 25, !dbg !255
  br i1 %40, label %41, label %29, !dbg !231, !llvm.loop !256

41:                                               ; preds = %29
    #dbg_value(i64 4, !196, !DIExpression(), !229)
    #dbg_assign(i1 undef, !238, !DIExpression(), !259, ptr undef, !DIExpression(), !260)
    #dbg_value(ptr @.str.25, !243, !DIExpression(), !260)
    #dbg_value(i32 2, !244, !DIExpression(), !260)
    #dbg_value(i64 45, !245, !DIExpression(), !260)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.25, i32 noundef 2, i64 noundef 45, i64 noundef 6, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.25, i64 6)), !dbg !262
    #dbg_assign(i1 undef, !238, !DIExpression(), !263, ptr undef, !DIExpression(), !264)
    #dbg_value(ptr @.str.26, !243, !DIExpression(), !264)
    #dbg_value(i32 8, !244, !DIExpression(), !264)
    #dbg_value(i64 -511, !245, !DIExpression(), !264)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.26, i32 noundef 8, i64 noundef -511, i64 noundef 4, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.26, i64 4)), !dbg !266
    #dbg_assign(i1 undef, !238, !DIExpression(), !267, ptr undef, !DIExpression(), !268)
    #dbg_value(ptr @.str.11, !243, !DIExpression(), !268)
    #dbg_value(i32 36, !244, !DIExpression(), !268)
    #dbg_value(i64 1295, !245, !DIExpression(), !268)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.11, i32 noundef 36, i64 noundef 1295, i64 noundef 2, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.11, i64 2)), !dbg !270
    #dbg_assign(i1 undef, !238, !DIExpression(), !271, ptr undef, !DIExpression(), !272)
    #dbg_value(ptr @.str.27, !243, !DIExpression(), !272)
    #dbg_value(i32 36, !244, !DIExpression(), !272)
    #dbg_value(i64 1529539582, !245, !DIExpression(), !272)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.27, i32 noundef 36, i64 noundef 1529539582, i64 noundef 6, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.27, i64 6)), !dbg !274
    #dbg_assign(i1 undef, !238, !DIExpression(), !220, ptr %3, !DIExpression(), !275)
    #dbg_value(ptr @.str.28, !243, !DIExpression(), !275)
    #dbg_value(i32 15, !244, !DIExpression(), !275)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #4, !dbg !277
  %46 = call i64 @strtol(ptr noundef nonnull @.str.28, ptr noundef nonnull %3, i32 noundef 15) #4, !dbg !278
    #dbg_value(i64 %46, !245, !DIExpression(), !275)
  %47 = load ptr, ptr %3, align 8, !dbg !279, !tbaa !234
  %48 = ptrtoint ptr %47 to i64, !dbg !280
  %49 = sub i64 %48, ptrtoint (ptr @.str.28 to i64), !dbg !280
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.28, i32 noundef 15, i64 noundef %46, i64 noundef %49, ptr noundef %47), !dbg !281
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #4, !dbg !282
    #dbg_assign(i1 undef, !283, !DIExpression(), !290, ptr undef, !DIExpression(), !291)
    #dbg_value(ptr @.str.29, !286, !DIExpression(), !291)
    #dbg_value(i32 10, !287, !DIExpression(), !291)
    #dbg_value(i64 -1, !288, !DIExpression(), !291)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.29, i32 noundef 10, i64 noundef -1, i64 noundef 20), !dbg !293
    #dbg_assign(i1 undef, !283, !DIExpression(), !219, ptr %2, !DIExpression(), !294)
    #dbg_value(ptr @.str.30, !286, !DIExpression(), !294)
    #dbg_value(i32 10, !287, !DIExpression(), !294)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #4, !dbg !296
  %52 = call i64 @strtoul(ptr noundef nonnull @.str.30, ptr noundef nonnull %2, i32 noundef 10) #4, !dbg !297
    #dbg_value(i64 %52, !288, !DIExpression(), !294)
  %53 = load ptr, ptr %2, align 8, !dbg !298, !tbaa !234
  %54 = ptrtoint ptr %53 to i64, !dbg !299
  %55 = sub i64 %54, ptrtoint (ptr @.str.30 to i64), !dbg !299
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.30, i32 noundef 10, i64 noundef %52, i64 noundef %55), !dbg !300
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #4, !dbg !301
    #dbg_assign(i1 undef, !283, !DIExpression(), !302, ptr undef, !DIExpression(), !303)
    #dbg_value(ptr @.str.31, !286, !DIExpression(), !303)
    #dbg_value(i32 10, !287, !DIExpression(), !303)
    #dbg_value(i64 -1, !288, !DIExpression(), !303)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.31, i32 noundef 10, i64 noundef -1, i64 noundef 2), !dbg !305
    #dbg_assign(i1 undef, !283, !DIExpression(), !306, ptr undef, !DIExpression(), !307)
    #dbg_value(ptr @.str.32, !286, !DIExpression(), !307)
    #dbg_value(i32 0, !287, !DIExpression(), !307)
    #dbg_value(i64 4294967295, !288, !DIExpression(), !307)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.32, i32 noundef 0, i64 noundef 4294967295, i64 noundef 10), !dbg !309
    #dbg_assign(i1 undef, !283, !DIExpression(), !310, ptr undef, !DIExpression(), !311)
    #dbg_value(ptr @.str.33, !286, !DIExpression(), !311)
    #dbg_value(i32 0, !287, !DIExpression(), !311)
    #dbg_value(i64 63, !288, !DIExpression(), !311)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.33, i32 noundef 0, i64 noundef 63, i64 noundef 6), !dbg !313
    #dbg_assign(i1 undef, !283, !DIExpression(), !314, ptr undef, !DIExpression(), !315)
    #dbg_value(ptr @.str.34, !286, !DIExpression(), !315)
    #dbg_value(i32 16, !287, !DIExpression(), !315)
    #dbg_value(i64 3735928559, !288, !DIExpression(), !315)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.34, i32 noundef 16, i64 noundef 3735928559, i64 noundef 8), !dbg !317
  %61 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.36, ptr noundef null, i32 noundef 10) #4, !dbg !318
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i64 noundef %61, i64 noundef 66), !dbg !319
    #dbg_assign(i1 undef, !201, !DIExpression(), !320, ptr poison, !DIExpression(), !222)
    #dbg_value(i64 0, !203, !DIExpression(), !222)
    #dbg_value(i32 0, !204, !DIExpression(), !321)
    #dbg_value(i64 0, !204, !DIExpression(), !321)
    #dbg_value(i64 0, !203, !DIExpression(), !222)
    #dbg_value(ptr @.str, !322, !DIExpression(), !328)
    #dbg_value(i32 0, !206, !DIExpression(), !330)
    #dbg_value(i64 0, !203, !DIExpression(), !222)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str, i32 noundef 0), !dbg !331
    #dbg_value(i64 1, !204, !DIExpression(), !321)
    #dbg_value(ptr @.str.38, !322, !DIExpression(), !328)
    #dbg_value(i32 1, !206, !DIExpression(), !330)
    #dbg_value(i64 1, !203, !DIExpression(), !222)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.38, i32 noundef 1), !dbg !331
    #dbg_value(i64 2, !204, !DIExpression(), !321)
    #dbg_value(ptr @.str.31, !322, !DIExpression(), !328)
    #dbg_value(i32 -1, !206, !DIExpression(), !330)
    #dbg_value(i64 0, !203, !DIExpression(), !222)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.31, i32 noundef -1), !dbg !331
    #dbg_value(i64 3, !204, !DIExpression(), !321)
    #dbg_value(ptr @.str.39, !322, !DIExpression(), !328)
    #dbg_value(i32 99, !206, !DIExpression(), !330)
    #dbg_value(i64 99, !203, !DIExpression(), !222)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.39, i32 noundef 99), !dbg !331
    #dbg_value(i64 4, !204, !DIExpression(), !321)
    #dbg_value(ptr @.str.40, !322, !DIExpression(), !328)
    #dbg_value(i32 2147483647, !206, !DIExpression(), !330)
    #dbg_value(i64 2147483746, !203, !DIExpression(), !222)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.40, i32 noundef 2147483647), !dbg !331
    #dbg_value(i64 5, !204, !DIExpression(), !321)
    #dbg_value(ptr @.str.18, !322, !DIExpression(), !328)
    #dbg_value(i32 -2147483648, !206, !DIExpression(), !330)
    #dbg_value(i64 98, !203, !DIExpression(), !222)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.18, i32 noundef -2147483648), !dbg !331
    #dbg_value(i64 6, !204, !DIExpression(), !321)
    #dbg_value(ptr @.str.41, !322, !DIExpression(), !328)
  %69 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.41, ptr noundef null, i32 noundef 10) #4, !dbg !332
  %70 = trunc i64 %69 to i32, !dbg !333
    #dbg_value(i32 %70, !206, !DIExpression(), !330)
  %71 = shl i64 %69, 32, !dbg !334
  %72 = ashr exact i64 %71, 32, !dbg !334
    #dbg_value(i64 poison, !203, !DIExpression(), !222)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.41, i32 noundef %70), !dbg !331
    #dbg_value(i64 7, !204, !DIExpression(), !321)
    #dbg_value(ptr @.str.42, !322, !DIExpression(), !328)
  %74 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.42, ptr noundef null, i32 noundef 10) #4, !dbg !332
  %75 = trunc i64 %74 to i32, !dbg !333
    #dbg_value(i32 %75, !206, !DIExpression(), !330)
  %76 = shl i64 %74, 32, !dbg !334
  %77 = ashr exact i64 %76, 32, !dbg !334
    #dbg_value(i64 poison, !203, !DIExpression(), !222)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.42, i32 noundef %75), !dbg !331
    #dbg_value(i64 8, !204, !DIExpression(), !321)
    #dbg_value(ptr @.str.43, !322, !DIExpression(), !328)
    #dbg_value(i32 -12, !206, !DIExpression(), !330)
    #dbg_value(i64 poison, !203, !DIExpression(), !222)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.43, i32 noundef -12), !dbg !331
    #dbg_value(i64 9, !204, !DIExpression(), !321)
    #dbg_value(ptr @.str.44, !322, !DIExpression(), !328)
  %80 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.44, ptr noundef null, i32 noundef 10) #4, !dbg !332
  %81 = trunc i64 %80 to i32, !dbg !333
    #dbg_value(i32 %81, !206, !DIExpression(), !330)
  %82 = shl i64 %80, 32, !dbg !334
  %83 = ashr exact i64 %82, 32, !dbg !334
  %84 = add nsw i64 %72, 86, !dbg !335
  %85 = add nsw i64 %77, %83, !dbg !335
  %86 = add nsw i64 %84, %85, !dbg !335
    #dbg_value(i64 %86, !203, !DIExpression(), !222)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull @.str.44, i32 noundef %81), !dbg !331
    #dbg_value(i64 10, !204, !DIExpression(), !321)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i64 noundef %86), !dbg !336
    #dbg_value(ptr @.str.47, !209, !DIExpression(), !222)
    #dbg_value(ptr @.str.47, !210, !DIExpression(), !222)
    #dbg_value(i64 0, !211, !DIExpression(), !222)
    #dbg_value(i32 0, !212, !DIExpression(), !222)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #4, !dbg !337
  %89 = call i64 @strtol(ptr noundef nonnull @.str.47, ptr noundef nonnull %4, i32 noundef 0) #4, !dbg !338
  %90 = load ptr, ptr %4, align 8, !dbg !339, !tbaa !234
  %91 = icmp eq ptr %90, @.str.47, !dbg !341
  br i1 %91, label %114, label %104, !dbg !342

92:                                               ; preds = %0, %92
  %93 = phi i64 [ 0, %0 ], [ %102, %92 ]
    #dbg_value(i64 %93, !198, !DIExpression(), !230)
  %94 = getelementptr inbounds [25 x ptr], ptr @__const.main.inputs, i64 0, i64 %93, !dbg !232
  %95 = load ptr, ptr %94, align 8, !dbg !232, !tbaa !234
    #dbg_assign(i1 undef, !238, !DIExpression(), !218, ptr %1, !DIExpression(), !246)
    #dbg_value(ptr %95, !243, !DIExpression(), !246)
    #dbg_value(i32 0, !244, !DIExpression(), !246)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !248
  %96 = call i64 @strtol(ptr noundef %95, ptr noundef nonnull %1, i32 noundef 0) #4, !dbg !249
    #dbg_value(i64 %96, !245, !DIExpression(), !246)
  %97 = load ptr, ptr %1, align 8, !dbg !250, !tbaa !234
  %98 = ptrtoint ptr %97 to i64, !dbg !251
  %99 = ptrtoint ptr %95 to i64, !dbg !251
  %100 = sub i64 %98, %99, !dbg !251
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef %95, i32 noundef 0, i64 noundef %96, i64 noundef %100, ptr noundef %97), !dbg !252
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !253
  %102 = add nuw nsw i64 %93, 1, !dbg !254
    #dbg_value(i64 %102, !198, !DIExpression(), !230)
  %103 = icmp eq i64 %102, 25, !dbg !255
  br i1 %103, label %5, label %92, !dbg !231, !llvm.loop !256

104:                                              ; preds = %41, %104
  %105 = phi ptr [ %112, %104 ], [ %90, %41 ]
  %106 = phi i64 [ %111, %104 ], [ %89, %41 ]
  %107 = phi i32 [ %110, %104 ], [ 0, %41 ]
  %108 = phi i64 [ %109, %104 ], [ 0, %41 ]
    #dbg_value(i32 %107, !212, !DIExpression(), !222)
    #dbg_value(i64 %108, !211, !DIExpression(), !222)
  %109 = add nsw i64 %106, %108, !dbg !343
    #dbg_value(i64 %109, !211, !DIExpression(), !222)
  %110 = add nuw nsw i32 %107, 1, !dbg !344
    #dbg_value(i32 %110, !212, !DIExpression(), !222)
    #dbg_value(ptr %105, !210, !DIExpression(), !222)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4, !dbg !345
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #4, !dbg !337
  %111 = call i64 @strtol(ptr noundef %105, ptr noundef nonnull %4, i32 noundef 0) #4, !dbg !338
    #dbg_value(i64 %111, !217, !DIExpression(), !226)
  %112 = load ptr, ptr %4, align 8, !dbg !339, !tbaa !234
  %113 = icmp eq ptr %112, %105, !dbg !341
  br i1 %113, label %114, label %104, !dbg !342

114:                                              ; preds = %104, %41
  %115 = phi ptr [ @.str.47, %41 ], [ %105, %104 ], !dbg !346
  %116 = phi i64 [ 0, %41 ], [ %109, %104 ], !dbg !347
  %117 = phi i32 [ 0, %41 ], [ %110, %104 ], !dbg !348
    #dbg_value(i32 %117, !212, !DIExpression(), !222)
    #dbg_value(i64 %116, !211, !DIExpression(), !222)
    #dbg_value(ptr %115, !210, !DIExpression(), !222)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4, !dbg !345
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, i32 noundef %117, i64 noundef %116, ptr noundef %115), !dbg !349
  ret i32 0, !dbg !350
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !351 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !356 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !360 i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

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
!230 = !DILocation(line: 0, scope: !199)
!231 = !DILocation(line: 28, column: 9, scope: !199)
!232 = !DILocation(line: 29, column: 24, scope: !233)
!233 = distinct !DILexicalBlock(scope: !199, file: !2, line: 28, column: 9)
!234 = !{!235, !235, i64 0}
!235 = !{!"any pointer", !236, i64 0}
!236 = !{!"omnipotent char", !237, i64 0}
!237 = !{!"Simple C/C++ TBAA"}
!238 = !DILocalVariable(name: "end", scope: !239, file: !2, line: 7, type: !170)
!239 = distinct !DISubprogram(name: "try_strtol", scope: !2, file: !2, line: 6, type: !240, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !165, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !189, !168}
!242 = !{!243, !244, !238, !245}
!243 = !DILocalVariable(name: "s", arg: 1, scope: !239, file: !2, line: 6, type: !189)
!244 = !DILocalVariable(name: "base", arg: 2, scope: !239, file: !2, line: 6, type: !168)
!245 = !DILocalVariable(name: "v", scope: !239, file: !2, line: 8, type: !167)
!246 = !DILocation(line: 0, scope: !239, inlinedAt: !247)
!247 = distinct !DILocation(line: 29, column: 13, scope: !233)
!248 = !DILocation(line: 7, column: 5, scope: !239, inlinedAt: !247)
!249 = !DILocation(line: 8, column: 14, scope: !239, inlinedAt: !247)
!250 = !DILocation(line: 9, column: 88, scope: !239, inlinedAt: !247)
!251 = !DILocation(line: 9, column: 92, scope: !239, inlinedAt: !247)
!252 = !DILocation(line: 9, column: 5, scope: !239, inlinedAt: !247)
!253 = !DILocation(line: 11, column: 1, scope: !239, inlinedAt: !247)
!254 = !DILocation(line: 28, column: 33, scope: !233)
!255 = !DILocation(line: 28, column: 27, scope: !233)
!256 = distinct !{!256, !231, !257, !258}
!257 = !DILocation(line: 29, column: 43, scope: !199)
!258 = !{!"llvm.loop.mustprogress"}
!259 = distinct !DIAssignID()
!260 = !DILocation(line: 0, scope: !239, inlinedAt: !261)
!261 = distinct !DILocation(line: 30, column: 5, scope: !183)
!262 = !DILocation(line: 9, column: 5, scope: !239, inlinedAt: !261)
!263 = distinct !DIAssignID()
!264 = !DILocation(line: 0, scope: !239, inlinedAt: !265)
!265 = distinct !DILocation(line: 31, column: 5, scope: !183)
!266 = !DILocation(line: 9, column: 5, scope: !239, inlinedAt: !265)
!267 = distinct !DIAssignID()
!268 = !DILocation(line: 0, scope: !239, inlinedAt: !269)
!269 = distinct !DILocation(line: 32, column: 5, scope: !183)
!270 = !DILocation(line: 9, column: 5, scope: !239, inlinedAt: !269)
!271 = distinct !DIAssignID()
!272 = !DILocation(line: 0, scope: !239, inlinedAt: !273)
!273 = distinct !DILocation(line: 33, column: 5, scope: !183)
!274 = !DILocation(line: 9, column: 5, scope: !239, inlinedAt: !273)
!275 = !DILocation(line: 0, scope: !239, inlinedAt: !276)
!276 = distinct !DILocation(line: 34, column: 5, scope: !183)
!277 = !DILocation(line: 7, column: 5, scope: !239, inlinedAt: !276)
!278 = !DILocation(line: 8, column: 14, scope: !239, inlinedAt: !276)
!279 = !DILocation(line: 9, column: 88, scope: !239, inlinedAt: !276)
!280 = !DILocation(line: 9, column: 92, scope: !239, inlinedAt: !276)
!281 = !DILocation(line: 9, column: 5, scope: !239, inlinedAt: !276)
!282 = !DILocation(line: 11, column: 1, scope: !239, inlinedAt: !276)
!283 = !DILocalVariable(name: "end", scope: !284, file: !2, line: 14, type: !170)
!284 = distinct !DISubprogram(name: "try_strtoul", scope: !2, file: !2, line: 13, type: !240, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !165, retainedNodes: !285)
!285 = !{!286, !287, !283, !288}
!286 = !DILocalVariable(name: "s", arg: 1, scope: !284, file: !2, line: 13, type: !189)
!287 = !DILocalVariable(name: "base", arg: 2, scope: !284, file: !2, line: 13, type: !168)
!288 = !DILocalVariable(name: "v", scope: !284, file: !2, line: 15, type: !289)
!289 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 0, scope: !284, inlinedAt: !292)
!292 = distinct !DILocation(line: 35, column: 5, scope: !183)
!293 = !DILocation(line: 16, column: 5, scope: !284, inlinedAt: !292)
!294 = !DILocation(line: 0, scope: !284, inlinedAt: !295)
!295 = distinct !DILocation(line: 36, column: 5, scope: !183)
!296 = !DILocation(line: 14, column: 5, scope: !284, inlinedAt: !295)
!297 = !DILocation(line: 15, column: 23, scope: !284, inlinedAt: !295)
!298 = !DILocation(line: 16, column: 76, scope: !284, inlinedAt: !295)
!299 = !DILocation(line: 16, column: 80, scope: !284, inlinedAt: !295)
!300 = !DILocation(line: 16, column: 5, scope: !284, inlinedAt: !295)
!301 = !DILocation(line: 17, column: 1, scope: !284, inlinedAt: !295)
!302 = distinct !DIAssignID()
!303 = !DILocation(line: 0, scope: !284, inlinedAt: !304)
!304 = distinct !DILocation(line: 37, column: 5, scope: !183)
!305 = !DILocation(line: 16, column: 5, scope: !284, inlinedAt: !304)
!306 = distinct !DIAssignID()
!307 = !DILocation(line: 0, scope: !284, inlinedAt: !308)
!308 = distinct !DILocation(line: 38, column: 5, scope: !183)
!309 = !DILocation(line: 16, column: 5, scope: !284, inlinedAt: !308)
!310 = distinct !DIAssignID()
!311 = !DILocation(line: 0, scope: !284, inlinedAt: !312)
!312 = distinct !DILocation(line: 39, column: 5, scope: !183)
!313 = !DILocation(line: 16, column: 5, scope: !284, inlinedAt: !312)
!314 = distinct !DIAssignID()
!315 = !DILocation(line: 0, scope: !284, inlinedAt: !316)
!316 = distinct !DILocation(line: 40, column: 5, scope: !183)
!317 = !DILocation(line: 16, column: 5, scope: !284, inlinedAt: !316)
!318 = !DILocation(line: 42, column: 36, scope: !183)
!319 = !DILocation(line: 42, column: 5, scope: !183)
!320 = distinct !DIAssignID()
!321 = !DILocation(line: 0, scope: !205)
!322 = !DILocalVariable(name: "__nptr", arg: 1, scope: !323, file: !324, line: 362, type: !189)
!323 = distinct !DISubprogram(name: "atoi", scope: !324, file: !324, line: 362, type: !325, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !165, retainedNodes: !327)
!324 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!325 = !DISubroutineType(types: !326)
!326 = !{!168, !189}
!327 = !{!322}
!328 = !DILocation(line: 0, scope: !323, inlinedAt: !329)
!329 = distinct !DILocation(line: 47, column: 17, scope: !207)
!330 = !DILocation(line: 0, scope: !207)
!331 = !DILocation(line: 49, column: 9, scope: !207)
!332 = !DILocation(line: 364, column: 16, scope: !323, inlinedAt: !329)
!333 = !DILocation(line: 364, column: 10, scope: !323, inlinedAt: !329)
!334 = !DILocation(line: 48, column: 16, scope: !207)
!335 = !DILocation(line: 48, column: 13, scope: !207)
!336 = !DILocation(line: 51, column: 5, scope: !183)
!337 = !DILocation(line: 58, column: 9, scope: !214)
!338 = !DILocation(line: 59, column: 18, scope: !214)
!339 = !DILocation(line: 60, column: 13, scope: !340)
!340 = distinct !DILexicalBlock(scope: !214, file: !2, line: 60, column: 13)
!341 = !DILocation(line: 60, column: 17, scope: !340)
!342 = !DILocation(line: 60, column: 13, scope: !214)
!343 = !DILocation(line: 62, column: 15, scope: !214)
!344 = !DILocation(line: 63, column: 14, scope: !214)
!345 = !DILocation(line: 65, column: 5, scope: !215)
!346 = !DILocation(line: 54, column: 17, scope: !183)
!347 = !DILocation(line: 55, column: 10, scope: !183)
!348 = !DILocation(line: 56, column: 9, scope: !183)
!349 = !DILocation(line: 66, column: 5, scope: !183)
!350 = !DILocation(line: 68, column: 1, scope: !183)
!351 = !DISubprogram(name: "printf", scope: !352, file: !352, line: 356, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!352 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!353 = !DISubroutineType(types: !354)
!354 = !{!168, !355, null}
!355 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
!356 = !DISubprogram(name: "strtol", scope: !324, file: !324, line: 177, type: !357, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!357 = !DISubroutineType(types: !358)
!358 = !{!167, !355, !359, !168}
!359 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!360 = !DISubprogram(name: "strtoul", scope: !324, file: !324, line: 181, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!361 = !DISubroutineType(types: !362)
!362 = !{!289, !355, !359, !168}
