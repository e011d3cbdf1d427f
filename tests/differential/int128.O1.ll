; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"max64^2\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"hi=%llu lo=%llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"%d! = %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"u128 max = %s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"i128 min\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [9 x i8] c"i128 max\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"x / 7\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [6 x i8] c"x % 7\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [7 x i8] c"x >> 3\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [9 x i8] c"-x / -13\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [7 x i8] c"1<<100\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [8 x i8] c"max>>77\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [8 x i8] c"pattern\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [14 x i8] c"mulmod: %llu\0A\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [14 x i8] c"3^(p-1) mod p\00", align 1, !dbg !61
@.str.17 = private unnamed_addr constant [15 x i8] c"fib(180) = %s\0A\00", align 1, !dbg !63
@.str.18 = private unnamed_addr constant [12 x i8] c"n1/d1 = %s\0A\00", align 1, !dbg !65
@.str.19 = private unnamed_addr constant [13 x i8] c"n1%%d1 = %s\0A\00", align 1, !dbg !70
@.str.20 = private unnamed_addr constant [25 x i8] c"%s = 0x%08x%08x%08x%08x\0A\00", align 1, !dbg !75
@.str.21 = private unnamed_addr constant [10 x i8] c"%s = -%s\0A\00", align 1, !dbg !80
@.str.22 = private unnamed_addr constant [9 x i8] c"%s = %s\0A\00", align 1, !dbg !82

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !102 {
  %1 = alloca [48 x i8], align 16, !DIAssignID !139
  %2 = alloca [48 x i8], align 16, !DIAssignID !140
  %3 = alloca [48 x i8], align 16, !DIAssignID !141
  %4 = alloca [48 x i8], align 16, !DIAssignID !142
  %5 = alloca [48 x i8], align 16, !DIAssignID !143
  %6 = alloca [48 x i8], align 16, !DIAssignID !144
  %7 = alloca [48 x i8], align 16, !DIAssignID !145
  %8 = alloca [48 x i8], align 16, !DIAssignID !146
  %9 = alloca [48 x i8], align 16, !DIAssignID !147
  %10 = alloca [48 x i8], align 16, !DIAssignID !148
  %11 = alloca [48 x i8], align 16, !DIAssignID !149
  %12 = alloca [48 x i8], align 16, !DIAssignID !150
  %13 = alloca [48 x i8], align 16, !DIAssignID !151
  %14 = alloca [48 x i8], align 16, !DIAssignID !152
  %15 = alloca [48 x i8], align 16, !DIAssignID !153
  %16 = alloca [48 x i8], align 16, !DIAssignID !154
  %17 = alloca [48 x i8], align 16, !DIAssignID !155
  %18 = alloca [48 x i8], align 16, !DIAssignID !156
  %19 = alloca [48 x i8], align 16, !DIAssignID !157
    #dbg_assign(i1 undef, !110, !DIExpression(), !157, ptr %19, !DIExpression(), !158)
  %20 = alloca [48 x i8], align 16, !DIAssignID !159
    #dbg_assign(i1 undef, !119, !DIExpression(), !159, ptr %20, !DIExpression(), !160)
    #dbg_value(i128 -36893488147419103231, !106, !DIExpression(), !160)
    #dbg_value(ptr @.str, !161, !DIExpression(), !169)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !169)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str, i32 noundef -1, i32 noundef -2, i32 noundef 0, i32 noundef 1), !dbg !171
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -2, i64 noundef 1), !dbg !172
    #dbg_value(i128 1, !107, !DIExpression(), !160)
    #dbg_value(i32 1, !108, !DIExpression(), !173)
  br label %214, !dbg !174

23:                                               ; preds = %254
    #dbg_value(i128 -1, !118, !DIExpression(), !160)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %20) #3, !dbg !175
    #dbg_assign(i1 undef, !176, !DIExpression(), !156, ptr %18, !DIExpression(), !187)
    #dbg_value(i128 -1, !182, !DIExpression(), !187)
    #dbg_value(ptr %20, !183, !DIExpression(), !187)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %18) #3, !dbg !189
    #dbg_value(i32 0, !184, !DIExpression(), !187)
  br label %24, !dbg !190

24:                                               ; preds = %24, %23
  %25 = phi i64 [ %33, %24 ], [ 0, %23 ]
  %26 = phi i128 [ %28, %24 ], [ -1, %23 ]
    #dbg_value(i64 %25, !184, !DIExpression(), !187)
    #dbg_value(i128 %26, !182, !DIExpression(), !187)
  %27 = freeze i128 %26, !dbg !191
  %28 = udiv i128 %27, 10, !dbg !191
  %29 = mul i128 %28, 10, !dbg !193
  %30 = sub i128 %27, %29, !dbg !193
  %31 = trunc nuw nsw i128 %30 to i8, !dbg !194
  %32 = or disjoint i8 %31, 48, !dbg !195
  %33 = add nuw nsw i64 %25, 1, !dbg !196
    #dbg_value(i64 %33, !184, !DIExpression(), !187)
  %34 = getelementptr inbounds [48 x i8], ptr %18, i64 0, i64 %25, !dbg !197
  store i8 %32, ptr %34, align 1, !dbg !198, !tbaa !199
    #dbg_value(i128 %28, !182, !DIExpression(), !187)
  %35 = icmp eq i64 %33, 39, !dbg !202
  br i1 %35, label %36, label %24, !dbg !202, !llvm.loop !203

36:                                               ; preds = %24, %36
  %37 = phi i64 [ %42, %36 ], [ 0, %24 ]
    #dbg_value(i64 %37, !185, !DIExpression(), !207)
  %38 = sub nuw nsw i64 38, %37, !dbg !208
  %39 = getelementptr inbounds [48 x i8], ptr %18, i64 0, i64 %38, !dbg !210
  %40 = load i8, ptr %39, align 1, !dbg !210, !tbaa !199
  %41 = getelementptr inbounds i8, ptr %20, i64 %37, !dbg !211
  store i8 %40, ptr %41, align 1, !dbg !212, !tbaa !199
  %42 = add nuw nsw i64 %37, 1, !dbg !213
    #dbg_value(i64 %42, !185, !DIExpression(), !207)
  %43 = icmp eq i64 %42, 39, !dbg !214
  br i1 %43, label %44, label %36, !dbg !215, !llvm.loop !216

44:                                               ; preds = %36
  %45 = getelementptr inbounds i8, ptr %20, i64 39, !dbg !218
  store i8 0, ptr %45, align 1, !dbg !219, !tbaa !199
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %18) #3, !dbg !220
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %20), !dbg !221
    #dbg_value(i128 -170141183460469231731687303715884105728, !120, !DIExpression(), !160)
    #dbg_value(i128 170141183460469231731687303715884105727, !121, !DIExpression(), !160)
    #dbg_assign(i1 undef, !222, !DIExpression(), !155, ptr %17, !DIExpression(), !229)
    #dbg_value(ptr @.str.4, !227, !DIExpression(), !229)
    #dbg_value(!DIArgList(i128 -170141183460469231731687303715884105728, i64 0), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !229)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %17) #3, !dbg !231
    #dbg_value(!DIArgList(i128 -170141183460469231731687303715884105728, i128 0), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !229)
    #dbg_assign(i1 undef, !176, !DIExpression(), !154, ptr %16, !DIExpression(), !232)
    #dbg_value(i128 -170141183460469231731687303715884105728, !182, !DIExpression(), !232)
    #dbg_value(ptr %17, !183, !DIExpression(), !232)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #3, !dbg !236
    #dbg_value(i32 0, !184, !DIExpression(), !232)
  br label %47, !dbg !237

47:                                               ; preds = %47, %44
  %48 = phi i64 [ %56, %47 ], [ 0, %44 ]
  %49 = phi i128 [ %51, %47 ], [ -170141183460469231731687303715884105728, %44 ]
    #dbg_value(i64 %48, !184, !DIExpression(), !232)
    #dbg_value(i128 %49, !182, !DIExpression(), !232)
  %50 = freeze i128 %49, !dbg !238
  %51 = udiv i128 %50, 10, !dbg !238
  %52 = mul i128 %51, 10, !dbg !239
  %53 = sub i128 %50, %52, !dbg !239
  %54 = trunc nuw nsw i128 %53 to i8, !dbg !240
  %55 = or disjoint i8 %54, 48, !dbg !241
  %56 = add nuw nsw i64 %48, 1, !dbg !242
    #dbg_value(i64 %56, !184, !DIExpression(), !232)
  %57 = getelementptr inbounds [48 x i8], ptr %16, i64 0, i64 %48, !dbg !243
  store i8 %55, ptr %57, align 1, !dbg !244, !tbaa !199
    #dbg_value(i128 %51, !182, !DIExpression(), !232)
  %58 = icmp eq i64 %56, 39, !dbg !245
  br i1 %58, label %59, label %47, !dbg !245, !llvm.loop !246

