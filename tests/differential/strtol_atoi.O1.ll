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
@__const.main.atoi_in = private unnamed_addr constant [10 x ptr] [ptr @.str, ptr @.str.38, ptr @.str.31, ptr @.str.39, ptr @.str.40, ptr @.str.18, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.44], align 16
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
    #dbg_assign(i1 undef, !194, !DIExpression(), !223, ptr @__const.main.bases, !DIExpression(), !222)
    #dbg_assign(i1 undef, !201, !DIExpression(), !224, ptr @__const.main.atoi_in, !DIExpression(), !222)
  %4 = alloca ptr, align 8, !DIAssignID !225
    #dbg_assign(i1 undef, !213, !DIExpression(), !225, ptr %4, !DIExpression(), !226)
    #dbg_assign(i1 undef, !187, !DIExpression(), !227, ptr @__const.main.inputs, !DIExpression(), !222)
    #dbg_value(i32 25, !193, !DIExpression(), !222)
    #dbg_assign(i1 undef, !194, !DIExpression(), !228, ptr @__const.main.bases, !DIExpression(), !222)
    #dbg_value(i32 0, !196, !DIExpression(), !229)
  br label %5, !dbg !230

5:                                                ; preds = %0, %31
  %6 = phi i64 [ 0, %0 ], [ %32, %31 ]
    #dbg_value(i64 %6, !196, !DIExpression(), !229)
  %7 = getelementptr inbounds [4 x i32], ptr @__const.main.bases, i64 0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !231
    #dbg_value(i32 0, !198, !DIExpression(), !235)
  br label %34, !dbg !236

9:                                                ; preds = %31
    #dbg_assign(i1 undef, !237, !DIExpression(), !245, ptr undef, !DIExpression(), !246)
    #dbg_value(ptr @.str.25, !242, !DIExpression(), !246)
    #dbg_value(i32 2, !243, !DIExpression(), !246)
    #dbg_value(i64 45, !244, !DIExpression(), !246)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.25, i32 noundef 2, i64 noundef 45, i64 noundef 6, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.25, i64 6)), !dbg !248
    #dbg_assign(i1 undef, !237, !DIExpression(), !249, ptr undef, !DIExpression(), !250)
    #dbg_value(ptr @.str.26, !242, !DIExpression(), !250)
    #dbg_value(i32 8, !243, !DIExpression(), !250)
    #dbg_value(i64 -511, !244, !DIExpression(), !250)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.26, i32 noundef 8, i64 noundef -511, i64 noundef 4, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.26, i64 4)), !dbg !252
    #dbg_assign(i1 undef, !237, !DIExpression(), !253, ptr undef, !DIExpression(), !254)
    #dbg_value(ptr @.str.11, !242, !DIExpression(), !254)
    #dbg_value(i32 36, !243, !DIExpression(), !254)
    #dbg_value(i64 1295, !244, !DIExpression(), !254)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.11, i32 noundef 36, i64 noundef 1295, i64 noundef 2, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.11, i64 2)), !dbg !256
    #dbg_assign(i1 undef, !237, !DIExpression(), !257, ptr undef, !DIExpression(), !258)
    #dbg_value(ptr @.str.27, !242, !DIExpression(), !258)
    #dbg_value(i32 36, !243, !DIExpression(), !258)
    #dbg_value(i64 1529539582, !244, !DIExpression(), !258)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.27, i32 noundef 36, i64 noundef 1529539582, i64 noundef 6, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.27, i64 6)), !dbg !260
    #dbg_assign(i1 undef, !237, !DIExpression(), !220, ptr %3, !DIExpression(), !261)
    #dbg_value(ptr @.str.28, !242, !DIExpression(), !261)
    #dbg_value(i32 15, !243, !DIExpression(), !261)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #4, !dbg !263
  %14 = call i64 @strtol(ptr noundef nonnull @.str.28, ptr noundef nonnull %3, i32 noundef 15) #4, !dbg !264
    #dbg_value(i64 %14, !244, !DIExpression(), !261)
  %15 = load ptr, ptr %3, align 8, !dbg !265, !tbaa !266
  %16 = ptrtoint ptr %15 to i64, !dbg !268
  %17 = sub i64 %16, ptrtoint (ptr @.str.28 to i64), !dbg !268
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.28, i32 noundef 15, i64 noundef %14, i64 noundef %17, ptr noundef %15), !dbg !269
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #4, !dbg !270
    #dbg_assign(i1 undef, !271, !DIExpression(), !278, ptr undef, !DIExpression(), !279)
    #dbg_value(ptr @.str.29, !274, !DIExpression(), !279)
    #dbg_value(i32 10, !275, !DIExpression(), !279)
    #dbg_value(i64 -1, !276, !DIExpression(), !279)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.29, i32 noundef 10, i64 noundef -1, i64 noundef 20), !dbg !281
    #dbg_assign(i1 undef, !271, !DIExpression(), !219, ptr %2, !DIExpression(), !282)
    #dbg_value(ptr @.str.30, !274, !DIExpression(), !282)
    #dbg_value(i32 10, !275, !DIExpression(), !282)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #4, !dbg !284
  %20 = call i64 @strtoul(ptr noundef nonnull @.str.30, ptr noundef nonnull %2, i32 noundef 10) #4, !dbg !285
    #dbg_value(i64 %20, !276, !DIExpression(), !282)
  %21 = load ptr, ptr %2, align 8, !dbg !286, !tbaa !266
  %22 = ptrtoint ptr %21 to i64, !dbg !287
  %23 = sub i64 %22, ptrtoint (ptr @.str.30 to i64), !dbg !287
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.30, i32 noundef 10, i64 noundef %20, i64 noundef %23), !dbg !288
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #4, !dbg !289
    #dbg_assign(i1 undef, !271, !DIExpression(), !290, ptr undef, !DIExpression(), !291)
    #dbg_value(ptr @.str.31, !274, !DIExpression(), !291)
    #dbg_value(i32 10, !275, !DIExpression(), !291)
    #dbg_value(i64 -1, !276, !DIExpression(), !291)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.31, i32 noundef 10, i64 noundef -1, i64 noundef 2), !dbg !293
    #dbg_assign(i1 undef, !271, !DIExpression(), !294, ptr undef, !DIExpression(), !295)
    #dbg_value(ptr @.str.32, !274, !DIExpression(), !295)
    #dbg_value(i32 0, !275, !DIExpression(), !295)
    #dbg_value(i64 4294967295, !276, !DIExpression(), !295)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.32, i32 noundef 0, i64 noundef 4294967295, i64 noundef 10), !dbg !297
    #dbg_assign(i1 undef, !271, !DIExpression(), !298, ptr undef, !DIExpression(), !299)
    #dbg_value(ptr @.str.33, !274, !DIExpression(), !299)
    #dbg_value(i32 0, !275, !DIExpression(), !299)
    #dbg_value(i64 63, !276, !DIExpression(), !299)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.33, i32 noundef 0, i64 noundef 63, i64 noundef 6), !dbg !301
    #dbg_assign(i1 undef, !271, !DIExpression(), !302, ptr undef, !DIExpression(), !303)
    #dbg_value(ptr @.str.34, !274, !DIExpression(), !303)
    #dbg_value(i32 16, !275, !DIExpression(), !303)
    #dbg_value(i64 3735928559, !276, !DIExpression(), !303)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull @.str.34, i32 noundef 16, i64 noundef 3735928559, i64 noundef 8), !dbg !305
  %29 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.36, ptr noundef null, i32 noundef 10) #4, !dbg !306
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i64 noundef %29, i64 noundef 66), !dbg !307
    #dbg_assign(i1 undef, !201, !DIExpression(), !308, ptr @__const.main.atoi_in, !DIExpression(), !222)
    #dbg_value(i64 0, !203, !DIExpression(), !222)
    #dbg_value(i32 0, !204, !DIExpression(), !309)
  br label %48, !dbg !310

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %6, 1, !dbg !311
    #dbg_value(i64 %32, !196, !DIExpression(), !229)
  %33 = icmp eq i64 %32, 4, !dbg !312
  br i1 %33, label %9, label %5, !dbg !230, !llvm.loop !313