59:                                               ; preds = %47, %59
  %60 = phi i64 [ %65, %59 ], [ 0, %47 ]
    #dbg_value(i64 %60, !185, !DIExpression(), !248)
  %61 = sub nuw nsw i64 38, %60, !dbg !249
  %62 = getelementptr inbounds [48 x i8], ptr %16, i64 0, i64 %61, !dbg !250
  %63 = load i8, ptr %62, align 1, !dbg !250, !tbaa !199
  %64 = getelementptr inbounds i8, ptr %17, i64 %60, !dbg !251
  store i8 %63, ptr %64, align 1, !dbg !252, !tbaa !199
  %65 = add nuw nsw i64 %60, 1, !dbg !253
    #dbg_value(i64 %65, !185, !DIExpression(), !248)
  %66 = icmp eq i64 %65, 39, !dbg !254
  br i1 %66, label %67, label %59, !dbg !255, !llvm.loop !256

67:                                               ; preds = %59
  %68 = getelementptr inbounds i8, ptr %17, i64 39, !dbg !258
  store i8 0, ptr %68, align 1, !dbg !259, !tbaa !199
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #3, !dbg !260
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.4, ptr noundef nonnull %17), !dbg !261
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %17) #3, !dbg !262
    #dbg_assign(i1 undef, !222, !DIExpression(), !153, ptr %15, !DIExpression(), !263)
    #dbg_value(ptr @.str.5, !227, !DIExpression(), !263)
    #dbg_value(!DIArgList(i128 170141183460469231713240559642174554112, i64 -1), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !263)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %15) #3, !dbg !265
    #dbg_assign(i1 undef, !176, !DIExpression(), !152, ptr %14, !DIExpression(), !266)
    #dbg_value(i128 170141183460469231731687303715884105727, !182, !DIExpression(), !266)
    #dbg_value(ptr %15, !183, !DIExpression(), !266)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %14) #3, !dbg !269
    #dbg_value(i32 0, !184, !DIExpression(), !266)
  br label %70, !dbg !270

70:                                               ; preds = %70, %67
  %71 = phi i64 [ %79, %70 ], [ 0, %67 ]
  %72 = phi i128 [ %74, %70 ], [ 170141183460469231731687303715884105727, %67 ]
    #dbg_value(i64 %71, !184, !DIExpression(), !266)
    #dbg_value(i128 %72, !182, !DIExpression(), !266)
  %73 = freeze i128 %72, !dbg !271
  %74 = udiv i128 %73, 10, !dbg !271
  %75 = mul i128 %74, 10, !dbg !272
  %76 = sub i128 %73, %75, !dbg !272
  %77 = trunc nuw nsw i128 %76 to i8, !dbg !273
  %78 = or disjoint i8 %77, 48, !dbg !274
  %79 = add nuw nsw i64 %71, 1, !dbg !275
    #dbg_value(i64 %79, !184, !DIExpression(), !266)
  %80 = getelementptr inbounds [48 x i8], ptr %14, i64 0, i64 %71, !dbg !276
  store i8 %78, ptr %80, align 1, !dbg !277, !tbaa !199
    #dbg_value(i128 %74, !182, !DIExpression(), !266)
  %81 = icmp eq i64 %79, 39, !dbg !278
  br i1 %81, label %82, label %70, !dbg !278, !llvm.loop !279

82:                                               ; preds = %70, %82
  %83 = phi i64 [ %88, %82 ], [ 0, %70 ]
    #dbg_value(i64 %83, !185, !DIExpression(), !281)
  %84 = sub nuw nsw i64 38, %83, !dbg !282
  %85 = getelementptr inbounds [48 x i8], ptr %14, i64 0, i64 %84, !dbg !283
  %86 = load i8, ptr %85, align 1, !dbg !283, !tbaa !199
  %87 = getelementptr inbounds i8, ptr %15, i64 %83, !dbg !284
  store i8 %86, ptr %87, align 1, !dbg !285, !tbaa !199
  %88 = add nuw nsw i64 %83, 1, !dbg !286
    #dbg_value(i64 %88, !185, !DIExpression(), !281)
  %89 = icmp eq i64 %88, 39, !dbg !287
  br i1 %89, label %90, label %82, !dbg !288, !llvm.loop !289

90:                                               ; preds = %82
  %91 = getelementptr inbounds i8, ptr %15, i64 39, !dbg !291
  store i8 0, ptr %91, align 1, !dbg !292, !tbaa !199
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %14) #3, !dbg !293
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, ptr noundef nonnull %15), !dbg !294
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %15) #3, !dbg !295
    #dbg_value(i128 -123456789012345678, !122, !DIExpression(), !160)
    #dbg_value(i128 -123456789012345678000000000000, !122, !DIExpression(), !160)
    #dbg_assign(i1 undef, !222, !DIExpression(), !151, ptr %13, !DIExpression(), !296)
    #dbg_value(ptr @.str.6, !227, !DIExpression(), !296)
    #dbg_value(!DIArgList(i128 -123456789016708575201106853888, i64 4362897201106853888), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !296)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #3, !dbg !298
    #dbg_value(!DIArgList(i128 -123456789016708575201106853888, i128 4362897201106853888), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !296)
    #dbg_assign(i1 undef, !176, !DIExpression(), !150, ptr %12, !DIExpression(), !299)
    #dbg_value(i128 123456789012345678000000000000, !182, !DIExpression(), !299)
    #dbg_value(ptr %13, !183, !DIExpression(), !299)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #3, !dbg !301
    #dbg_value(i32 0, !184, !DIExpression(), !299)
  br label %93, !dbg !302

93:                                               ; preds = %93, %90
  %94 = phi i64 [ %102, %93 ], [ 0, %90 ]
  %95 = phi i128 [ %97, %93 ], [ 123456789012345678000000000000, %90 ]
    #dbg_value(i64 %94, !184, !DIExpression(), !299)
    #dbg_value(i128 %95, !182, !DIExpression(), !299)
  %96 = freeze i128 %95, !dbg !303
  %97 = udiv i128 %96, 10, !dbg !303
  %98 = mul i128 %97, 10, !dbg !304
  %99 = sub i128 %96, %98, !dbg !304
  %100 = trunc nuw nsw i128 %99 to i8, !dbg !305
  %101 = or disjoint i8 %100, 48, !dbg !306
  %102 = add nuw nsw i64 %94, 1, !dbg !307
    #dbg_value(i64 %102, !184, !DIExpression(), !299)
  %103 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %94, !dbg !308
  store i8 %101, ptr %103, align 1, !dbg !309, !tbaa !199
    #dbg_value(i128 %97, !182, !DIExpression(), !299)
  %104 = icmp eq i64 %102, 30, !dbg !310
  br i1 %104, label %105, label %93, !dbg !310, !llvm.loop !311

105:                                              ; preds = %93, %105
  %106 = phi i64 [ %111, %105 ], [ 0, %93 ]
    #dbg_value(i64 %106, !185, !DIExpression(), !313)
  %107 = sub nuw nsw i64 29, %106, !dbg !314
  %108 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %107, !dbg !315
  %109 = load i8, ptr %108, align 1, !dbg !315, !tbaa !199
  %110 = getelementptr inbounds i8, ptr %13, i64 %106, !dbg !316
  store i8 %109, ptr %110, align 1, !dbg !317, !tbaa !199
  %111 = add nuw nsw i64 %106, 1, !dbg !318
    #dbg_value(i64 %111, !185, !DIExpression(), !313)
  %112 = icmp eq i64 %111, 30, !dbg !319
  br i1 %112, label %113, label %105, !dbg !320, !llvm.loop !321

113:                                              ; preds = %105
  %114 = getelementptr inbounds i8, ptr %13, i64 30, !dbg !323
  store i8 0, ptr %114, align 2, !dbg !324, !tbaa !199
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #3, !dbg !325
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.6, ptr noundef nonnull %13), !dbg !326
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #3, !dbg !327
    #dbg_assign(i1 undef, !222, !DIExpression(), !149, ptr %11, !DIExpression(), !328)
    #dbg_value(ptr @.str.7, !227, !DIExpression(), !328)
    #dbg_value(!DIArgList(i128 -17636684158420327938522087424, i64 -4647227278044607049), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !328)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #3, !dbg !330
    #dbg_value(!DIArgList(i128 -17636684158420327938522087424, i128 13799516795664944567), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !328)
    #dbg_assign(i1 undef, !176, !DIExpression(), !148, ptr %10, !DIExpression(), !331)
    #dbg_value(i128 17636684144620811142857142857, !182, !DIExpression(), !331)
    #dbg_value(ptr %11, !183, !DIExpression(), !331)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #3, !dbg !333
    #dbg_value(i32 0, !184, !DIExpression(), !331)
  br label %116, !dbg !334

116:                                              ; preds = %116, %113
  %117 = phi i64 [ %125, %116 ], [ 0, %113 ]
  %118 = phi i128 [ %120, %116 ], [ 17636684144620811142857142857, %113 ]
    #dbg_value(i64 %117, !184, !DIExpression(), !331)
    #dbg_value(i128 %118, !182, !DIExpression(), !331)
  %119 = freeze i128 %118, !dbg !335
  %120 = udiv i128 %119, 10, !dbg !335
  %121 = mul i128 %120, 10, !dbg !336
  %122 = sub i128 %119, %121, !dbg !336
  %123 = trunc nuw nsw i128 %122 to i8, !dbg !337
  %124 = or disjoint i8 %123, 48, !dbg !338
  %125 = add nuw nsw i64 %117, 1, !dbg !339
    #dbg_value(i64 %125, !184, !DIExpression(), !331)
  %126 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %117, !dbg !340
  store i8 %124, ptr %126, align 1, !dbg !341, !tbaa !199
    #dbg_value(i128 %120, !182, !DIExpression(), !331)
  %127 = icmp eq i64 %125, 29, !dbg !342
  br i1 %127, label %128, label %116, !dbg !342, !llvm.loop !343