34:                                               ; preds = %5, %34
  %35 = phi i64 [ 0, %5 ], [ %44, %34 ]
    #dbg_value(i64 %35, !198, !DIExpression(), !235)
  %36 = getelementptr inbounds [25 x ptr], ptr @__const.main.inputs, i64 0, i64 %35, !dbg !317
  %37 = load ptr, ptr %36, align 8, !dbg !317, !tbaa !266
    #dbg_assign(i1 undef, !237, !DIExpression(), !218, ptr %1, !DIExpression(), !319)
    #dbg_value(ptr %37, !242, !DIExpression(), !319)
    #dbg_value(i32 %8, !243, !DIExpression(), !319)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !321
  %38 = call i64 @strtol(ptr noundef %37, ptr noundef nonnull %1, i32 noundef %8) #4, !dbg !322
    #dbg_value(i64 %38, !244, !DIExpression(), !319)
  %39 = load ptr, ptr %1, align 8, !dbg !323, !tbaa !266
  %40 = ptrtoint ptr %39 to i64, !dbg !324
  %41 = ptrtoint ptr %37 to i64, !dbg !324
  %42 = sub i64 %40, %41, !dbg !324
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef %37, i32 noundef %8, i64 noundef %38, i64 noundef %42, ptr noundef %39), !dbg !325
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !326
  %44 = add nuw nsw i64 %35, 1, !dbg !327
    #dbg_value(i64 %44, !198, !DIExpression(), !235)
  %45 = icmp eq i64 %44, 25, !dbg !328
  br i1 %45, label %31, label %34, !dbg !236, !llvm.loop !329

46:                                               ; preds = %48
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i64 noundef %57), !dbg !331
    #dbg_value(ptr @.str.47, !209, !DIExpression(), !222)
    #dbg_value(ptr @.str.47, !210, !DIExpression(), !222)
    #dbg_value(i64 0, !211, !DIExpression(), !222)
    #dbg_value(i32 0, !212, !DIExpression(), !222)
  br label %61, !dbg !332

48:                                               ; preds = %9, %48
  %49 = phi i64 [ 0, %9 ], [ %59, %48 ]
  %50 = phi i64 [ 0, %9 ], [ %57, %48 ]
    #dbg_value(i64 %49, !204, !DIExpression(), !309)
    #dbg_value(i64 %50, !203, !DIExpression(), !222)
  %51 = getelementptr inbounds [10 x ptr], ptr @__const.main.atoi_in, i64 0, i64 %49, !dbg !333
  %52 = load ptr, ptr %51, align 8, !dbg !333, !tbaa !266
    #dbg_value(ptr %52, !334, !DIExpression(), !340)
  %53 = tail call i64 @strtol(ptr nocapture noundef nonnull %52, ptr noundef null, i32 noundef 10) #4, !dbg !342
  %54 = trunc i64 %53 to i32, !dbg !343
    #dbg_value(i32 %54, !206, !DIExpression(), !344)
  %55 = shl i64 %53, 32, !dbg !345
  %56 = ashr exact i64 %55, 32, !dbg !345
  %57 = add nsw i64 %56, %50, !dbg !346
    #dbg_value(i64 %57, !203, !DIExpression(), !222)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef nonnull %52, i32 noundef %54), !dbg !347
  %59 = add nuw nsw i64 %49, 1, !dbg !348
    #dbg_value(i64 %59, !204, !DIExpression(), !309)
  %60 = icmp eq i64 %59, 10, !dbg !349
  br i1 %60, label %46, label %48, !dbg !310, !llvm.loop !350

61:                                               ; preds = %61, %46
  %62 = phi ptr [ @.str.47, %46 ], [ %66, %61 ], !dbg !352
  %63 = phi i64 [ 0, %46 ], [ %69, %61 ], !dbg !353
  %64 = phi i32 [ 0, %46 ], [ %71, %61 ], !dbg !354
    #dbg_value(i32 %64, !212, !DIExpression(), !222)
    #dbg_value(i64 %63, !211, !DIExpression(), !222)
    #dbg_value(ptr %62, !210, !DIExpression(), !222)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #4, !dbg !355
  %65 = call i64 @strtol(ptr noundef %62, ptr noundef nonnull %4, i32 noundef 0) #4, !dbg !356
    #dbg_value(i64 %65, !217, !DIExpression(), !226)
  %66 = load ptr, ptr %4, align 8, !dbg !357, !tbaa !266
  %67 = icmp ne ptr %66, %62, !dbg !359
  %68 = select i1 %67, i64 %65, i64 0, !dbg !360
  %69 = add nsw i64 %63, %68, !dbg !360
  %70 = zext i1 %67 to i32, !dbg !360
  %71 = add nuw nsw i32 %64, %70, !dbg !360
    #dbg_value(i32 %71, !212, !DIExpression(), !222)
    #dbg_value(i64 %69, !211, !DIExpression(), !222)
    #dbg_value(ptr poison, !210, !DIExpression(), !222)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4, !dbg !361
  br i1 %67, label %61, label %72