128:                                              ; preds = %116, %128
  %129 = phi i64 [ %134, %128 ], [ 0, %116 ]
    #dbg_value(i64 %129, !185, !DIExpression(), !345)
  %130 = sub nuw nsw i64 28, %129, !dbg !346
  %131 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %130, !dbg !347
  %132 = load i8, ptr %131, align 1, !dbg !347, !tbaa !199
  %133 = getelementptr inbounds i8, ptr %11, i64 %129, !dbg !348
  store i8 %132, ptr %133, align 1, !dbg !349, !tbaa !199
  %134 = add nuw nsw i64 %129, 1, !dbg !350
    #dbg_value(i64 %134, !185, !DIExpression(), !345)
  %135 = icmp eq i64 %134, 29, !dbg !351
  br i1 %135, label %136, label %128, !dbg !352, !llvm.loop !353

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %11, i64 29, !dbg !355
  store i8 0, ptr %137, align 1, !dbg !356, !tbaa !199
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #3, !dbg !357
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.7, ptr noundef nonnull %11), !dbg !358
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #3, !dbg !359
    #dbg_assign(i1 undef, !222, !DIExpression(), !147, ptr %9, !DIExpression(), !360)
    #dbg_value(ptr @.str.8, !227, !DIExpression(), !360)
    #dbg_value(!DIArgList(i128 -18446744073709551616, i64 -1), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !360)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #3, !dbg !362
    #dbg_value(!DIArgList(i128 -18446744073709551616, i128 18446744073709551615), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !360)
    #dbg_assign(i1 undef, !176, !DIExpression(), !363, ptr undef, !DIExpression(), !364)
    #dbg_value(i128 1, !182, !DIExpression(), !364)
    #dbg_value(ptr %9, !183, !DIExpression(), !364)
    #dbg_value(i32 0, !184, !DIExpression(), !364)
    #dbg_value(i64 0, !184, !DIExpression(), !364)
    #dbg_value(i128 1, !182, !DIExpression(), !364)
    #dbg_value(i64 1, !184, !DIExpression(), !364)
    #dbg_value(i128 0, !182, !DIExpression(), !364)
    #dbg_value(i32 0, !185, !DIExpression(), !366)
    #dbg_value(i64 0, !185, !DIExpression(), !366)
  store i8 49, ptr %9, align 16, !dbg !367, !tbaa !199
    #dbg_value(i64 1, !185, !DIExpression(), !366)
  %139 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !368
  store i8 0, ptr %139, align 1, !dbg !369, !tbaa !199
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.8, ptr noundef nonnull %9), !dbg !370
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #3, !dbg !371
    #dbg_assign(i1 undef, !222, !DIExpression(), !146, ptr %8, !DIExpression(), !372)
    #dbg_value(ptr @.str.9, !227, !DIExpression(), !372)
    #dbg_value(!DIArgList(i128 -15432098629394414909352050688, i64 2851205159352050688), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !372)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #3, !dbg !374
    #dbg_value(!DIArgList(i128 -15432098629394414909352050688, i128 2851205159352050688), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !372)
    #dbg_assign(i1 undef, !176, !DIExpression(), !145, ptr %7, !DIExpression(), !375)
    #dbg_value(i128 15432098626543209750000000000, !182, !DIExpression(), !375)
    #dbg_value(ptr %8, !183, !DIExpression(), !375)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #3, !dbg !377
    #dbg_value(i32 0, !184, !DIExpression(), !375)
  br label %141, !dbg !378

141:                                              ; preds = %141, %136
  %142 = phi i64 [ %150, %141 ], [ 0, %136 ]
  %143 = phi i128 [ %145, %141 ], [ 15432098626543209750000000000, %136 ]
    #dbg_value(i64 %142, !184, !DIExpression(), !375)
    #dbg_value(i128 %143, !182, !DIExpression(), !375)
  %144 = freeze i128 %143, !dbg !379
  %145 = udiv i128 %144, 10, !dbg !379
  %146 = mul i128 %145, 10, !dbg !380
  %147 = sub i128 %144, %146, !dbg !380
  %148 = trunc nuw nsw i128 %147 to i8, !dbg !381
  %149 = or disjoint i8 %148, 48, !dbg !382
  %150 = add nuw nsw i64 %142, 1, !dbg !383
    #dbg_value(i64 %150, !184, !DIExpression(), !375)
  %151 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %142, !dbg !384
  store i8 %149, ptr %151, align 1, !dbg !385, !tbaa !199
    #dbg_value(i128 %145, !182, !DIExpression(), !375)
  %152 = icmp eq i64 %150, 29, !dbg !386
  br i1 %152, label %153, label %141, !dbg !386, !llvm.loop !387

153:                                              ; preds = %141, %153
  %154 = phi i64 [ %159, %153 ], [ 0, %141 ]
    #dbg_value(i64 %154, !185, !DIExpression(), !389)
  %155 = sub nuw nsw i64 28, %154, !dbg !390
  %156 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %155, !dbg !391
  %157 = load i8, ptr %156, align 1, !dbg !391, !tbaa !199
  %158 = getelementptr inbounds i8, ptr %8, i64 %154, !dbg !392
  store i8 %157, ptr %158, align 1, !dbg !393, !tbaa !199
  %159 = add nuw nsw i64 %154, 1, !dbg !394
    #dbg_value(i64 %159, !185, !DIExpression(), !389)
  %160 = icmp eq i64 %159, 29, !dbg !395
  br i1 %160, label %161, label %153, !dbg !396, !llvm.loop !397

161:                                              ; preds = %153
  %162 = getelementptr inbounds i8, ptr %8, i64 29, !dbg !399
  store i8 0, ptr %162, align 1, !dbg !400, !tbaa !199
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #3, !dbg !401
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.9, ptr noundef nonnull %8), !dbg !402
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #3, !dbg !403
    #dbg_assign(i1 undef, !222, !DIExpression(), !144, ptr %6, !DIExpression(), !404)
    #dbg_value(ptr @.str.10, !227, !DIExpression(), !404)
    #dbg_value(!DIArgList(i128 -9496676082465292878633500672, i64 4592548417095039134), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !404)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #3, !dbg !406
    #dbg_value(!DIArgList(i128 -9496676082465292878633500672, i128 4592548417095039134), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !404)
    #dbg_assign(i1 undef, !176, !DIExpression(), !143, ptr %5, !DIExpression(), !407)
    #dbg_value(i128 9496676077872744461538461538, !182, !DIExpression(), !407)
    #dbg_value(ptr %6, !183, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #3, !dbg !409
    #dbg_value(i32 0, !184, !DIExpression(), !407)
  br label %164, !dbg !410

164:                                              ; preds = %164, %161
  %165 = phi i64 [ %173, %164 ], [ 0, %161 ]
  %166 = phi i128 [ %168, %164 ], [ 9496676077872744461538461538, %161 ]
    #dbg_value(i64 %165, !184, !DIExpression(), !407)
    #dbg_value(i128 %166, !182, !DIExpression(), !407)
  %167 = freeze i128 %166, !dbg !411
  %168 = udiv i128 %167, 10, !dbg !411
  %169 = mul i128 %168, 10, !dbg !412
  %170 = sub i128 %167, %169, !dbg !412
  %171 = trunc nuw nsw i128 %170 to i8, !dbg !413
  %172 = or disjoint i8 %171, 48, !dbg !414
  %173 = add nuw nsw i64 %165, 1, !dbg !415
    #dbg_value(i64 %173, !184, !DIExpression(), !407)
  %174 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %165, !dbg !416
  store i8 %172, ptr %174, align 1, !dbg !417, !tbaa !199
    #dbg_value(i128 %168, !182, !DIExpression(), !407)
  %175 = icmp eq i64 %173, 28, !dbg !418
  br i1 %175, label %176, label %164, !dbg !418, !llvm.loop !419

176:                                              ; preds = %164, %176
  %177 = phi i64 [ %182, %176 ], [ 0, %164 ]
    #dbg_value(i64 %177, !185, !DIExpression(), !421)
  %178 = sub nuw nsw i64 27, %177, !dbg !422
  %179 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %178, !dbg !423
  %180 = load i8, ptr %179, align 1, !dbg !423, !tbaa !199
  %181 = getelementptr inbounds i8, ptr %6, i64 %177, !dbg !424
  store i8 %180, ptr %181, align 1, !dbg !425, !tbaa !199
  %182 = add nuw nsw i64 %177, 1, !dbg !426
    #dbg_value(i64 %182, !185, !DIExpression(), !421)
  %183 = icmp eq i64 %182, 28, !dbg !427
  br i1 %183, label %184, label %176, !dbg !428, !llvm.loop !429