72:                                               ; preds = %61
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, i32 noundef %71, i64 noundef %69, ptr noundef %66), !dbg !362
  ret i32 0, !dbg !363
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !364 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !369 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !373 i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

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
!236 = !DILocation(line: 28, column: 9, scope: !199)
!237 = !DILocalVariable(name: "end", scope: !238, file: !2, line: 7, type: !170)
!238 = distinct !DISubprogram(name: "try_strtol", scope: !2, file: !2, line: 6, type: !239, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !165, retainedNodes: !241)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !189, !168}
!241 = !{!242, !243, !237, !244}
!242 = !DILocalVariable(name: "s", arg: 1, scope: !238, file: !2, line: 6, type: !189)
!243 = !DILocalVariable(name: "base", arg: 2, scope: !238, file: !2, line: 6, type: !168)
!244 = !DILocalVariable(name: "v", scope: !238, file: !2, line: 8, type: !167)
!245 = distinct !DIAssignID()
!246 = !DILocation(line: 0, scope: !238, inlinedAt: !247)
!247 = distinct !DILocation(line: 30, column: 5, scope: !183)
!248 = !DILocation(line: 9, column: 5, scope: !238, inlinedAt: !247)
!249 = distinct !DIAssignID()
!250 = !DILocation(line: 0, scope: !238, inlinedAt: !251)
!251 = distinct !DILocation(line: 31, column: 5, scope: !183)
!252 = !DILocation(line: 9, column: 5, scope: !238, inlinedAt: !251)
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 0, scope: !238, inlinedAt: !255)
!255 = distinct !DILocation(line: 32, column: 5, scope: !183)
!256 = !DILocation(line: 9, column: 5, scope: !238, inlinedAt: !255)
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 0, scope: !238, inlinedAt: !259)
!259 = distinct !DILocation(line: 33, column: 5, scope: !183)
!260 = !DILocation(line: 9, column: 5, scope: !238, inlinedAt: !259)
!261 = !DILocation(line: 0, scope: !238, inlinedAt: !262)
!262 = distinct !DILocation(line: 34, column: 5, scope: !183)
!263 = !DILocation(line: 7, column: 5, scope: !238, inlinedAt: !262)
!264 = !DILocation(line: 8, column: 14, scope: !238, inlinedAt: !262)
!265 = !DILocation(line: 9, column: 88, scope: !238, inlinedAt: !262)
!266 = !{!267, !267, i64 0}
!267 = !{!"any pointer", !233, i64 0}
!268 = !DILocation(line: 9, column: 92, scope: !238, inlinedAt: !262)
!269 = !DILocation(line: 9, column: 5, scope: !238, inlinedAt: !262)
!270 = !DILocation(line: 11, column: 1, scope: !238, inlinedAt: !262)
!271 = !DILocalVariable(name: "end", scope: !272, file: !2, line: 14, type: !170)
!272 = distinct !DISubprogram(name: "try_strtoul", scope: !2, file: !2, line: 13, type: !239, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !165, retainedNodes: !273)
!273 = !{!274, !275, !271, !276}
!274 = !DILocalVariable(name: "s", arg: 1, scope: !272, file: !2, line: 13, type: !189)
!275 = !DILocalVariable(name: "base", arg: 2, scope: !272, file: !2, line: 13, type: !168)
!276 = !DILocalVariable(name: "v", scope: !272, file: !2, line: 15, type: !277)
!277 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!278 = distinct !DIAssignID()
!279 = !DILocation(line: 0, scope: !272, inlinedAt: !280)
!280 = distinct !DILocation(line: 35, column: 5, scope: !183)
!281 = !DILocation(line: 16, column: 5, scope: !272, inlinedAt: !280)
!282 = !DILocation(line: 0, scope: !272, inlinedAt: !283)
!283 = distinct !DILocation(line: 36, column: 5, scope: !183)
!284 = !DILocation(line: 14, column: 5, scope: !272, inlinedAt: !283)
!285 = !DILocation(line: 15, column: 23, scope: !272, inlinedAt: !283)
!286 = !DILocation(line: 16, column: 76, scope: !272, inlinedAt: !283)
!287 = !DILocation(line: 16, column: 80, scope: !272, inlinedAt: !283)
!288 = !DILocation(line: 16, column: 5, scope: !272, inlinedAt: !283)
!289 = !DILocation(line: 17, column: 1, scope: !272, inlinedAt: !283)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 0, scope: !272, inlinedAt: !292)
!292 = distinct !DILocation(line: 37, column: 5, scope: !183)
!293 = !DILocation(line: 16, column: 5, scope: !272, inlinedAt: !292)
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 0, scope: !272, inlinedAt: !296)
!296 = distinct !DILocation(line: 38, column: 5, scope: !183)
!297 = !DILocation(line: 16, column: 5, scope: !272, inlinedAt: !296)
!298 = distinct !DIAssignID()
!299 = !DILocation(line: 0, scope: !272, inlinedAt: !300)
!300 = distinct !DILocation(line: 39, column: 5, scope: !183)
!301 = !DILocation(line: 16, column: 5, scope: !272, inlinedAt: !300)
!302 = distinct !DIAssignID()
!303 = !DILocation(line: 0, scope: !272, inlinedAt: !304)
!304 = distinct !DILocation(line: 40, column: 5, scope: !183)
!305 = !DILocation(line: 16, column: 5, scope: !272, inlinedAt: !304)
!306 = !DILocation(line: 42, column: 36, scope: !183)
!307 = !DILocation(line: 42, column: 5, scope: !183)
!308 = distinct !DIAssignID()
!309 = !DILocation(line: 0, scope: !205)
!310 = !DILocation(line: 46, column: 5, scope: !205)
!311 = !DILocation(line: 27, column: 29, scope: !200)
!312 = !DILocation(line: 27, column: 23, scope: !200)
!313 = distinct !{!313, !230, !314, !315, !316}
!314 = !DILocation(line: 29, column: 43, scope: !197)
!315 = !{!"llvm.loop.mustprogress"}
!316 = !{!"llvm.loop.unroll.disable"}
!317 = !DILocation(line: 29, column: 24, scope: !318)
!318 = distinct !DILexicalBlock(scope: !199, file: !2, line: 28, column: 9)
!319 = !DILocation(line: 0, scope: !238, inlinedAt: !320)
!320 = distinct !DILocation(line: 29, column: 13, scope: !318)
!321 = !DILocation(line: 7, column: 5, scope: !238, inlinedAt: !320)
!322 = !DILocation(line: 8, column: 14, scope: !238, inlinedAt: !320)
!323 = !DILocation(line: 9, column: 88, scope: !238, inlinedAt: !320)
!324 = !DILocation(line: 9, column: 92, scope: !238, inlinedAt: !320)
!325 = !DILocation(line: 9, column: 5, scope: !238, inlinedAt: !320)
!326 = !DILocation(line: 11, column: 1, scope: !238, inlinedAt: !320)
!327 = !DILocation(line: 28, column: 33, scope: !318)
!328 = !DILocation(line: 28, column: 27, scope: !318)
!329 = distinct !{!329, !236, !330, !315, !316}
!330 = !DILocation(line: 29, column: 43, scope: !199)
!331 = !DILocation(line: 51, column: 5, scope: !183)
!332 = !DILocation(line: 57, column: 5, scope: !183)
!333 = !DILocation(line: 47, column: 22, scope: !207)
!334 = !DILocalVariable(name: "__nptr", arg: 1, scope: !335, file: !336, line: 362, type: !189)
!335 = distinct !DISubprogram(name: "atoi", scope: !336, file: !336, line: 362, type: !337, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !165, retainedNodes: !339)
!336 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!337 = !DISubroutineType(types: !338)
!338 = !{!168, !189}
!339 = !{!334}
!340 = !DILocation(line: 0, scope: !335, inlinedAt: !341)
!341 = distinct !DILocation(line: 47, column: 17, scope: !207)
!342 = !DILocation(line: 364, column: 16, scope: !335, inlinedAt: !341)
!343 = !DILocation(line: 364, column: 10, scope: !335, inlinedAt: !341)
!344 = !DILocation(line: 0, scope: !207)
!345 = !DILocation(line: 48, column: 16, scope: !207)
!346 = !DILocation(line: 48, column: 13, scope: !207)
!347 = !DILocation(line: 49, column: 9, scope: !207)
!348 = !DILocation(line: 46, column: 30, scope: !208)
!349 = !DILocation(line: 46, column: 23, scope: !208)
!350 = distinct !{!350, !310, !351, !315, !316}
!351 = !DILocation(line: 50, column: 5, scope: !205)
!352 = !DILocation(line: 54, column: 17, scope: !183)
!353 = !DILocation(line: 55, column: 10, scope: !183)
!354 = !DILocation(line: 56, column: 9, scope: !183)
!355 = !DILocation(line: 58, column: 9, scope: !214)
!356 = !DILocation(line: 59, column: 18, scope: !214)
!357 = !DILocation(line: 60, column: 13, scope: !358)
!358 = distinct !DILexicalBlock(scope: !214, file: !2, line: 60, column: 13)
!359 = !DILocation(line: 60, column: 17, scope: !358)
!360 = !DILocation(line: 60, column: 13, scope: !214)
!361 = !DILocation(line: 65, column: 5, scope: !215)
!362 = !DILocation(line: 66, column: 5, scope: !183)
!363 = !DILocation(line: 68, column: 1, scope: !183)
!364 = !DISubprogram(name: "printf", scope: !365, file: !365, line: 356, type: !366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!366 = !DISubroutineType(types: !367)
!367 = !{!168, !368, null}
!368 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
!369 = !DISubprogram(name: "strtol", scope: !336, file: !336, line: 177, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{!167, !368, !372, !168}
!372 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!373 = !DISubprogram(name: "strtoul", scope: !336, file: !336, line: 181, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!277, !368, !372, !168}