184:                                              ; preds = %176
  %185 = getelementptr inbounds i8, ptr %6, i64 28, !dbg !431
  store i8 0, ptr %185, align 4, !dbg !432, !tbaa !199
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #3, !dbg !433
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.10, ptr noundef nonnull %6), !dbg !434
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #3, !dbg !435
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !436
    #dbg_value(ptr @.str.12, !161, !DIExpression(), !437)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !437)
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.12, i32 noundef 16, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !439
    #dbg_value(ptr @.str.13, !161, !DIExpression(), !440)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !440)
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.13, i32 noundef 0, i32 noundef 0, i32 noundef 524287, i32 noundef -1), !dbg !442
    #dbg_value(ptr @.str.14, !161, !DIExpression(), !443)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !443)
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.14, i32 noundef 19088743, i32 noundef -1985229329, i32 noundef -19088744, i32 noundef 1985229328), !dbg !445
    #dbg_value(i64 1000000007, !123, !DIExpression(), !160)
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef 974000367), !dbg !446
    #dbg_value(i128 618970019642690137449562111, !129, !DIExpression(), !160)
    #dbg_value(i128 3, !447, !DIExpression(), !455)
    #dbg_value(i128 618970019642690137449562110, !452, !DIExpression(), !455)
    #dbg_value(i128 618970019642690137449562111, !453, !DIExpression(), !455)
    #dbg_value(i128 1, !454, !DIExpression(), !455)
    #dbg_value(i128 3, !447, !DIExpression(), !455)
  br label %192, !dbg !457

192:                                              ; preds = %201, %184
  %193 = phi i128 [ 1, %184 ], [ %202, %201 ]
  %194 = phi i128 [ 3, %184 ], [ %204, %201 ]
  %195 = phi i128 [ 618970019642690137449562110, %184 ], [ %205, %201 ]
    #dbg_value(i128 %193, !454, !DIExpression(), !455)
    #dbg_value(i128 %194, !447, !DIExpression(), !455)
    #dbg_value(i128 %195, !452, !DIExpression(), !455)
  %196 = and i128 %195, 1, !dbg !458
  %197 = icmp eq i128 %196, 0, !dbg !458
  br i1 %197, label %201, label %198, !dbg !461

198:                                              ; preds = %192
  %199 = mul i128 %194, %193, !dbg !462
  %200 = urem i128 %199, 618970019642690137449562111, !dbg !463
    #dbg_value(i128 %200, !454, !DIExpression(), !455)
  br label %201, !dbg !464

201:                                              ; preds = %198, %192
  %202 = phi i128 [ %200, %198 ], [ %193, %192 ], !dbg !455
    #dbg_value(i128 %202, !454, !DIExpression(), !455)
  %203 = mul i128 %194, %194, !dbg !465
  %204 = urem i128 %203, 618970019642690137449562111, !dbg !466
    #dbg_value(i128 %204, !447, !DIExpression(), !455)
  %205 = lshr i128 %195, 1, !dbg !467
    #dbg_value(i128 %205, !452, !DIExpression(), !455)
  %206 = icmp ult i128 %195, 2, !dbg !457
  br i1 %206, label %207, label %192, !dbg !457, !llvm.loop !468

207:                                              ; preds = %201
  %208 = lshr i128 %202, 64, !dbg !470
    #dbg_value(ptr @.str.16, !161, !DIExpression(), !471)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !471)
  %209 = trunc nuw nsw i128 %208 to i32, !dbg !473
  %210 = lshr i128 %202, 32, !dbg !474
  %211 = trunc i128 %210 to i32, !dbg !474
  %212 = trunc i128 %202 to i32, !dbg !475
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef 0, i32 noundef %209, i32 noundef %211, i32 noundef %212), !dbg !476
    #dbg_value(i128 0, !130, !DIExpression(), !160)
    #dbg_value(i128 1, !131, !DIExpression(), !160)
    #dbg_value(i32 0, !132, !DIExpression(), !477)
  br label %334, !dbg !478

214:                                              ; preds = %0, %254
  %215 = phi i128 [ 1, %0 ], [ %218, %254 ]
  %216 = phi i32 [ 1, %0 ], [ %255, %254 ]
    #dbg_value(i128 %215, !107, !DIExpression(), !160)
    #dbg_value(i32 %216, !108, !DIExpression(), !173)
  %217 = zext nneg i32 %216 to i128, !dbg !479
  %218 = mul i128 %215, %217, !dbg !480
    #dbg_value(i128 %218, !107, !DIExpression(), !160)
  %219 = icmp ugt i32 %216, 19, !dbg !481
  %220 = and i32 %216, 1
  %221 = icmp eq i32 %220, 0
  %222 = and i1 %219, %221, !dbg !482
  br i1 %222, label %223, label %254, !dbg !482

223:                                              ; preds = %214
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %19) #3, !dbg !483
    #dbg_assign(i1 undef, !176, !DIExpression(), !142, ptr %4, !DIExpression(), !484)
    #dbg_value(i128 %218, !182, !DIExpression(), !484)
    #dbg_value(ptr %19, !183, !DIExpression(), !484)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #3, !dbg !486
    #dbg_value(i32 0, !184, !DIExpression(), !484)
  br label %224, !dbg !487

224:                                              ; preds = %224, %223
  %225 = phi i32 [ %237, %224 ], [ 1, %223 ]
  %226 = phi i64 [ %234, %224 ], [ 0, %223 ]
  %227 = phi i128 [ %229, %224 ], [ %218, %223 ]
    #dbg_value(i64 %226, !184, !DIExpression(), !484)
    #dbg_value(i128 %227, !182, !DIExpression(), !484)
  %228 = freeze i128 %227, !dbg !488
  %229 = udiv i128 %228, 10, !dbg !488
  %230 = mul i128 %229, 10, !dbg !489
  %231 = sub i128 %228, %230, !dbg !489
  %232 = trunc nuw nsw i128 %231 to i8, !dbg !490
  %233 = or disjoint i8 %232, 48, !dbg !491
  %234 = add nuw nsw i64 %226, 1, !dbg !492
    #dbg_value(i64 %234, !184, !DIExpression(), !484)
  %235 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %226, !dbg !493
  store i8 %233, ptr %235, align 1, !dbg !494, !tbaa !199
    #dbg_value(i128 %229, !182, !DIExpression(), !484)
  %236 = icmp ult i128 %227, 10, !dbg !495
  %237 = add nuw i32 %225, 1, !dbg !495
  br i1 %236, label %238, label %224, !dbg !495, !llvm.loop !496

238:                                              ; preds = %224
    #dbg_value(i32 0, !185, !DIExpression(), !498)
  %239 = shl i64 %226, 32, !dbg !499
  %240 = ashr exact i64 %239, 32, !dbg !499
  %241 = zext i32 %225 to i64, !dbg !500
  br label %242, !dbg !499

242:                                              ; preds = %242, %238
  %243 = phi i64 [ 0, %238 ], [ %248, %242 ]
    #dbg_value(i64 %243, !185, !DIExpression(), !498)
  %244 = sub nsw i64 %240, %243, !dbg !501
  %245 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %244, !dbg !502
  %246 = load i8, ptr %245, align 1, !dbg !502, !tbaa !199
  %247 = getelementptr inbounds i8, ptr %19, i64 %243, !dbg !503
  store i8 %246, ptr %247, align 1, !dbg !504, !tbaa !199
  %248 = add nuw nsw i64 %243, 1, !dbg !505
    #dbg_value(i64 %248, !185, !DIExpression(), !498)
  %249 = icmp eq i64 %248, %241, !dbg !500
  br i1 %249, label %250, label %242, !dbg !499, !llvm.loop !506

250:                                              ; preds = %242
  %251 = and i64 %234, 4294967295, !dbg !508
  %252 = getelementptr inbounds i8, ptr %19, i64 %251, !dbg !508
  store i8 0, ptr %252, align 1, !dbg !509, !tbaa !199
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #3, !dbg !510
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %216, ptr noundef nonnull %19), !dbg !511
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %19) #3, !dbg !512
  br label %254, !dbg !513

254:                                              ; preds = %214, %250
  %255 = add nuw nsw i32 %216, 1, !dbg !514
    #dbg_value(i128 %218, !107, !DIExpression(), !160)
    #dbg_value(i32 %255, !108, !DIExpression(), !173)
  %256 = icmp eq i32 %255, 35, !dbg !515
  br i1 %256, label %23, label %214, !dbg !174, !llvm.loop !516

257:                                              ; preds = %334
    #dbg_assign(i1 undef, !176, !DIExpression(), !141, ptr %3, !DIExpression(), !518)
    #dbg_value(i128 %336, !182, !DIExpression(), !518)
    #dbg_value(ptr %20, !183, !DIExpression(), !518)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #3, !dbg !520
    #dbg_value(i32 0, !184, !DIExpression(), !518)
  br label %258, !dbg !521

258:                                              ; preds = %258, %257
  %259 = phi i32 [ %271, %258 ], [ 1, %257 ]
  %260 = phi i64 [ %268, %258 ], [ 0, %257 ]
  %261 = phi i128 [ %263, %258 ], [ %336, %257 ]
    #dbg_value(i64 %260, !184, !DIExpression(), !518)
    #dbg_value(i128 %261, !182, !DIExpression(), !518)
  %262 = freeze i128 %261, !dbg !522
  %263 = udiv i128 %262, 10, !dbg !522
  %264 = mul i128 %263, 10, !dbg !523
  %265 = sub i128 %262, %264, !dbg !523
  %266 = trunc nuw nsw i128 %265 to i8, !dbg !524
  %267 = or disjoint i8 %266, 48, !dbg !525
  %268 = add nuw nsw i64 %260, 1, !dbg !526
    #dbg_value(i64 %268, !184, !DIExpression(), !518)
  %269 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %260, !dbg !527
  store i8 %267, ptr %269, align 1, !dbg !528, !tbaa !199
    #dbg_value(i128 %263, !182, !DIExpression(), !518)
  %270 = icmp ult i128 %261, 10, !dbg !529
  %271 = add nuw i32 %259, 1, !dbg !529
  br i1 %270, label %272, label %258, !dbg !529, !llvm.loop !530

272:                                              ; preds = %258
    #dbg_value(i32 0, !185, !DIExpression(), !532)
  %273 = shl i64 %260, 32, !dbg !533
  %274 = ashr exact i64 %273, 32, !dbg !533
  %275 = zext i32 %259 to i64, !dbg !534
  br label %276, !dbg !533

276:                                              ; preds = %276, %272
  %277 = phi i64 [ 0, %272 ], [ %282, %276 ]
    #dbg_value(i64 %277, !185, !DIExpression(), !532)
  %278 = sub nsw i64 %274, %277, !dbg !535
  %279 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %278, !dbg !536
  %280 = load i8, ptr %279, align 1, !dbg !536, !tbaa !199
  %281 = getelementptr inbounds i8, ptr %20, i64 %277, !dbg !537
  store i8 %280, ptr %281, align 1, !dbg !538, !tbaa !199
  %282 = add nuw nsw i64 %277, 1, !dbg !539
    #dbg_value(i64 %282, !185, !DIExpression(), !532)
  %283 = icmp eq i64 %282, %275, !dbg !534
  br i1 %283, label %284, label %276, !dbg !533, !llvm.loop !540

284:                                              ; preds = %276
  %285 = and i64 %268, 4294967295, !dbg !542
  %286 = getelementptr inbounds i8, ptr %20, i64 %285, !dbg !542
  store i8 0, ptr %286, align 1, !dbg !543, !tbaa !199
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #3, !dbg !544
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %20), !dbg !545
    #dbg_value(i128 5769218730913055877352422125625, !137, !DIExpression(), !160)
    #dbg_value(i128 42913938832097357, !138, !DIExpression(), !160)
    #dbg_assign(i1 undef, !176, !DIExpression(), !140, ptr %2, !DIExpression(), !546)
    #dbg_value(i128 134436942586076, !182, !DIExpression(), !546)
    #dbg_value(ptr %20, !183, !DIExpression(), !546)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #3, !dbg !548
    #dbg_value(i32 0, !184, !DIExpression(), !546)
  br label %288, !dbg !549

288:                                              ; preds = %288, %284
  %289 = phi i64 [ %297, %288 ], [ 0, %284 ]
  %290 = phi i128 [ %292, %288 ], [ 134436942586076, %284 ]
    #dbg_value(i64 %289, !184, !DIExpression(), !546)
    #dbg_value(i128 %290, !182, !DIExpression(), !546)
  %291 = freeze i128 %290, !dbg !550
  %292 = udiv i128 %291, 10, !dbg !550
  %293 = mul i128 %292, 10, !dbg !551
  %294 = sub i128 %291, %293, !dbg !551
  %295 = trunc nuw nsw i128 %294 to i8, !dbg !552
  %296 = or disjoint i8 %295, 48, !dbg !553
  %297 = add nuw nsw i64 %289, 1, !dbg !554
    #dbg_value(i64 %297, !184, !DIExpression(), !546)
  %298 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %289, !dbg !555
  store i8 %296, ptr %298, align 1, !dbg !556, !tbaa !199
    #dbg_value(i128 %292, !182, !DIExpression(), !546)
  %299 = icmp eq i64 %297, 15, !dbg !557
  br i1 %299, label %300, label %288, !dbg !557, !llvm.loop !558

300:                                              ; preds = %288, %300
  %301 = phi i64 [ %306, %300 ], [ 0, %288 ]
    #dbg_value(i64 %301, !185, !DIExpression(), !560)
  %302 = sub nuw nsw i64 14, %301, !dbg !561
  %303 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %302, !dbg !562
  %304 = load i8, ptr %303, align 1, !dbg !562, !tbaa !199
  %305 = getelementptr inbounds i8, ptr %20, i64 %301, !dbg !563
  store i8 %304, ptr %305, align 1, !dbg !564, !tbaa !199
  %306 = add nuw nsw i64 %301, 1, !dbg !565
    #dbg_value(i64 %306, !185, !DIExpression(), !560)
  %307 = icmp eq i64 %306, 15, !dbg !566
  br i1 %307, label %308, label %300, !dbg !567, !llvm.loop !568

308:                                              ; preds = %300
  %309 = getelementptr inbounds i8, ptr %20, i64 15, !dbg !570
  store i8 0, ptr %309, align 1, !dbg !571, !tbaa !199
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #3, !dbg !572
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %20), !dbg !573
    #dbg_assign(i1 undef, !176, !DIExpression(), !139, ptr %1, !DIExpression(), !574)
    #dbg_value(i128 6141029837524493, !182, !DIExpression(), !574)
    #dbg_value(ptr %20, !183, !DIExpression(), !574)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #3, !dbg !576
    #dbg_value(i32 0, !184, !DIExpression(), !574)
  br label %311, !dbg !577

311:                                              ; preds = %311, %308
  %312 = phi i64 [ %320, %311 ], [ 0, %308 ]
  %313 = phi i128 [ %315, %311 ], [ 6141029837524493, %308 ]
    #dbg_value(i64 %312, !184, !DIExpression(), !574)
    #dbg_value(i128 %313, !182, !DIExpression(), !574)
  %314 = freeze i128 %313, !dbg !578
  %315 = udiv i128 %314, 10, !dbg !578
  %316 = mul i128 %315, 10, !dbg !579
  %317 = sub i128 %314, %316, !dbg !579
  %318 = trunc nuw nsw i128 %317 to i8, !dbg !580
  %319 = or disjoint i8 %318, 48, !dbg !581
  %320 = add nuw nsw i64 %312, 1, !dbg !582
    #dbg_value(i64 %320, !184, !DIExpression(), !574)
  %321 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %312, !dbg !583
  store i8 %319, ptr %321, align 1, !dbg !584, !tbaa !199
    #dbg_value(i128 %315, !182, !DIExpression(), !574)
  %322 = icmp eq i64 %320, 16, !dbg !585
  br i1 %322, label %323, label %311, !dbg !585, !llvm.loop !586

323:                                              ; preds = %311, %323
  %324 = phi i64 [ %329, %323 ], [ 0, %311 ]
    #dbg_value(i64 %324, !185, !DIExpression(), !588)
  %325 = sub nuw nsw i64 15, %324, !dbg !589
  %326 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %325, !dbg !590
  %327 = load i8, ptr %326, align 1, !dbg !590, !tbaa !199
  %328 = getelementptr inbounds i8, ptr %20, i64 %324, !dbg !591
  store i8 %327, ptr %328, align 1, !dbg !592, !tbaa !199
  %329 = add nuw nsw i64 %324, 1, !dbg !593
    #dbg_value(i64 %329, !185, !DIExpression(), !588)
  %330 = icmp eq i64 %329, 16, !dbg !594
  br i1 %330, label %331, label %323, !dbg !595, !llvm.loop !596

331:                                              ; preds = %323
  %332 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !598
  store i8 0, ptr %332, align 16, !dbg !599, !tbaa !199
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #3, !dbg !600
  %333 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %20), !dbg !601
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %20) #3, !dbg !602
  ret i32 0, !dbg !603

334:                                              ; preds = %207, %334
  %335 = phi i128 [ 0, %207 ], [ %336, %334 ]
  %336 = phi i128 [ 1, %207 ], [ %338, %334 ]
  %337 = phi i32 [ 0, %207 ], [ %339, %334 ]
    #dbg_value(i128 %335, !130, !DIExpression(), !160)
    #dbg_value(i128 %336, !131, !DIExpression(), !160)
    #dbg_value(i32 %337, !132, !DIExpression(), !477)
  %338 = add i128 %335, %336, !dbg !604
    #dbg_value(i128 %338, !134, !DIExpression(), !605)
    #dbg_value(i128 %336, !130, !DIExpression(), !160)
    #dbg_value(i128 %338, !131, !DIExpression(), !160)
  %339 = add nuw nsw i32 %337, 1, !dbg !606
    #dbg_value(i32 %339, !132, !DIExpression(), !477)
  %340 = icmp eq i32 %339, 180, !dbg !607
  br i1 %340, label %257, label %334, !dbg !478, !llvm.loop !608
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !610 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!84}
!llvm.module.flags = !{!94, !95, !96, !97, !98, !99, !100}
!llvm.ident = !{!101}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "int128.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "07e584c2b49590e04d3ecfd432bb87a2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 7)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !24, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !19, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !43, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !3, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !3, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 14)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !58, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !19, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 12)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 13)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 25)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!84 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !85, globals: !93, splitDebugInlining: false, nameTableKind: None)
!85 = !{!86, !88, !89, !91, !4, !92}
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 6, baseType: !87)
!87 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!88 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 7, baseType: !90)
!90 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!91 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!92 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!93 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !41, !46, !48, !50, !52, !54, !56, !61, !63, !65, !70, !75, !80, !82}
!94 = !{i32 7, !"Dwarf Version", i32 5}
!95 = !{i32 2, !"Debug Info Version", i32 3}
!96 = !{i32 1, !"wchar_size", i32 4}
!97 = !{i32 8, !"PIC Level", i32 2}
!98 = !{i32 7, !"PIE Level", i32 2}
!99 = !{i32 7, !"uwtable", i32 2}
!100 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!101 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!102 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !103, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!92}
!105 = !{!106, !107, !108, !110, !118, !119, !120, !121, !122, !123, !129, !130, !131, !132, !134, !137, !138}
!106 = !DILocalVariable(name: "a", scope: !102, file: !2, line: 52, type: !86)
!107 = !DILocalVariable(name: "f", scope: !102, file: !2, line: 55, type: !86)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 56, type: !92)
!109 = distinct !DILexicalBlock(scope: !102, file: !2, line: 56, column: 5)
!110 = !DILocalVariable(name: "buf", scope: !111, file: !2, line: 59, type: !115)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 58, column: 36)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 58, column: 13)
!113 = distinct !DILexicalBlock(scope: !114, file: !2, line: 56, column: 35)
!114 = distinct !DILexicalBlock(scope: !109, file: !2, line: 56, column: 5)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 48)
!118 = !DILocalVariable(name: "max", scope: !102, file: !2, line: 64, type: !86)
!119 = !DILocalVariable(name: "buf", scope: !102, file: !2, line: 65, type: !115)
!120 = !DILocalVariable(name: "smin", scope: !102, file: !2, line: 68, type: !89)
!121 = !DILocalVariable(name: "smax", scope: !102, file: !2, line: 69, type: !89)
!122 = !DILocalVariable(name: "x", scope: !102, file: !2, line: 72, type: !89)
!123 = !DILocalVariable(name: "m", scope: !102, file: !2, line: 83, type: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !125, line: 27, baseType: !126)
!125 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !127, line: 45, baseType: !128)
!127 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!128 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!129 = !DILocalVariable(name: "big_mod", scope: !102, file: !2, line: 85, type: !86)
!130 = !DILocalVariable(name: "p", scope: !102, file: !2, line: 88, type: !86)
!131 = !DILocalVariable(name: "q", scope: !102, file: !2, line: 88, type: !86)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 89, type: !92)
!133 = distinct !DILexicalBlock(scope: !102, file: !2, line: 89, column: 5)
!134 = !DILocalVariable(name: "t", scope: !135, file: !2, line: 90, type: !86)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 89, column: 35)
!136 = distinct !DILexicalBlock(scope: !133, file: !2, line: 89, column: 5)
!137 = !DILocalVariable(name: "n1", scope: !102, file: !2, line: 97, type: !86)
!138 = !DILocalVariable(name: "d1", scope: !102, file: !2, line: 97, type: !86)
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !111)
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 0, scope: !102)
!161 = !DILocalVariable(name: "lbl", arg: 1, scope: !162, file: !2, line: 9, type: !165)
!162 = distinct !DISubprogram(name: "print_hex", scope: !2, file: !2, line: 9, type: !163, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !167)
!163 = !DISubroutineType(types: !164)
!164 = !{null, !165, !86}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!167 = !{!161, !168}
!168 = !DILocalVariable(name: "v", arg: 2, scope: !162, file: !2, line: 9, type: !86)
!169 = !DILocation(line: 0, scope: !162, inlinedAt: !170)
!170 = distinct !DILocation(line: 53, column: 5, scope: !102)
!171 = !DILocation(line: 10, column: 5, scope: !162, inlinedAt: !170)
!172 = !DILocation(line: 54, column: 5, scope: !102)
!173 = !DILocation(line: 0, scope: !109)
!174 = !DILocation(line: 56, column: 5, scope: !109)
!175 = !DILocation(line: 65, column: 5, scope: !102)
!176 = !DILocalVariable(name: "tmp", scope: !177, file: !2, line: 15, type: !115)
!177 = distinct !DISubprogram(name: "to_dec", scope: !2, file: !2, line: 14, type: !178, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !181)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !86, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!181 = !{!182, !183, !176, !184, !185}
!182 = !DILocalVariable(name: "v", arg: 1, scope: !177, file: !2, line: 14, type: !86)
!183 = !DILocalVariable(name: "out", arg: 2, scope: !177, file: !2, line: 14, type: !180)
!184 = !DILocalVariable(name: "n", scope: !177, file: !2, line: 16, type: !92)
!185 = !DILocalVariable(name: "i", scope: !186, file: !2, line: 21, type: !92)
!186 = distinct !DILexicalBlock(scope: !177, file: !2, line: 21, column: 5)
!187 = !DILocation(line: 0, scope: !177, inlinedAt: !188)
!188 = distinct !DILocation(line: 66, column: 5, scope: !102)
!189 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !188)
!190 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !188)
!191 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !188)
!192 = distinct !DILexicalBlock(scope: !177, file: !2, line: 17, column: 8)
!193 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !188)
!194 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !188)
!195 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !188)
!196 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !188)
!197 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !188)
!198 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !188)
!199 = !{!200, !200, i64 0}
!200 = !{!"omnipotent char", !201, i64 0}
!201 = !{!"Simple C/C++ TBAA"}
!202 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !188)
!203 = distinct !{!203, !190, !204, !205, !206}
!204 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !188)
!205 = !{!"llvm.loop.mustprogress"}
!206 = !{!"llvm.loop.unroll.disable"}
!207 = !DILocation(line: 0, scope: !186, inlinedAt: !188)
!208 = !DILocation(line: 22, column: 28, scope: !209, inlinedAt: !188)
!209 = distinct !DILexicalBlock(scope: !186, file: !2, line: 21, column: 5)
!210 = !DILocation(line: 22, column: 18, scope: !209, inlinedAt: !188)
!211 = !DILocation(line: 22, column: 9, scope: !209, inlinedAt: !188)
!212 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !188)
!213 = !DILocation(line: 21, column: 29, scope: !209, inlinedAt: !188)
!214 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !188)
!215 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !188)
!216 = distinct !{!216, !215, !217, !205, !206}
!217 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !188)
!218 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !188)
!219 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !188)
!220 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !188)
!221 = !DILocation(line: 67, column: 5, scope: !102)
!222 = !DILocalVariable(name: "buf", scope: !223, file: !2, line: 27, type: !115)
!223 = distinct !DISubprogram(name: "print_dec", scope: !2, file: !2, line: 26, type: !224, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !165, !89}
!226 = !{!227, !228, !222}
!227 = !DILocalVariable(name: "lbl", arg: 1, scope: !223, file: !2, line: 26, type: !165)
!228 = !DILocalVariable(name: "v", arg: 2, scope: !223, file: !2, line: 26, type: !89)
!229 = !DILocation(line: 0, scope: !223, inlinedAt: !230)
!230 = distinct !DILocation(line: 70, column: 5, scope: !102)
!231 = !DILocation(line: 27, column: 5, scope: !223, inlinedAt: !230)
!232 = !DILocation(line: 0, scope: !177, inlinedAt: !233)
!233 = distinct !DILocation(line: 29, column: 9, scope: !234, inlinedAt: !230)
!234 = distinct !DILexicalBlock(scope: !235, file: !2, line: 28, column: 16)
!235 = distinct !DILexicalBlock(scope: !223, file: !2, line: 28, column: 9)
!236 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !233)
!237 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !233)
!238 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !233)
!239 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !233)
!240 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !233)
!241 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !233)
!242 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !233)
!243 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !233)
!244 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !233)
!245 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !233)
!246 = distinct !{!246, !237, !247, !205, !206}
!247 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !233)
!248 = !DILocation(line: 0, scope: !186, inlinedAt: !233)
!249 = !DILocation(line: 22, column: 28, scope: !209, inlinedAt: !233)
!250 = !DILocation(line: 22, column: 18, scope: !209, inlinedAt: !233)
!251 = !DILocation(line: 22, column: 9, scope: !209, inlinedAt: !233)
!252 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !233)
!253 = !DILocation(line: 21, column: 29, scope: !209, inlinedAt: !233)
!254 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !233)
!255 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !233)
!256 = distinct !{!256, !255, !257, !205, !206}
!257 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !233)
!258 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !233)
!259 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !233)
!260 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !233)
!261 = !DILocation(line: 30, column: 9, scope: !234, inlinedAt: !230)
!262 = !DILocation(line: 35, column: 1, scope: !223, inlinedAt: !230)
!263 = !DILocation(line: 0, scope: !223, inlinedAt: !264)
!264 = distinct !DILocation(line: 71, column: 5, scope: !102)
!265 = !DILocation(line: 27, column: 5, scope: !223, inlinedAt: !264)
!266 = !DILocation(line: 0, scope: !177, inlinedAt: !267)
!267 = distinct !DILocation(line: 32, column: 9, scope: !268, inlinedAt: !264)
!268 = distinct !DILexicalBlock(scope: !235, file: !2, line: 31, column: 12)
!269 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !267)
!270 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !267)
!271 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !267)
!272 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !267)
!273 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !267)
!274 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !267)
!275 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !267)
!276 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !267)
!277 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !267)
!278 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !267)
!279 = distinct !{!279, !270, !280, !205, !206}
!280 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !267)
!281 = !DILocation(line: 0, scope: !186, inlinedAt: !267)
!282 = !DILocation(line: 22, column: 28, scope: !209, inlinedAt: !267)
!283 = !DILocation(line: 22, column: 18, scope: !209, inlinedAt: !267)
!284 = !DILocation(line: 22, column: 9, scope: !209, inlinedAt: !267)
!285 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !267)
!286 = !DILocation(line: 21, column: 29, scope: !209, inlinedAt: !267)
!287 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !267)
!288 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !267)
!289 = distinct !{!289, !288, !290, !205, !206}
!290 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !267)
!291 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !267)
!292 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !267)
!293 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !267)
!294 = !DILocation(line: 33, column: 9, scope: !268, inlinedAt: !264)
!295 = !DILocation(line: 35, column: 1, scope: !223, inlinedAt: !264)
!296 = !DILocation(line: 0, scope: !223, inlinedAt: !297)
!297 = distinct !DILocation(line: 74, column: 5, scope: !102)
!298 = !DILocation(line: 27, column: 5, scope: !223, inlinedAt: !297)
!299 = !DILocation(line: 0, scope: !177, inlinedAt: !300)
!300 = distinct !DILocation(line: 29, column: 9, scope: !234, inlinedAt: !297)
!301 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !300)
!302 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !300)
!303 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !300)
!304 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !300)
!305 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !300)
!306 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !300)
!307 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !300)
!308 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !300)
!309 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !300)
!310 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !300)
!311 = distinct !{!311, !302, !312, !205, !206}
!312 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !300)
!313 = !DILocation(line: 0, scope: !186, inlinedAt: !300)
!314 = !DILocation(line: 22, column: 28, scope: !209, inlinedAt: !300)
!315 = !DILocation(line: 22, column: 18, scope: !209, inlinedAt: !300)
!316 = !DILocation(line: 22, column: 9, scope: !209, inlinedAt: !300)
!317 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !300)
!318 = !DILocation(line: 21, column: 29, scope: !209, inlinedAt: !300)
!319 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !300)
!320 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !300)
!321 = distinct !{!321, !320, !322, !205, !206}
!322 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !300)
!323 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !300)
!324 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !300)
!325 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !300)
!326 = !DILocation(line: 30, column: 9, scope: !234, inlinedAt: !297)
!327 = !DILocation(line: 35, column: 1, scope: !223, inlinedAt: !297)
!328 = !DILocation(line: 0, scope: !223, inlinedAt: !329)
!329 = distinct !DILocation(line: 75, column: 5, scope: !102)
!330 = !DILocation(line: 27, column: 5, scope: !223, inlinedAt: !329)
!331 = !DILocation(line: 0, scope: !177, inlinedAt: !332)
!332 = distinct !DILocation(line: 29, column: 9, scope: !234, inlinedAt: !329)
!333 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !332)
!334 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !332)
!335 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !332)
!336 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !332)
!337 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !332)
!338 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !332)
!339 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !332)
!340 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !332)
!341 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !332)
!342 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !332)
!343 = distinct !{!343, !334, !344, !205, !206}
!344 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !332)
!345 = !DILocation(line: 0, scope: !186, inlinedAt: !332)
!346 = !DILocation(line: 22, column: 28, scope: !209, inlinedAt: !332)
!347 = !DILocation(line: 22, column: 18, scope: !209, inlinedAt: !332)
!348 = !DILocation(line: 22, column: 9, scope: !209, inlinedAt: !332)
!349 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !332)
!350 = !DILocation(line: 21, column: 29, scope: !209, inlinedAt: !332)
!351 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !332)
!352 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !332)
!353 = distinct !{!353, !352, !354, !205, !206}
!354 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !332)
!355 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !332)
!356 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !332)
!357 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !332)
!358 = !DILocation(line: 30, column: 9, scope: !234, inlinedAt: !329)
!359 = !DILocation(line: 35, column: 1, scope: !223, inlinedAt: !329)
!360 = !DILocation(line: 0, scope: !223, inlinedAt: !361)
!361 = distinct !DILocation(line: 76, column: 5, scope: !102)
!362 = !DILocation(line: 27, column: 5, scope: !223, inlinedAt: !361)
!363 = distinct !DIAssignID()
!364 = !DILocation(line: 0, scope: !177, inlinedAt: !365)
!365 = distinct !DILocation(line: 29, column: 9, scope: !234, inlinedAt: !361)
!366 = !DILocation(line: 0, scope: !186, inlinedAt: !365)
!367 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !365)
!368 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !365)
!369 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !365)
!370 = !DILocation(line: 30, column: 9, scope: !234, inlinedAt: !361)
!371 = !DILocation(line: 35, column: 1, scope: !223, inlinedAt: !361)
!372 = !DILocation(line: 0, scope: !223, inlinedAt: !373)
!373 = distinct !DILocation(line: 77, column: 5, scope: !102)
!374 = !DILocation(line: 27, column: 5, scope: !223, inlinedAt: !373)
!375 = !DILocation(line: 0, scope: !177, inlinedAt: !376)
!376 = distinct !DILocation(line: 29, column: 9, scope: !234, inlinedAt: !373)
!377 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !376)
!378 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !376)
!379 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !376)
!380 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !376)
!381 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !376)
!382 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !376)
!383 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !376)
!384 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !376)
!385 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !376)
!386 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !376)
!387 = distinct !{!387, !378, !388, !205, !206}
!388 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !376)
!389 = !DILocation(line: 0, scope: !186, inlinedAt: !376)
!390 = !DILocation(line: 22, column: 28, scope: !209, inlinedAt: !376)
!391 = !DILocation(line: 22, column: 18, scope: !209, inlinedAt: !376)
!392 = !DILocation(line: 22, column: 9, scope: !209, inlinedAt: !376)
!393 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !376)
!394 = !DILocation(line: 21, column: 29, scope: !209, inlinedAt: !376)
!395 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !376)
!396 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !376)
!397 = distinct !{!397, !396, !398, !205, !206}
!398 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !376)
!399 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !376)
!400 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !376)
!401 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !376)
!402 = !DILocation(line: 30, column: 9, scope: !234, inlinedAt: !373)
!403 = !DILocation(line: 35, column: 1, scope: !223, inlinedAt: !373)
!404 = !DILocation(line: 0, scope: !223, inlinedAt: !405)
!405 = distinct !DILocation(line: 78, column: 5, scope: !102)
!406 = !DILocation(line: 27, column: 5, scope: !223, inlinedAt: !405)
!407 = !DILocation(line: 0, scope: !177, inlinedAt: !408)
!408 = distinct !DILocation(line: 29, column: 9, scope: !234, inlinedAt: !405)
!409 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !408)
!410 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !408)
!411 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !408)
!412 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !408)
!413 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !408)
!414 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !408)
!415 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !408)
!416 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !408)
!417 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !408)
!418 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !408)
!419 = distinct !{!419, !410, !420, !205, !206}
!420 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !408)
!421 = !DILocation(line: 0, scope: !186, inlinedAt: !408)
!422 = !DILocation(line: 22, column: 28, scope: !209, inlinedAt: !408)
!423 = !DILocation(line: 22, column: 18, scope: !209, inlinedAt: !408)
!424 = !DILocation(line: 22, column: 9, scope: !209, inlinedAt: !408)
!425 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !408)
!426 = !DILocation(line: 21, column: 29, scope: !209, inlinedAt: !408)
!427 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !408)
!428 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !408)
!429 = distinct !{!429, !428, !430, !205, !206}
!430 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !408)
!431 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !408)
!432 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !408)
!433 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !408)
!434 = !DILocation(line: 30, column: 9, scope: !234, inlinedAt: !405)
!435 = !DILocation(line: 35, column: 1, scope: !223, inlinedAt: !405)
!436 = !DILocation(line: 79, column: 5, scope: !102)
!437 = !DILocation(line: 0, scope: !162, inlinedAt: !438)
!438 = distinct !DILocation(line: 80, column: 5, scope: !102)
!439 = !DILocation(line: 10, column: 5, scope: !162, inlinedAt: !438)
!440 = !DILocation(line: 0, scope: !162, inlinedAt: !441)
!441 = distinct !DILocation(line: 81, column: 5, scope: !102)
!442 = !DILocation(line: 10, column: 5, scope: !162, inlinedAt: !441)
!443 = !DILocation(line: 0, scope: !162, inlinedAt: !444)
!444 = distinct !DILocation(line: 82, column: 5, scope: !102)
!445 = !DILocation(line: 10, column: 5, scope: !162, inlinedAt: !444)
!446 = !DILocation(line: 84, column: 5, scope: !102)
!447 = !DILocalVariable(name: "base", arg: 1, scope: !448, file: !2, line: 39, type: !86)
!448 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 39, type: !449, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !451)
!449 = !DISubroutineType(types: !450)
!450 = !{!86, !86, !86, !86}
!451 = !{!447, !452, !453, !454}
!452 = !DILocalVariable(name: "exp", arg: 2, scope: !448, file: !2, line: 39, type: !86)
!453 = !DILocalVariable(name: "mod", arg: 3, scope: !448, file: !2, line: 39, type: !86)
!454 = !DILocalVariable(name: "r", scope: !448, file: !2, line: 40, type: !86)
!455 = !DILocation(line: 0, scope: !448, inlinedAt: !456)
!456 = distinct !DILocation(line: 86, column: 32, scope: !102)
!457 = !DILocation(line: 42, column: 5, scope: !448, inlinedAt: !456)
!458 = !DILocation(line: 43, column: 17, scope: !459, inlinedAt: !456)
!459 = distinct !DILexicalBlock(scope: !460, file: !2, line: 43, column: 13)
!460 = distinct !DILexicalBlock(scope: !448, file: !2, line: 42, column: 17)
!461 = !DILocation(line: 43, column: 13, scope: !460, inlinedAt: !456)
!462 = !DILocation(line: 44, column: 19, scope: !459, inlinedAt: !456)
!463 = !DILocation(line: 44, column: 26, scope: !459, inlinedAt: !456)
!464 = !DILocation(line: 44, column: 13, scope: !459, inlinedAt: !456)
!465 = !DILocation(line: 45, column: 21, scope: !460, inlinedAt: !456)
!466 = !DILocation(line: 45, column: 28, scope: !460, inlinedAt: !456)
!467 = !DILocation(line: 46, column: 13, scope: !460, inlinedAt: !456)
!468 = distinct !{!468, !457, !469, !205, !206}
!469 = !DILocation(line: 47, column: 5, scope: !448, inlinedAt: !456)
!470 = !DILocation(line: 48, column: 5, scope: !448, inlinedAt: !456)
!471 = !DILocation(line: 0, scope: !162, inlinedAt: !472)
!472 = distinct !DILocation(line: 86, column: 5, scope: !102)
!473 = !DILocation(line: 10, column: 67, scope: !162, inlinedAt: !472)
!474 = !DILocation(line: 11, column: 12, scope: !162, inlinedAt: !472)
!475 = !DILocation(line: 11, column: 33, scope: !162, inlinedAt: !472)
!476 = !DILocation(line: 10, column: 5, scope: !162, inlinedAt: !472)
!477 = !DILocation(line: 0, scope: !133)
!478 = !DILocation(line: 89, column: 5, scope: !133)
!479 = !DILocation(line: 57, column: 14, scope: !113)
!480 = !DILocation(line: 57, column: 11, scope: !113)
!481 = !DILocation(line: 58, column: 15, scope: !112)
!482 = !DILocation(line: 58, column: 21, scope: !112)
!483 = !DILocation(line: 59, column: 13, scope: !111)
!484 = !DILocation(line: 0, scope: !177, inlinedAt: !485)
!485 = distinct !DILocation(line: 60, column: 13, scope: !111)
!486 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !485)
!487 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !485)
!488 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !485)
!489 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !485)
!490 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !485)
!491 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !485)
!492 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !485)
!493 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !485)
!494 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !485)
!495 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !485)
!496 = distinct !{!496, !487, !497, !205, !206}
!497 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !485)
!498 = !DILocation(line: 0, scope: !186, inlinedAt: !485)
!499 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !485)
!500 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !485)
!501 = !DILocation(line: 22, column: 28, scope: !209, inlinedAt: !485)
!502 = !DILocation(line: 22, column: 18, scope: !209, inlinedAt: !485)
!503 = !DILocation(line: 22, column: 9, scope: !209, inlinedAt: !485)
!504 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !485)
!505 = !DILocation(line: 21, column: 29, scope: !209, inlinedAt: !485)
!506 = distinct !{!506, !499, !507, !205, !206}
!507 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !485)
!508 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !485)
!509 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !485)
!510 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !485)
!511 = !DILocation(line: 61, column: 13, scope: !111)
!512 = !DILocation(line: 62, column: 9, scope: !112)
!513 = !DILocation(line: 62, column: 9, scope: !111)
!514 = !DILocation(line: 56, column: 31, scope: !114)
!515 = !DILocation(line: 56, column: 23, scope: !114)
!516 = distinct !{!516, !174, !517, !205, !206}
!517 = !DILocation(line: 63, column: 5, scope: !109)
!518 = !DILocation(line: 0, scope: !177, inlinedAt: !519)
!519 = distinct !DILocation(line: 94, column: 5, scope: !102)
!520 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !519)
!521 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !519)
!522 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !519)
!523 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !519)
!524 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !519)
!525 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !519)
!526 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !519)
!527 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !519)
!528 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !519)
!529 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !519)
!530 = distinct !{!530, !521, !531, !205, !206}
!531 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !519)
!532 = !DILocation(line: 0, scope: !186, inlinedAt: !519)
!533 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !519)
!534 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !519)
!535 = !DILocation(line: 22, column: 28, scope: !209, inlinedAt: !519)
!536 = !DILocation(line: 22, column: 18, scope: !209, inlinedAt: !519)
!537 = !DILocation(line: 22, column: 9, scope: !209, inlinedAt: !519)
!538 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !519)
!539 = !DILocation(line: 21, column: 29, scope: !209, inlinedAt: !519)
!540 = distinct !{!540, !533, !541, !205, !206}
!541 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !519)
!542 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !519)
!543 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !519)
!544 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !519)
!545 = !DILocation(line: 95, column: 5, scope: !102)
!546 = !DILocation(line: 0, scope: !177, inlinedAt: !547)
!547 = distinct !DILocation(line: 98, column: 5, scope: !102)
!548 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !547)
!549 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !547)
!550 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !547)
!551 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !547)
!552 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !547)
!553 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !547)
!554 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !547)
!555 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !547)
!556 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !547)
!557 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !547)
!558 = distinct !{!558, !549, !559, !205, !206}
!559 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !547)
!560 = !DILocation(line: 0, scope: !186, inlinedAt: !547)
!561 = !DILocation(line: 22, column: 28, scope: !209, inlinedAt: !547)
!562 = !DILocation(line: 22, column: 18, scope: !209, inlinedAt: !547)
!563 = !DILocation(line: 22, column: 9, scope: !209, inlinedAt: !547)
!564 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !547)
!565 = !DILocation(line: 21, column: 29, scope: !209, inlinedAt: !547)
!566 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !547)
!567 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !547)
!568 = distinct !{!568, !567, !569, !205, !206}
!569 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !547)
!570 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !547)
!571 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !547)
!572 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !547)
!573 = !DILocation(line: 99, column: 5, scope: !102)
!574 = !DILocation(line: 0, scope: !177, inlinedAt: !575)
!575 = distinct !DILocation(line: 100, column: 5, scope: !102)
!576 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !575)
!577 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !575)
!578 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !575)
!579 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !575)
!580 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !575)
!581 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !575)
!582 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !575)
!583 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !575)
!584 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !575)
!585 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !575)
!586 = distinct !{!586, !577, !587, !205, !206}
!587 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !575)
!588 = !DILocation(line: 0, scope: !186, inlinedAt: !575)
!589 = !DILocation(line: 22, column: 28, scope: !209, inlinedAt: !575)
!590 = !DILocation(line: 22, column: 18, scope: !209, inlinedAt: !575)
!591 = !DILocation(line: 22, column: 9, scope: !209, inlinedAt: !575)
!592 = !DILocation(line: 22, column: 16, scope: !209, inlinedAt: !575)
!593 = !DILocation(line: 21, column: 29, scope: !209, inlinedAt: !575)
!594 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !575)
!595 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !575)
!596 = distinct !{!596, !595, !597, !205, !206}
!597 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !575)
!598 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !575)
!599 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !575)
!600 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !575)
!601 = !DILocation(line: 101, column: 5, scope: !102)
!602 = !DILocation(line: 103, column: 1, scope: !102)
!603 = !DILocation(line: 102, column: 5, scope: !102)
!604 = !DILocation(line: 90, column: 20, scope: !135)
!605 = !DILocation(line: 0, scope: !135)
!606 = !DILocation(line: 89, column: 31, scope: !136)
!607 = !DILocation(line: 89, column: 23, scope: !136)
!608 = distinct !{!608, !478, !609, !205, !206}
!609 = !DILocation(line: 93, column: 5, scope: !133)
!610 = !DISubprogram(name: "printf", scope: !611, file: !611, line: 356, type: !612, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!611 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!612 = !DISubroutineType(types: !613)
!613 = !{!92, !614, null}
!614 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
