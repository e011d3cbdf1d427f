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
  %23 = getelementptr i8, ptr %4, i64 -7
  br label %339, !dbg !174

24:                                               ; preds = %419
    #dbg_value(i128 -1, !118, !DIExpression(), !160)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %20) #3, !dbg !175
    #dbg_assign(i1 undef, !176, !DIExpression(), !156, ptr %18, !DIExpression(), !187)
    #dbg_value(i128 -1, !182, !DIExpression(), !187)
    #dbg_value(ptr %20, !183, !DIExpression(), !187)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %18) #3, !dbg !189
    #dbg_value(i32 0, !184, !DIExpression(), !187)
  br label %25, !dbg !190

25:                                               ; preds = %36, %24
  %26 = phi i64 [ 0, %24 ], [ %41, %36 ]
  %27 = phi i128 [ -1, %24 ], [ %43, %36 ]
    #dbg_value(i64 %26, !184, !DIExpression(), !187)
    #dbg_value(i128 %27, !182, !DIExpression(), !187)
  %28 = freeze i128 %27, !dbg !191
  %29 = udiv i128 %28, 10, !dbg !191
  %30 = mul i128 %29, 10, !dbg !193
  %31 = sub i128 %28, %30, !dbg !193
  %32 = trunc nuw nsw i128 %31 to i8, !dbg !194
  %33 = or disjoint i8 %32, 48, !dbg !195
    #dbg_value(i64 %26, !184, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !187)
  %34 = getelementptr inbounds [48 x i8], ptr %18, i64 0, i64 %26, !dbg !196
  store i8 %33, ptr %34, align 2, !dbg !197, !tbaa !198
    #dbg_value(i128 poison, !182, !DIExpression(), !187)
  %35 = icmp eq i64 %26, 38, !dbg !201
  br i1 %35, label %44, label %36, !dbg !201, !llvm.loop !202

36:                                               ; preds = %25
  %37 = or disjoint i64 %26, 1, !dbg !205
    #dbg_value(i64 %37, !184, !DIExpression(), !187)
    #dbg_value(i128 %29, !182, !DIExpression(), !187)
    #dbg_value(i64 %37, !184, !DIExpression(), !187)
    #dbg_value(i128 %29, !182, !DIExpression(), !187)
  %38 = urem i128 %29, 10, !dbg !193
  %39 = trunc nuw nsw i128 %38 to i8, !dbg !194
  %40 = or disjoint i8 %39, 48, !dbg !195
  %41 = add nuw nsw i64 %26, 2, !dbg !205
    #dbg_value(i64 %41, !184, !DIExpression(), !187)
  %42 = getelementptr inbounds [48 x i8], ptr %18, i64 0, i64 %37, !dbg !196
  store i8 %40, ptr %42, align 1, !dbg !197, !tbaa !198
  %43 = udiv i128 %27, 100, !dbg !191
    #dbg_value(i128 %43, !182, !DIExpression(), !187)
  br label %25

44:                                               ; preds = %25
  %45 = getelementptr inbounds i8, ptr %18, i64 23, !dbg !206
  %46 = getelementptr inbounds i8, ptr %18, i64 7, !dbg !206
  %47 = load <16 x i8>, ptr %45, align 1, !dbg !206, !tbaa !198
  %48 = shufflevector <16 x i8> %47, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !206
  %49 = load <16 x i8>, ptr %46, align 1, !dbg !206, !tbaa !198
  %50 = shufflevector <16 x i8> %49, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !206
  %51 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !208
  store <16 x i8> %48, ptr %20, align 16, !dbg !208, !tbaa !198
  store <16 x i8> %50, ptr %51, align 16, !dbg !208, !tbaa !198
  %52 = getelementptr inbounds i8, ptr %18, i64 3, !dbg !206
  %53 = load <4 x i8>, ptr %52, align 1, !dbg !206, !tbaa !198
  %54 = shufflevector <4 x i8> %53, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !206
  %55 = getelementptr inbounds i8, ptr %20, i64 32, !dbg !209
  store <4 x i8> %54, ptr %55, align 16, !dbg !208, !tbaa !198
    #dbg_value(i64 36, !185, !DIExpression(), !210)
  %56 = getelementptr inbounds i8, ptr %18, i64 2, !dbg !206
  %57 = load i8, ptr %56, align 2, !dbg !206, !tbaa !198
  %58 = getelementptr inbounds i8, ptr %20, i64 36, !dbg !209
  store i8 %57, ptr %58, align 4, !dbg !208, !tbaa !198
    #dbg_value(i64 37, !185, !DIExpression(), !210)
  %59 = getelementptr inbounds i8, ptr %18, i64 1, !dbg !206
  %60 = load i8, ptr %59, align 1, !dbg !206, !tbaa !198
  %61 = getelementptr inbounds i8, ptr %20, i64 37, !dbg !209
  store i8 %60, ptr %61, align 1, !dbg !208, !tbaa !198
    #dbg_value(i64 38, !185, !DIExpression(), !210)
  %62 = load i8, ptr %18, align 16, !dbg !206, !tbaa !198
  %63 = getelementptr inbounds i8, ptr %20, i64 38, !dbg !209
  store i8 %62, ptr %63, align 2, !dbg !208, !tbaa !198
    #dbg_value(i64 39, !185, !DIExpression(), !210)
  %64 = getelementptr inbounds i8, ptr %20, i64 39, !dbg !211
  store i8 0, ptr %64, align 1, !dbg !212, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %18) #3, !dbg !213
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %20), !dbg !214
    #dbg_value(i128 -170141183460469231731687303715884105728, !120, !DIExpression(), !160)
    #dbg_value(i128 170141183460469231731687303715884105727, !121, !DIExpression(), !160)
    #dbg_assign(i1 undef, !215, !DIExpression(), !155, ptr %17, !DIExpression(), !222)
    #dbg_value(ptr @.str.4, !220, !DIExpression(), !222)
    #dbg_value(!DIArgList(i128 -170141183460469231731687303715884105728, i64 0), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !222)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %17) #3, !dbg !224
    #dbg_value(!DIArgList(i128 -170141183460469231731687303715884105728, i128 0), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !222)
    #dbg_assign(i1 undef, !176, !DIExpression(), !154, ptr %16, !DIExpression(), !225)
    #dbg_value(i128 -170141183460469231731687303715884105728, !182, !DIExpression(), !225)
    #dbg_value(ptr %17, !183, !DIExpression(), !225)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #3, !dbg !229
    #dbg_value(i32 0, !184, !DIExpression(), !225)
  br label %66, !dbg !230

66:                                               ; preds = %77, %44
  %67 = phi i64 [ 0, %44 ], [ %82, %77 ]
  %68 = phi i128 [ -170141183460469231731687303715884105728, %44 ], [ %84, %77 ]
    #dbg_value(i64 %67, !184, !DIExpression(), !225)
    #dbg_value(i128 %68, !182, !DIExpression(), !225)
  %69 = freeze i128 %68, !dbg !231
  %70 = udiv i128 %69, 10, !dbg !231
  %71 = mul i128 %70, 10, !dbg !232
  %72 = sub i128 %69, %71, !dbg !232
  %73 = trunc nuw nsw i128 %72 to i8, !dbg !233
  %74 = or disjoint i8 %73, 48, !dbg !234
    #dbg_value(i64 %67, !184, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !225)
  %75 = getelementptr inbounds [48 x i8], ptr %16, i64 0, i64 %67, !dbg !235
  store i8 %74, ptr %75, align 2, !dbg !236, !tbaa !198
    #dbg_value(i128 poison, !182, !DIExpression(), !225)
  %76 = icmp eq i64 %67, 38, !dbg !237
  br i1 %76, label %85, label %77, !dbg !237, !llvm.loop !238

77:                                               ; preds = %66
  %78 = or disjoint i64 %67, 1, !dbg !240
    #dbg_value(i64 %78, !184, !DIExpression(), !225)
    #dbg_value(i128 %70, !182, !DIExpression(), !225)
    #dbg_value(i64 %78, !184, !DIExpression(), !225)
    #dbg_value(i128 %70, !182, !DIExpression(), !225)
  %79 = urem i128 %70, 10, !dbg !232
  %80 = trunc nuw nsw i128 %79 to i8, !dbg !233
  %81 = or disjoint i8 %80, 48, !dbg !234
  %82 = add nuw nsw i64 %67, 2, !dbg !240
    #dbg_value(i64 %82, !184, !DIExpression(), !225)
  %83 = getelementptr inbounds [48 x i8], ptr %16, i64 0, i64 %78, !dbg !235
  store i8 %81, ptr %83, align 1, !dbg !236, !tbaa !198
  %84 = udiv i128 %68, 100, !dbg !231
    #dbg_value(i128 %84, !182, !DIExpression(), !225)
  br label %66

85:                                               ; preds = %66
  %86 = getelementptr inbounds i8, ptr %16, i64 23, !dbg !241
  %87 = getelementptr inbounds i8, ptr %16, i64 7, !dbg !241
  %88 = load <16 x i8>, ptr %86, align 1, !dbg !241, !tbaa !198
  %89 = shufflevector <16 x i8> %88, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !241
  %90 = load <16 x i8>, ptr %87, align 1, !dbg !241, !tbaa !198
  %91 = shufflevector <16 x i8> %90, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !241
  %92 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !242
  store <16 x i8> %89, ptr %17, align 16, !dbg !242, !tbaa !198
  store <16 x i8> %91, ptr %92, align 16, !dbg !242, !tbaa !198
  %93 = getelementptr inbounds i8, ptr %16, i64 3, !dbg !241
  %94 = load <4 x i8>, ptr %93, align 1, !dbg !241, !tbaa !198
  %95 = shufflevector <4 x i8> %94, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !241
  %96 = getelementptr inbounds i8, ptr %17, i64 32, !dbg !243
  store <4 x i8> %95, ptr %96, align 16, !dbg !242, !tbaa !198
    #dbg_value(i64 36, !185, !DIExpression(), !244)
  %97 = getelementptr inbounds i8, ptr %16, i64 2, !dbg !241
  %98 = load i8, ptr %97, align 2, !dbg !241, !tbaa !198
  %99 = getelementptr inbounds i8, ptr %17, i64 36, !dbg !243
  store i8 %98, ptr %99, align 4, !dbg !242, !tbaa !198
    #dbg_value(i64 37, !185, !DIExpression(), !244)
  %100 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !241
  %101 = load i8, ptr %100, align 1, !dbg !241, !tbaa !198
  %102 = getelementptr inbounds i8, ptr %17, i64 37, !dbg !243
  store i8 %101, ptr %102, align 1, !dbg !242, !tbaa !198
    #dbg_value(i64 38, !185, !DIExpression(), !244)
  %103 = load i8, ptr %16, align 16, !dbg !241, !tbaa !198
  %104 = getelementptr inbounds i8, ptr %17, i64 38, !dbg !243
  store i8 %103, ptr %104, align 2, !dbg !242, !tbaa !198
    #dbg_value(i64 39, !185, !DIExpression(), !244)
  %105 = getelementptr inbounds i8, ptr %17, i64 39, !dbg !245
  store i8 0, ptr %105, align 1, !dbg !246, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #3, !dbg !247
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.4, ptr noundef nonnull %17), !dbg !248
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %17) #3, !dbg !249
    #dbg_assign(i1 undef, !215, !DIExpression(), !153, ptr %15, !DIExpression(), !250)
    #dbg_value(ptr @.str.5, !220, !DIExpression(), !250)
    #dbg_value(!DIArgList(i128 170141183460469231713240559642174554112, i64 -1), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !250)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %15) #3, !dbg !252
    #dbg_assign(i1 undef, !176, !DIExpression(), !152, ptr %14, !DIExpression(), !253)
    #dbg_value(i128 170141183460469231731687303715884105727, !182, !DIExpression(), !253)
    #dbg_value(ptr %15, !183, !DIExpression(), !253)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %14) #3, !dbg !256
    #dbg_value(i32 0, !184, !DIExpression(), !253)
  br label %107, !dbg !257

107:                                              ; preds = %118, %85
  %108 = phi i64 [ 0, %85 ], [ %123, %118 ]
  %109 = phi i128 [ 170141183460469231731687303715884105727, %85 ], [ %125, %118 ]
    #dbg_value(i64 %108, !184, !DIExpression(), !253)
    #dbg_value(i128 %109, !182, !DIExpression(), !253)
  %110 = freeze i128 %109, !dbg !258
  %111 = udiv i128 %110, 10, !dbg !258
  %112 = mul i128 %111, 10, !dbg !259
  %113 = sub i128 %110, %112, !dbg !259
  %114 = trunc nuw nsw i128 %113 to i8, !dbg !260
  %115 = or disjoint i8 %114, 48, !dbg !261
    #dbg_value(i64 %108, !184, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !253)
  %116 = getelementptr inbounds [48 x i8], ptr %14, i64 0, i64 %108, !dbg !262
  store i8 %115, ptr %116, align 2, !dbg !263, !tbaa !198
    #dbg_value(i128 poison, !182, !DIExpression(), !253)
  %117 = icmp eq i64 %108, 38, !dbg !264
  br i1 %117, label %126, label %118, !dbg !264, !llvm.loop !265

118:                                              ; preds = %107
  %119 = or disjoint i64 %108, 1, !dbg !267
    #dbg_value(i64 %119, !184, !DIExpression(), !253)
    #dbg_value(i128 %111, !182, !DIExpression(), !253)
    #dbg_value(i64 %119, !184, !DIExpression(), !253)
    #dbg_value(i128 %111, !182, !DIExpression(), !253)
  %120 = urem i128 %111, 10, !dbg !259
  %121 = trunc nuw nsw i128 %120 to i8, !dbg !260
  %122 = or disjoint i8 %121, 48, !dbg !261
  %123 = add nuw nsw i64 %108, 2, !dbg !267
    #dbg_value(i64 %123, !184, !DIExpression(), !253)
  %124 = getelementptr inbounds [48 x i8], ptr %14, i64 0, i64 %119, !dbg !262
  store i8 %122, ptr %124, align 1, !dbg !263, !tbaa !198
  %125 = udiv i128 %109, 100, !dbg !258
    #dbg_value(i128 %125, !182, !DIExpression(), !253)
  br label %107

126:                                              ; preds = %107
  %127 = getelementptr inbounds i8, ptr %14, i64 23, !dbg !268
  %128 = getelementptr inbounds i8, ptr %14, i64 7, !dbg !268
  %129 = load <16 x i8>, ptr %127, align 1, !dbg !268, !tbaa !198
  %130 = shufflevector <16 x i8> %129, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !268
  %131 = load <16 x i8>, ptr %128, align 1, !dbg !268, !tbaa !198
  %132 = shufflevector <16 x i8> %131, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !268
  %133 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !269
  store <16 x i8> %130, ptr %15, align 16, !dbg !269, !tbaa !198
  store <16 x i8> %132, ptr %133, align 16, !dbg !269, !tbaa !198
  %134 = getelementptr inbounds i8, ptr %14, i64 3, !dbg !268
  %135 = load <4 x i8>, ptr %134, align 1, !dbg !268, !tbaa !198
  %136 = shufflevector <4 x i8> %135, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !268
  %137 = getelementptr inbounds i8, ptr %15, i64 32, !dbg !270
  store <4 x i8> %136, ptr %137, align 16, !dbg !269, !tbaa !198
    #dbg_value(i64 36, !185, !DIExpression(), !271)
  %138 = getelementptr inbounds i8, ptr %14, i64 2, !dbg !268
  %139 = load i8, ptr %138, align 2, !dbg !268, !tbaa !198
  %140 = getelementptr inbounds i8, ptr %15, i64 36, !dbg !270
  store i8 %139, ptr %140, align 4, !dbg !269, !tbaa !198
    #dbg_value(i64 37, !185, !DIExpression(), !271)
  %141 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !268
  %142 = load i8, ptr %141, align 1, !dbg !268, !tbaa !198
  %143 = getelementptr inbounds i8, ptr %15, i64 37, !dbg !270
  store i8 %142, ptr %143, align 1, !dbg !269, !tbaa !198
    #dbg_value(i64 38, !185, !DIExpression(), !271)
  %144 = load i8, ptr %14, align 16, !dbg !268, !tbaa !198
  %145 = getelementptr inbounds i8, ptr %15, i64 38, !dbg !270
  store i8 %144, ptr %145, align 2, !dbg !269, !tbaa !198
    #dbg_value(i64 39, !185, !DIExpression(), !271)
  %146 = getelementptr inbounds i8, ptr %15, i64 39, !dbg !272
  store i8 0, ptr %146, align 1, !dbg !273, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %14) #3, !dbg !274
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, ptr noundef nonnull %15), !dbg !275
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %15) #3, !dbg !276
    #dbg_value(i128 -123456789012345678000000000000, !122, !DIExpression(), !160)
    #dbg_assign(i1 undef, !215, !DIExpression(), !151, ptr %13, !DIExpression(), !277)
    #dbg_value(ptr @.str.6, !220, !DIExpression(), !277)
    #dbg_value(!DIArgList(i128 -123456789016708575201106853888, i64 4362897201106853888), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !277)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #3, !dbg !279
    #dbg_value(!DIArgList(i128 -123456789016708575201106853888, i128 4362897201106853888), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !277)
    #dbg_assign(i1 undef, !176, !DIExpression(), !150, ptr %12, !DIExpression(), !280)
    #dbg_value(i128 123456789012345678000000000000, !182, !DIExpression(), !280)
    #dbg_value(ptr %13, !183, !DIExpression(), !280)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #3, !dbg !282
    #dbg_value(i32 0, !184, !DIExpression(), !280)
  br label %148, !dbg !283

148:                                              ; preds = %148, %126
  %149 = phi i64 [ 0, %126 ], [ %162, %148 ]
  %150 = phi i128 [ 123456789012345678000000000000, %126 ], [ %164, %148 ]
    #dbg_value(i64 %149, !184, !DIExpression(), !280)
    #dbg_value(i128 %150, !182, !DIExpression(), !280)
  %151 = freeze i128 %150, !dbg !284
  %152 = udiv i128 %151, 10, !dbg !284
  %153 = mul i128 %152, 10, !dbg !285
  %154 = sub i128 %151, %153, !dbg !285
  %155 = trunc nuw nsw i128 %154 to i8, !dbg !286
  %156 = or disjoint i8 %155, 48, !dbg !287
  %157 = or disjoint i64 %149, 1, !dbg !288
    #dbg_value(i64 %157, !184, !DIExpression(), !280)
  %158 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %149, !dbg !289
  store i8 %156, ptr %158, align 2, !dbg !290, !tbaa !198
    #dbg_value(i128 %152, !182, !DIExpression(), !280)
  %159 = urem i128 %152, 10, !dbg !285
  %160 = trunc nuw nsw i128 %159 to i8, !dbg !286
  %161 = or disjoint i8 %160, 48, !dbg !287
  %162 = add nuw nsw i64 %149, 2, !dbg !288
    #dbg_value(i64 %162, !184, !DIExpression(), !280)
  %163 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %157, !dbg !289
  store i8 %161, ptr %163, align 1, !dbg !290, !tbaa !198
  %164 = udiv i128 %150, 100, !dbg !284
    #dbg_value(i128 %164, !182, !DIExpression(), !280)
  %165 = icmp eq i64 %162, 30, !dbg !291
  br i1 %165, label %166, label %148, !dbg !291, !llvm.loop !292

166:                                              ; preds = %148
  %167 = getelementptr inbounds i8, ptr %12, i64 26, !dbg !294
  %168 = getelementptr inbounds i8, ptr %12, i64 22, !dbg !294
  %169 = load <4 x i8>, ptr %167, align 2, !dbg !294, !tbaa !198
  %170 = shufflevector <4 x i8> %169, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !294
  %171 = load <4 x i8>, ptr %168, align 2, !dbg !294, !tbaa !198
  %172 = shufflevector <4 x i8> %171, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !294
  %173 = getelementptr inbounds i8, ptr %13, i64 4, !dbg !295
  store <4 x i8> %170, ptr %13, align 16, !dbg !295, !tbaa !198
  store <4 x i8> %172, ptr %173, align 4, !dbg !295, !tbaa !198
  %174 = getelementptr inbounds i8, ptr %12, i64 18, !dbg !294
  %175 = getelementptr inbounds i8, ptr %12, i64 14, !dbg !294
  %176 = load <4 x i8>, ptr %174, align 2, !dbg !294, !tbaa !198
  %177 = shufflevector <4 x i8> %176, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !294
  %178 = load <4 x i8>, ptr %175, align 2, !dbg !294, !tbaa !198
  %179 = shufflevector <4 x i8> %178, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !294
  %180 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !296
  %181 = getelementptr inbounds i8, ptr %13, i64 12, !dbg !295
  store <4 x i8> %177, ptr %180, align 8, !dbg !295, !tbaa !198
  store <4 x i8> %179, ptr %181, align 4, !dbg !295, !tbaa !198
  %182 = getelementptr inbounds i8, ptr %12, i64 10, !dbg !294
  %183 = getelementptr inbounds i8, ptr %12, i64 6, !dbg !294
  %184 = load <4 x i8>, ptr %182, align 2, !dbg !294, !tbaa !198
  %185 = shufflevector <4 x i8> %184, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !294
  %186 = load <4 x i8>, ptr %183, align 2, !dbg !294, !tbaa !198
  %187 = shufflevector <4 x i8> %186, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !294
  %188 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !296
  %189 = getelementptr inbounds i8, ptr %13, i64 20, !dbg !295
  store <4 x i8> %185, ptr %188, align 16, !dbg !295, !tbaa !198
  store <4 x i8> %187, ptr %189, align 4, !dbg !295, !tbaa !198
    #dbg_value(i64 24, !185, !DIExpression(), !297)
  %190 = getelementptr inbounds i8, ptr %12, i64 5, !dbg !294
  %191 = load i8, ptr %190, align 1, !dbg !294, !tbaa !198
  %192 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !296
  store i8 %191, ptr %192, align 8, !dbg !295, !tbaa !198
    #dbg_value(i64 25, !185, !DIExpression(), !297)
  %193 = getelementptr inbounds i8, ptr %12, i64 4, !dbg !294
  %194 = load i8, ptr %193, align 4, !dbg !294, !tbaa !198
  %195 = getelementptr inbounds i8, ptr %13, i64 25, !dbg !296
  store i8 %194, ptr %195, align 1, !dbg !295, !tbaa !198
    #dbg_value(i64 26, !185, !DIExpression(), !297)
  %196 = getelementptr inbounds i8, ptr %12, i64 3, !dbg !294
  %197 = load i8, ptr %196, align 1, !dbg !294, !tbaa !198
  %198 = getelementptr inbounds i8, ptr %13, i64 26, !dbg !296
  store i8 %197, ptr %198, align 2, !dbg !295, !tbaa !198
    #dbg_value(i64 27, !185, !DIExpression(), !297)
  %199 = getelementptr inbounds i8, ptr %12, i64 2, !dbg !294
  %200 = load i8, ptr %199, align 2, !dbg !294, !tbaa !198
  %201 = getelementptr inbounds i8, ptr %13, i64 27, !dbg !296
  store i8 %200, ptr %201, align 1, !dbg !295, !tbaa !198
    #dbg_value(i64 28, !185, !DIExpression(), !297)
  %202 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !294
  %203 = load i8, ptr %202, align 1, !dbg !294, !tbaa !198
  %204 = getelementptr inbounds i8, ptr %13, i64 28, !dbg !296
  store i8 %203, ptr %204, align 4, !dbg !295, !tbaa !198
    #dbg_value(i64 29, !185, !DIExpression(), !297)
  %205 = load i8, ptr %12, align 16, !dbg !294, !tbaa !198
  %206 = getelementptr inbounds i8, ptr %13, i64 29, !dbg !296
  store i8 %205, ptr %206, align 1, !dbg !295, !tbaa !198
    #dbg_value(i64 30, !185, !DIExpression(), !297)
  %207 = getelementptr inbounds i8, ptr %13, i64 30, !dbg !298
  store i8 0, ptr %207, align 2, !dbg !299, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #3, !dbg !300
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.6, ptr noundef nonnull %13), !dbg !301
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #3, !dbg !302
    #dbg_assign(i1 undef, !215, !DIExpression(), !149, ptr %11, !DIExpression(), !303)
    #dbg_value(ptr @.str.7, !220, !DIExpression(), !303)
    #dbg_value(!DIArgList(i128 -17636684158420327938522087424, i64 -4647227278044607049), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !303)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #3, !dbg !305
    #dbg_value(!DIArgList(i128 -17636684158420327938522087424, i128 13799516795664944567), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !303)
    #dbg_assign(i1 undef, !176, !DIExpression(), !148, ptr %10, !DIExpression(), !306)
    #dbg_value(i128 17636684144620811142857142857, !182, !DIExpression(), !306)
    #dbg_value(ptr %11, !183, !DIExpression(), !306)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #3, !dbg !308
    #dbg_value(i32 0, !184, !DIExpression(), !306)
  br label %209, !dbg !309

209:                                              ; preds = %220, %166
  %210 = phi i64 [ 0, %166 ], [ %225, %220 ]
  %211 = phi i128 [ 17636684144620811142857142857, %166 ], [ %227, %220 ]
    #dbg_value(i64 %210, !184, !DIExpression(), !306)
    #dbg_value(i128 %211, !182, !DIExpression(), !306)
  %212 = freeze i128 %211, !dbg !310
  %213 = udiv i128 %212, 10, !dbg !310
  %214 = mul i128 %213, 10, !dbg !311
  %215 = sub i128 %212, %214, !dbg !311
  %216 = trunc nuw nsw i128 %215 to i8, !dbg !312
  %217 = or disjoint i8 %216, 48, !dbg !313
    #dbg_value(i64 %210, !184, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !306)
  %218 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %210, !dbg !314
  store i8 %217, ptr %218, align 2, !dbg !315, !tbaa !198
    #dbg_value(i128 poison, !182, !DIExpression(), !306)
  %219 = icmp eq i64 %210, 28, !dbg !316
  br i1 %219, label %228, label %220, !dbg !316, !llvm.loop !317

220:                                              ; preds = %209
  %221 = or disjoint i64 %210, 1, !dbg !319
    #dbg_value(i64 %221, !184, !DIExpression(), !306)
    #dbg_value(i128 %213, !182, !DIExpression(), !306)
    #dbg_value(i64 %221, !184, !DIExpression(), !306)
    #dbg_value(i128 %213, !182, !DIExpression(), !306)
  %222 = urem i128 %213, 10, !dbg !311
  %223 = trunc nuw nsw i128 %222 to i8, !dbg !312
  %224 = or disjoint i8 %223, 48, !dbg !313
  %225 = add nuw nsw i64 %210, 2, !dbg !319
    #dbg_value(i64 %225, !184, !DIExpression(), !306)
  %226 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %221, !dbg !314
  store i8 %224, ptr %226, align 1, !dbg !315, !tbaa !198
  %227 = udiv i128 %211, 100, !dbg !310
    #dbg_value(i128 %227, !182, !DIExpression(), !306)
  br label %209

228:                                              ; preds = %209
    #dbg_value(i64 0, !185, !DIExpression(), !320)
    #dbg_value(i64 1, !185, !DIExpression(), !320)
    #dbg_value(i64 2, !185, !DIExpression(), !320)
    #dbg_value(i64 3, !185, !DIExpression(), !320)
    #dbg_value(i64 4, !185, !DIExpression(), !320)
    #dbg_value(i64 5, !185, !DIExpression(), !320)
    #dbg_value(i64 6, !185, !DIExpression(), !320)
    #dbg_value(i64 7, !185, !DIExpression(), !320)
    #dbg_value(i64 8, !185, !DIExpression(), !320)
    #dbg_value(i64 9, !185, !DIExpression(), !320)
    #dbg_value(i64 10, !185, !DIExpression(), !320)
    #dbg_value(i64 11, !185, !DIExpression(), !320)
    #dbg_value(i64 12, !185, !DIExpression(), !320)
    #dbg_value(i64 13, !185, !DIExpression(), !320)
    #dbg_value(i64 14, !185, !DIExpression(), !320)
    #dbg_value(i64 15, !185, !DIExpression(), !320)
  %229 = getelementptr inbounds i8, ptr %10, i64 13, !dbg !321
  %230 = load <16 x i8>, ptr %229, align 1, !dbg !321, !tbaa !198
  %231 = shufflevector <16 x i8> %230, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !322
  store <16 x i8> %231, ptr %11, align 16, !dbg !322, !tbaa !198
    #dbg_value(i64 16, !185, !DIExpression(), !320)
  %232 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !323
    #dbg_value(i64 17, !185, !DIExpression(), !320)
    #dbg_value(i64 18, !185, !DIExpression(), !320)
    #dbg_value(i64 19, !185, !DIExpression(), !320)
    #dbg_value(i64 20, !185, !DIExpression(), !320)
    #dbg_value(i64 21, !185, !DIExpression(), !320)
    #dbg_value(i64 22, !185, !DIExpression(), !320)
    #dbg_value(i64 23, !185, !DIExpression(), !320)
  %233 = getelementptr inbounds i8, ptr %10, i64 5, !dbg !321
  %234 = load <8 x i8>, ptr %233, align 1, !dbg !321, !tbaa !198
  %235 = shufflevector <8 x i8> %234, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !322
  store <8 x i8> %235, ptr %232, align 16, !dbg !322, !tbaa !198
    #dbg_value(i64 24, !185, !DIExpression(), !320)
  %236 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !323
    #dbg_value(i64 25, !185, !DIExpression(), !320)
    #dbg_value(i64 26, !185, !DIExpression(), !320)
    #dbg_value(i64 27, !185, !DIExpression(), !320)
  %237 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !321
  %238 = load <4 x i8>, ptr %237, align 1, !dbg !321, !tbaa !198
  %239 = shufflevector <4 x i8> %238, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !322
  store <4 x i8> %239, ptr %236, align 8, !dbg !322, !tbaa !198
    #dbg_value(i64 28, !185, !DIExpression(), !320)
  %240 = load i8, ptr %10, align 16, !dbg !321, !tbaa !198
  %241 = getelementptr inbounds i8, ptr %11, i64 28, !dbg !323
  store i8 %240, ptr %241, align 4, !dbg !322, !tbaa !198
    #dbg_value(i64 29, !185, !DIExpression(), !320)
  %242 = getelementptr inbounds i8, ptr %11, i64 29, !dbg !324
  store i8 0, ptr %242, align 1, !dbg !325, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #3, !dbg !326
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.7, ptr noundef nonnull %11), !dbg !327
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #3, !dbg !328
    #dbg_assign(i1 undef, !215, !DIExpression(), !147, ptr %9, !DIExpression(), !329)
    #dbg_value(ptr @.str.8, !220, !DIExpression(), !329)
    #dbg_value(!DIArgList(i128 -18446744073709551616, i64 -1), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !329)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #3, !dbg !331
    #dbg_value(!DIArgList(i128 -18446744073709551616, i128 18446744073709551615), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !329)
    #dbg_assign(i1 undef, !176, !DIExpression(), !332, ptr undef, !DIExpression(), !333)
    #dbg_value(ptr %9, !183, !DIExpression(), !333)
    #dbg_value(i64 1, !184, !DIExpression(), !333)
    #dbg_value(i128 0, !182, !DIExpression(), !333)
    #dbg_value(i64 0, !185, !DIExpression(), !335)
  store i8 49, ptr %9, align 16, !dbg !336, !tbaa !198
    #dbg_value(i64 1, !185, !DIExpression(), !335)
  %244 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !337
  store i8 0, ptr %244, align 1, !dbg !338, !tbaa !198
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.8, ptr noundef nonnull %9), !dbg !339
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #3, !dbg !340
    #dbg_assign(i1 undef, !215, !DIExpression(), !146, ptr %8, !DIExpression(), !341)
    #dbg_value(ptr @.str.9, !220, !DIExpression(), !341)
    #dbg_value(!DIArgList(i128 -15432098629394414909352050688, i64 2851205159352050688), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !341)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #3, !dbg !343
    #dbg_value(!DIArgList(i128 -15432098629394414909352050688, i128 2851205159352050688), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !341)
    #dbg_assign(i1 undef, !176, !DIExpression(), !145, ptr %7, !DIExpression(), !344)
    #dbg_value(i128 15432098626543209750000000000, !182, !DIExpression(), !344)
    #dbg_value(ptr %8, !183, !DIExpression(), !344)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #3, !dbg !346
    #dbg_value(i32 0, !184, !DIExpression(), !344)
  br label %246, !dbg !347

246:                                              ; preds = %257, %228
  %247 = phi i64 [ 0, %228 ], [ %262, %257 ]
  %248 = phi i128 [ 15432098626543209750000000000, %228 ], [ %264, %257 ]
    #dbg_value(i64 %247, !184, !DIExpression(), !344)
    #dbg_value(i128 %248, !182, !DIExpression(), !344)
  %249 = freeze i128 %248, !dbg !348
  %250 = udiv i128 %249, 10, !dbg !348
  %251 = mul i128 %250, 10, !dbg !349
  %252 = sub i128 %249, %251, !dbg !349
  %253 = trunc nuw nsw i128 %252 to i8, !dbg !350
  %254 = or disjoint i8 %253, 48, !dbg !351
    #dbg_value(i64 %247, !184, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !344)
  %255 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %247, !dbg !352
  store i8 %254, ptr %255, align 2, !dbg !353, !tbaa !198
    #dbg_value(i128 poison, !182, !DIExpression(), !344)
  %256 = icmp eq i64 %247, 28, !dbg !354
  br i1 %256, label %265, label %257, !dbg !354, !llvm.loop !355

257:                                              ; preds = %246
  %258 = or disjoint i64 %247, 1, !dbg !357
    #dbg_value(i64 %258, !184, !DIExpression(), !344)
    #dbg_value(i128 %250, !182, !DIExpression(), !344)
    #dbg_value(i64 %258, !184, !DIExpression(), !344)
    #dbg_value(i128 %250, !182, !DIExpression(), !344)
  %259 = urem i128 %250, 10, !dbg !349
  %260 = trunc nuw nsw i128 %259 to i8, !dbg !350
  %261 = or disjoint i8 %260, 48, !dbg !351
  %262 = add nuw nsw i64 %247, 2, !dbg !357
    #dbg_value(i64 %262, !184, !DIExpression(), !344)
  %263 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %258, !dbg !352
  store i8 %261, ptr %263, align 1, !dbg !353, !tbaa !198
  %264 = udiv i128 %248, 100, !dbg !348
    #dbg_value(i128 %264, !182, !DIExpression(), !344)
  br label %246

265:                                              ; preds = %246
    #dbg_value(i64 0, !185, !DIExpression(), !358)
    #dbg_value(i64 1, !185, !DIExpression(), !358)
    #dbg_value(i64 2, !185, !DIExpression(), !358)
    #dbg_value(i64 3, !185, !DIExpression(), !358)
    #dbg_value(i64 4, !185, !DIExpression(), !358)
    #dbg_value(i64 5, !185, !DIExpression(), !358)
    #dbg_value(i64 6, !185, !DIExpression(), !358)
    #dbg_value(i64 7, !185, !DIExpression(), !358)
    #dbg_value(i64 8, !185, !DIExpression(), !358)
    #dbg_value(i64 9, !185, !DIExpression(), !358)
    #dbg_value(i64 10, !185, !DIExpression(), !358)
    #dbg_value(i64 11, !185, !DIExpression(), !358)
    #dbg_value(i64 12, !185, !DIExpression(), !358)
    #dbg_value(i64 13, !185, !DIExpression(), !358)
    #dbg_value(i64 14, !185, !DIExpression(), !358)
    #dbg_value(i64 15, !185, !DIExpression(), !358)
  %266 = getelementptr inbounds i8, ptr %7, i64 13, !dbg !359
  %267 = load <16 x i8>, ptr %266, align 1, !dbg !359, !tbaa !198
  %268 = shufflevector <16 x i8> %267, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !360
  store <16 x i8> %268, ptr %8, align 16, !dbg !360, !tbaa !198
    #dbg_value(i64 16, !185, !DIExpression(), !358)
  %269 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !361
    #dbg_value(i64 17, !185, !DIExpression(), !358)
    #dbg_value(i64 18, !185, !DIExpression(), !358)
    #dbg_value(i64 19, !185, !DIExpression(), !358)
    #dbg_value(i64 20, !185, !DIExpression(), !358)
    #dbg_value(i64 21, !185, !DIExpression(), !358)
    #dbg_value(i64 22, !185, !DIExpression(), !358)
    #dbg_value(i64 23, !185, !DIExpression(), !358)
  %270 = getelementptr inbounds i8, ptr %7, i64 5, !dbg !359
  %271 = load <8 x i8>, ptr %270, align 1, !dbg !359, !tbaa !198
  %272 = shufflevector <8 x i8> %271, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !360
  store <8 x i8> %272, ptr %269, align 16, !dbg !360, !tbaa !198
    #dbg_value(i64 24, !185, !DIExpression(), !358)
  %273 = getelementptr inbounds i8, ptr %8, i64 24, !dbg !361
    #dbg_value(i64 25, !185, !DIExpression(), !358)
    #dbg_value(i64 26, !185, !DIExpression(), !358)
    #dbg_value(i64 27, !185, !DIExpression(), !358)
  %274 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !359
  %275 = load <4 x i8>, ptr %274, align 1, !dbg !359, !tbaa !198
  %276 = shufflevector <4 x i8> %275, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !360
  store <4 x i8> %276, ptr %273, align 8, !dbg !360, !tbaa !198
    #dbg_value(i64 28, !185, !DIExpression(), !358)
  %277 = load i8, ptr %7, align 16, !dbg !359, !tbaa !198
  %278 = getelementptr inbounds i8, ptr %8, i64 28, !dbg !361
  store i8 %277, ptr %278, align 4, !dbg !360, !tbaa !198
    #dbg_value(i64 29, !185, !DIExpression(), !358)
  %279 = getelementptr inbounds i8, ptr %8, i64 29, !dbg !362
  store i8 0, ptr %279, align 1, !dbg !363, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #3, !dbg !364
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.9, ptr noundef nonnull %8), !dbg !365
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #3, !dbg !366
    #dbg_assign(i1 undef, !215, !DIExpression(), !144, ptr %6, !DIExpression(), !367)
    #dbg_value(ptr @.str.10, !220, !DIExpression(), !367)
    #dbg_value(!DIArgList(i128 -9496676082465292878633500672, i64 4592548417095039134), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !367)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #3, !dbg !369
    #dbg_value(!DIArgList(i128 -9496676082465292878633500672, i128 4592548417095039134), !221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !367)
    #dbg_assign(i1 undef, !176, !DIExpression(), !143, ptr %5, !DIExpression(), !370)
    #dbg_value(i128 9496676077872744461538461538, !182, !DIExpression(), !370)
    #dbg_value(ptr %6, !183, !DIExpression(), !370)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #3, !dbg !372
    #dbg_value(i32 0, !184, !DIExpression(), !370)
  br label %281, !dbg !373

281:                                              ; preds = %281, %265
  %282 = phi i64 [ 0, %265 ], [ %295, %281 ]
  %283 = phi i128 [ 9496676077872744461538461538, %265 ], [ %297, %281 ]
    #dbg_value(i64 %282, !184, !DIExpression(), !370)
    #dbg_value(i128 %283, !182, !DIExpression(), !370)
  %284 = freeze i128 %283, !dbg !374
  %285 = udiv i128 %284, 10, !dbg !374
  %286 = mul i128 %285, 10, !dbg !375
  %287 = sub i128 %284, %286, !dbg !375
  %288 = trunc nuw nsw i128 %287 to i8, !dbg !376
  %289 = or disjoint i8 %288, 48, !dbg !377
  %290 = or disjoint i64 %282, 1, !dbg !378
    #dbg_value(i64 %290, !184, !DIExpression(), !370)
  %291 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %282, !dbg !379
  store i8 %289, ptr %291, align 2, !dbg !380, !tbaa !198
    #dbg_value(i128 %285, !182, !DIExpression(), !370)
  %292 = urem i128 %285, 10, !dbg !375
  %293 = trunc nuw nsw i128 %292 to i8, !dbg !376
  %294 = or disjoint i8 %293, 48, !dbg !377
  %295 = add nuw nsw i64 %282, 2, !dbg !378
    #dbg_value(i64 %295, !184, !DIExpression(), !370)
  %296 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %290, !dbg !379
  store i8 %294, ptr %296, align 1, !dbg !380, !tbaa !198
  %297 = udiv i128 %283, 100, !dbg !374
    #dbg_value(i128 %297, !182, !DIExpression(), !370)
  %298 = icmp eq i64 %295, 28, !dbg !381
  br i1 %298, label %299, label %281, !dbg !381, !llvm.loop !382

299:                                              ; preds = %281
    #dbg_value(i64 0, !185, !DIExpression(), !384)
    #dbg_value(i64 1, !185, !DIExpression(), !384)
    #dbg_value(i64 2, !185, !DIExpression(), !384)
    #dbg_value(i64 3, !185, !DIExpression(), !384)
    #dbg_value(i64 4, !185, !DIExpression(), !384)
    #dbg_value(i64 5, !185, !DIExpression(), !384)
    #dbg_value(i64 6, !185, !DIExpression(), !384)
    #dbg_value(i64 7, !185, !DIExpression(), !384)
    #dbg_value(i64 8, !185, !DIExpression(), !384)
    #dbg_value(i64 9, !185, !DIExpression(), !384)
    #dbg_value(i64 10, !185, !DIExpression(), !384)
    #dbg_value(i64 11, !185, !DIExpression(), !384)
    #dbg_value(i64 12, !185, !DIExpression(), !384)
    #dbg_value(i64 13, !185, !DIExpression(), !384)
    #dbg_value(i64 14, !185, !DIExpression(), !384)
    #dbg_value(i64 15, !185, !DIExpression(), !384)
  %300 = getelementptr inbounds i8, ptr %5, i64 12, !dbg !385
  %301 = load <16 x i8>, ptr %300, align 4, !dbg !385, !tbaa !198
  %302 = shufflevector <16 x i8> %301, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !386
  store <16 x i8> %302, ptr %6, align 16, !dbg !386, !tbaa !198
    #dbg_value(i64 16, !185, !DIExpression(), !384)
  %303 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !387
    #dbg_value(i64 17, !185, !DIExpression(), !384)
    #dbg_value(i64 18, !185, !DIExpression(), !384)
    #dbg_value(i64 19, !185, !DIExpression(), !384)
    #dbg_value(i64 20, !185, !DIExpression(), !384)
    #dbg_value(i64 21, !185, !DIExpression(), !384)
    #dbg_value(i64 22, !185, !DIExpression(), !384)
    #dbg_value(i64 23, !185, !DIExpression(), !384)
  %304 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !385
  %305 = load <8 x i8>, ptr %304, align 4, !dbg !385, !tbaa !198
  %306 = shufflevector <8 x i8> %305, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !386
  store <8 x i8> %306, ptr %303, align 16, !dbg !386, !tbaa !198
    #dbg_value(i64 24, !185, !DIExpression(), !384)
  %307 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !387
    #dbg_value(i64 25, !185, !DIExpression(), !384)
    #dbg_value(i64 26, !185, !DIExpression(), !384)
    #dbg_value(i64 27, !185, !DIExpression(), !384)
  %308 = load <4 x i8>, ptr %5, align 16, !dbg !385, !tbaa !198
  %309 = shufflevector <4 x i8> %308, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !386
  store <4 x i8> %309, ptr %307, align 8, !dbg !386, !tbaa !198
    #dbg_value(i64 28, !185, !DIExpression(), !384)
  %310 = getelementptr inbounds i8, ptr %6, i64 28, !dbg !388
  store i8 0, ptr %310, align 4, !dbg !389, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #3, !dbg !390
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.10, ptr noundef nonnull %6), !dbg !391
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #3, !dbg !392
  %312 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !393
    #dbg_value(ptr @.str.12, !161, !DIExpression(), !394)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !394)
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.12, i32 noundef 16, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !396
    #dbg_value(ptr @.str.13, !161, !DIExpression(), !397)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !397)
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.13, i32 noundef 0, i32 noundef 0, i32 noundef 524287, i32 noundef -1), !dbg !399
    #dbg_value(ptr @.str.14, !161, !DIExpression(), !400)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !400)
  %315 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.14, i32 noundef 19088743, i32 noundef -1985229329, i32 noundef -19088744, i32 noundef 1985229328), !dbg !402
    #dbg_value(i64 1000000007, !123, !DIExpression(), !160)
  %316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef 974000367), !dbg !403
    #dbg_value(i128 618970019642690137449562111, !129, !DIExpression(), !160)
    #dbg_value(i128 618970019642690137449562110, !404, !DIExpression(), !412)
    #dbg_value(i128 618970019642690137449562111, !410, !DIExpression(), !412)
    #dbg_value(i128 1, !411, !DIExpression(), !412)
    #dbg_value(i128 3, !409, !DIExpression(), !412)
  br label %317, !dbg !414

317:                                              ; preds = %326, %299
  %318 = phi i128 [ 1, %299 ], [ %327, %326 ]
  %319 = phi i128 [ 3, %299 ], [ %329, %326 ]
  %320 = phi i128 [ 618970019642690137449562110, %299 ], [ %330, %326 ]
    #dbg_value(i128 %318, !411, !DIExpression(), !412)
    #dbg_value(i128 %319, !409, !DIExpression(), !412)
    #dbg_value(i128 %320, !404, !DIExpression(), !412)
  %321 = and i128 %320, 1, !dbg !415
  %322 = icmp eq i128 %321, 0, !dbg !415
  br i1 %322, label %326, label %323, !dbg !418

323:                                              ; preds = %317
  %324 = mul i128 %319, %318, !dbg !419
  %325 = urem i128 %324, 618970019642690137449562111, !dbg !420
    #dbg_value(i128 %325, !411, !DIExpression(), !412)
  br label %326, !dbg !421

326:                                              ; preds = %323, %317
  %327 = phi i128 [ %325, %323 ], [ %318, %317 ], !dbg !412
    #dbg_value(i128 %327, !411, !DIExpression(), !412)
  %328 = mul i128 %319, %319, !dbg !422
  %329 = urem i128 %328, 618970019642690137449562111, !dbg !423
    #dbg_value(i128 %329, !409, !DIExpression(), !412)
  %330 = lshr i128 %320, 1, !dbg !424
    #dbg_value(i128 %330, !404, !DIExpression(), !412)
  %331 = icmp ult i128 %320, 2, !dbg !414
  br i1 %331, label %332, label %317, !dbg !414, !llvm.loop !425

332:                                              ; preds = %326
  %333 = lshr i128 %327, 64, !dbg !427
    #dbg_value(ptr @.str.16, !161, !DIExpression(), !428)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !428)
  %334 = trunc nuw nsw i128 %333 to i32, !dbg !430
  %335 = lshr i128 %327, 32, !dbg !431
  %336 = trunc i128 %335 to i32, !dbg !431
  %337 = trunc i128 %327 to i32, !dbg !432
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef 0, i32 noundef %334, i32 noundef %336, i32 noundef %337), !dbg !433
    #dbg_value(i128 0, !130, !DIExpression(), !160)
    #dbg_value(i128 1, !131, !DIExpression(), !160)
    #dbg_value(i32 0, !132, !DIExpression(), !434)
  br label %554, !dbg !435

339:                                              ; preds = %0, %419
  %340 = phi i128 [ 1, %0 ], [ %343, %419 ]
  %341 = phi i32 [ 1, %0 ], [ %420, %419 ]
    #dbg_value(i128 %340, !107, !DIExpression(), !160)
    #dbg_value(i32 %341, !108, !DIExpression(), !173)
  %342 = zext nneg i32 %341 to i128, !dbg !436
  %343 = mul i128 %340, %342, !dbg !437
    #dbg_value(i128 %343, !107, !DIExpression(), !160)
  %344 = icmp ugt i32 %341, 19, !dbg !438
  %345 = and i32 %341, 1
  %346 = icmp eq i32 %345, 0
  %347 = and i1 %344, %346, !dbg !439
  br i1 %347, label %348, label %419, !dbg !439

348:                                              ; preds = %339
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %19) #3, !dbg !440
    #dbg_assign(i1 undef, !176, !DIExpression(), !142, ptr %4, !DIExpression(), !441)
    #dbg_value(i128 %343, !182, !DIExpression(), !441)
    #dbg_value(ptr %19, !183, !DIExpression(), !441)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #3, !dbg !443
    #dbg_value(i32 0, !184, !DIExpression(), !441)
  br label %349, !dbg !444

349:                                              ; preds = %349, %348
  %350 = phi i32 [ %362, %349 ], [ 1, %348 ]
  %351 = phi i64 [ %359, %349 ], [ 0, %348 ]
  %352 = phi i128 [ %354, %349 ], [ %343, %348 ]
    #dbg_value(i64 %351, !184, !DIExpression(), !441)
    #dbg_value(i128 %352, !182, !DIExpression(), !441)
  %353 = freeze i128 %352, !dbg !445
  %354 = udiv i128 %353, 10, !dbg !445
  %355 = mul i128 %354, 10, !dbg !446
  %356 = sub i128 %353, %355, !dbg !446
  %357 = trunc nuw nsw i128 %356 to i8, !dbg !447
  %358 = or disjoint i8 %357, 48, !dbg !448
  %359 = add nuw nsw i64 %351, 1, !dbg !449
    #dbg_value(i64 %359, !184, !DIExpression(), !441)
  %360 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %351, !dbg !450
  store i8 %358, ptr %360, align 1, !dbg !451, !tbaa !198
    #dbg_value(i128 %354, !182, !DIExpression(), !441)
  %361 = icmp ult i128 %352, 10, !dbg !452
  %362 = add nuw i32 %350, 1, !dbg !452
  br i1 %361, label %363, label %349, !dbg !452, !llvm.loop !453

363:                                              ; preds = %349
    #dbg_value(i32 0, !185, !DIExpression(), !455)
  %364 = shl i64 %351, 32, !dbg !456
  %365 = ashr exact i64 %364, 32, !dbg !456
  %366 = zext i32 %350 to i64, !dbg !457
  %367 = icmp ult i32 %350, 8, !dbg !456
  br i1 %367, label %405, label %368, !dbg !456

368:                                              ; preds = %363
  %369 = icmp ult i32 %350, 32, !dbg !456
  br i1 %369, label %391, label %370, !dbg !456

370:                                              ; preds = %368
  %371 = and i64 %366, 4294967264, !dbg !456
  br label %372, !dbg !456

372:                                              ; preds = %372, %370
  %373 = phi i64 [ 0, %370 ], [ %384, %372 ], !dbg !458
  %374 = sub nsw i64 %365, %373, !dbg !459
  %375 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %374, !dbg !460
  %376 = getelementptr inbounds i8, ptr %375, i64 -15, !dbg !460
  %377 = getelementptr inbounds i8, ptr %375, i64 -31, !dbg !460
  %378 = load <16 x i8>, ptr %376, align 1, !dbg !460, !tbaa !198
  %379 = shufflevector <16 x i8> %378, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !460
  %380 = load <16 x i8>, ptr %377, align 1, !dbg !460, !tbaa !198
  %381 = shufflevector <16 x i8> %380, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !460
  %382 = getelementptr inbounds i8, ptr %19, i64 %373, !dbg !461
  %383 = getelementptr inbounds i8, ptr %382, i64 16, !dbg !462
  store <16 x i8> %379, ptr %382, align 16, !dbg !462, !tbaa !198
  store <16 x i8> %381, ptr %383, align 16, !dbg !462, !tbaa !198
  %384 = add nuw i64 %373, 32, !dbg !458
  %385 = icmp eq i64 %384, %371, !dbg !458
  br i1 %385, label %386, label %372, !dbg !458, !llvm.loop !463

386:                                              ; preds = %372
  %387 = icmp eq i64 %371, %366, !dbg !456
  br i1 %387, label %415, label %388, !dbg !456

388:                                              ; preds = %386
  %389 = and i64 %366, 24, !dbg !456
  %390 = icmp eq i64 %389, 0, !dbg !456
  br i1 %390, label %405, label %391, !dbg !456

391:                                              ; preds = %368, %388
  %392 = phi i64 [ %371, %388 ], [ 0, %368 ]
  %393 = and i64 %366, 4294967288, !dbg !456
  br label %394, !dbg !456

394:                                              ; preds = %394, %391
  %395 = phi i64 [ %392, %391 ], [ %401, %394 ], !dbg !458
  %396 = sub nsw i64 %365, %395, !dbg !459
  %397 = getelementptr [48 x i8], ptr %23, i64 0, i64 %396, !dbg !460
  %398 = load <8 x i8>, ptr %397, align 1, !dbg !460, !tbaa !198
  %399 = shufflevector <8 x i8> %398, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !460
  %400 = getelementptr inbounds i8, ptr %19, i64 %395, !dbg !461
  store <8 x i8> %399, ptr %400, align 8, !dbg !462, !tbaa !198
  %401 = add nuw i64 %395, 8, !dbg !458
  %402 = icmp eq i64 %401, %393, !dbg !458
  br i1 %402, label %403, label %394, !dbg !458, !llvm.loop !467

403:                                              ; preds = %394
  %404 = icmp eq i64 %393, %366, !dbg !456
  br i1 %404, label %415, label %405, !dbg !456

405:                                              ; preds = %403, %363, %388
  %406 = phi i64 [ 0, %363 ], [ %371, %388 ], [ %393, %403 ]
  br label %407, !dbg !456

407:                                              ; preds = %405, %407
  %408 = phi i64 [ %413, %407 ], [ %406, %405 ]
    #dbg_value(i64 %408, !185, !DIExpression(), !455)
  %409 = sub nsw i64 %365, %408, !dbg !459
  %410 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %409, !dbg !460
  %411 = load i8, ptr %410, align 1, !dbg !460, !tbaa !198
  %412 = getelementptr inbounds i8, ptr %19, i64 %408, !dbg !461
  store i8 %411, ptr %412, align 1, !dbg !462, !tbaa !198
  %413 = add nuw nsw i64 %408, 1, !dbg !458
    #dbg_value(i64 %413, !185, !DIExpression(), !455)
  %414 = icmp eq i64 %413, %366, !dbg !457
  br i1 %414, label %415, label %407, !dbg !456, !llvm.loop !468

415:                                              ; preds = %407, %403, %386
  %416 = and i64 %359, 4294967295, !dbg !469
  %417 = getelementptr inbounds i8, ptr %19, i64 %416, !dbg !469
  store i8 0, ptr %417, align 1, !dbg !470, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #3, !dbg !471
  %418 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %341, ptr noundef nonnull %19), !dbg !472
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %19) #3, !dbg !473
  br label %419, !dbg !474

419:                                              ; preds = %339, %415
  %420 = add nuw nsw i32 %341, 1, !dbg !475
    #dbg_value(i128 %343, !107, !DIExpression(), !160)
    #dbg_value(i32 %420, !108, !DIExpression(), !173)
  %421 = icmp eq i32 %420, 35, !dbg !476
  br i1 %421, label %24, label %339, !dbg !174, !llvm.loop !477

422:                                              ; preds = %554
    #dbg_assign(i1 undef, !176, !DIExpression(), !141, ptr %3, !DIExpression(), !479)
    #dbg_value(i128 %568, !182, !DIExpression(), !479)
    #dbg_value(ptr %20, !183, !DIExpression(), !479)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #3, !dbg !481
    #dbg_value(i32 0, !184, !DIExpression(), !479)
  br label %423, !dbg !482

423:                                              ; preds = %423, %422
  %424 = phi i32 [ %436, %423 ], [ 1, %422 ]
  %425 = phi i64 [ %433, %423 ], [ 0, %422 ]
  %426 = phi i128 [ %428, %423 ], [ %568, %422 ]
    #dbg_value(i64 %425, !184, !DIExpression(), !479)
    #dbg_value(i128 %426, !182, !DIExpression(), !479)
  %427 = freeze i128 %426, !dbg !483
  %428 = udiv i128 %427, 10, !dbg !483
  %429 = mul i128 %428, 10, !dbg !484
  %430 = sub i128 %427, %429, !dbg !484
  %431 = trunc nuw nsw i128 %430 to i8, !dbg !485
  %432 = or disjoint i8 %431, 48, !dbg !486
  %433 = add nuw nsw i64 %425, 1, !dbg !487
    #dbg_value(i64 %433, !184, !DIExpression(), !479)
  %434 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %425, !dbg !488
  store i8 %432, ptr %434, align 1, !dbg !489, !tbaa !198
    #dbg_value(i128 %428, !182, !DIExpression(), !479)
  %435 = icmp ult i128 %426, 10, !dbg !490
  %436 = add nuw i32 %424, 1, !dbg !490
  br i1 %435, label %437, label %423, !dbg !490, !llvm.loop !491

437:                                              ; preds = %423
    #dbg_value(i32 0, !185, !DIExpression(), !493)
  %438 = shl i64 %425, 32, !dbg !494
  %439 = ashr exact i64 %438, 32, !dbg !494
  %440 = zext i32 %424 to i64, !dbg !495
  %441 = icmp ult i32 %424, 8, !dbg !494
  br i1 %441, label %480, label %442, !dbg !494

442:                                              ; preds = %437
  %443 = icmp ult i32 %424, 32, !dbg !494
  br i1 %443, label %465, label %444, !dbg !494

444:                                              ; preds = %442
  %445 = and i64 %440, 4294967264, !dbg !494
  br label %446, !dbg !494

446:                                              ; preds = %446, %444
  %447 = phi i64 [ 0, %444 ], [ %458, %446 ], !dbg !496
  %448 = sub nsw i64 %439, %447, !dbg !497
  %449 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %448, !dbg !498
  %450 = getelementptr inbounds i8, ptr %449, i64 -15, !dbg !498
  %451 = getelementptr inbounds i8, ptr %449, i64 -31, !dbg !498
  %452 = load <16 x i8>, ptr %450, align 1, !dbg !498, !tbaa !198
  %453 = shufflevector <16 x i8> %452, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !498
  %454 = load <16 x i8>, ptr %451, align 1, !dbg !498, !tbaa !198
  %455 = shufflevector <16 x i8> %454, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !498
  %456 = getelementptr inbounds i8, ptr %20, i64 %447, !dbg !499
  %457 = getelementptr inbounds i8, ptr %456, i64 16, !dbg !500
  store <16 x i8> %453, ptr %456, align 16, !dbg !500, !tbaa !198
  store <16 x i8> %455, ptr %457, align 16, !dbg !500, !tbaa !198
  %458 = add nuw i64 %447, 32, !dbg !496
  %459 = icmp eq i64 %458, %445, !dbg !496
  br i1 %459, label %460, label %446, !dbg !496, !llvm.loop !501

460:                                              ; preds = %446
  %461 = icmp eq i64 %445, %440, !dbg !494
  br i1 %461, label %490, label %462, !dbg !494

462:                                              ; preds = %460
  %463 = and i64 %440, 24, !dbg !494
  %464 = icmp eq i64 %463, 0, !dbg !494
  br i1 %464, label %480, label %465, !dbg !494

465:                                              ; preds = %442, %462
  %466 = phi i64 [ %445, %462 ], [ 0, %442 ]
  %467 = and i64 %440, 4294967288, !dbg !494
  %468 = getelementptr i8, ptr %3, i64 -7, !dbg !494
  br label %469, !dbg !494

469:                                              ; preds = %469, %465
  %470 = phi i64 [ %466, %465 ], [ %476, %469 ], !dbg !496
  %471 = sub nsw i64 %439, %470, !dbg !497
  %472 = getelementptr [48 x i8], ptr %468, i64 0, i64 %471, !dbg !498
  %473 = load <8 x i8>, ptr %472, align 1, !dbg !498, !tbaa !198
  %474 = shufflevector <8 x i8> %473, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !498
  %475 = getelementptr inbounds i8, ptr %20, i64 %470, !dbg !499
  store <8 x i8> %474, ptr %475, align 8, !dbg !500, !tbaa !198
  %476 = add nuw i64 %470, 8, !dbg !496
  %477 = icmp eq i64 %476, %467, !dbg !496
  br i1 %477, label %478, label %469, !dbg !496, !llvm.loop !503

478:                                              ; preds = %469
  %479 = icmp eq i64 %467, %440, !dbg !494
  br i1 %479, label %490, label %480, !dbg !494

480:                                              ; preds = %478, %437, %462
  %481 = phi i64 [ 0, %437 ], [ %445, %462 ], [ %467, %478 ]
  br label %482, !dbg !494

482:                                              ; preds = %480, %482
  %483 = phi i64 [ %488, %482 ], [ %481, %480 ]
    #dbg_value(i64 %483, !185, !DIExpression(), !493)
  %484 = sub nsw i64 %439, %483, !dbg !497
  %485 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %484, !dbg !498
  %486 = load i8, ptr %485, align 1, !dbg !498, !tbaa !198
  %487 = getelementptr inbounds i8, ptr %20, i64 %483, !dbg !499
  store i8 %486, ptr %487, align 1, !dbg !500, !tbaa !198
  %488 = add nuw nsw i64 %483, 1, !dbg !496
    #dbg_value(i64 %488, !185, !DIExpression(), !493)
  %489 = icmp eq i64 %488, %440, !dbg !495
  br i1 %489, label %490, label %482, !dbg !494, !llvm.loop !504

490:                                              ; preds = %482, %478, %460
  %491 = and i64 %433, 4294967295, !dbg !505
  %492 = getelementptr inbounds i8, ptr %20, i64 %491, !dbg !505
  store i8 0, ptr %492, align 1, !dbg !506, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #3, !dbg !507
  %493 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %20), !dbg !508
    #dbg_value(i128 5769218730913055877352422125625, !137, !DIExpression(), !160)
    #dbg_value(i128 42913938832097357, !138, !DIExpression(), !160)
    #dbg_assign(i1 undef, !176, !DIExpression(), !140, ptr %2, !DIExpression(), !509)
    #dbg_value(i128 134436942586076, !182, !DIExpression(), !509)
    #dbg_value(ptr %20, !183, !DIExpression(), !509)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #3, !dbg !511
    #dbg_value(i32 0, !184, !DIExpression(), !509)
  br label %494, !dbg !512

494:                                              ; preds = %505, %490
  %495 = phi i64 [ 0, %490 ], [ %510, %505 ]
  %496 = phi i128 [ 134436942586076, %490 ], [ %512, %505 ]
    #dbg_value(i64 %495, !184, !DIExpression(), !509)
    #dbg_value(i128 %496, !182, !DIExpression(), !509)
  %497 = freeze i128 %496, !dbg !513
  %498 = udiv i128 %497, 10, !dbg !513
  %499 = mul i128 %498, 10, !dbg !514
  %500 = sub i128 %497, %499, !dbg !514
  %501 = trunc nuw nsw i128 %500 to i8, !dbg !515
  %502 = or disjoint i8 %501, 48, !dbg !516
    #dbg_value(i64 %495, !184, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !509)
  %503 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %495, !dbg !517
  store i8 %502, ptr %503, align 2, !dbg !518, !tbaa !198
    #dbg_value(i128 poison, !182, !DIExpression(), !509)
  %504 = icmp eq i64 %495, 14, !dbg !519
  br i1 %504, label %513, label %505, !dbg !519, !llvm.loop !520

505:                                              ; preds = %494
  %506 = or disjoint i64 %495, 1, !dbg !522
    #dbg_value(i64 %506, !184, !DIExpression(), !509)
    #dbg_value(i128 %498, !182, !DIExpression(), !509)
    #dbg_value(i64 %506, !184, !DIExpression(), !509)
    #dbg_value(i128 %498, !182, !DIExpression(), !509)
  %507 = urem i128 %498, 10, !dbg !514
  %508 = trunc nuw nsw i128 %507 to i8, !dbg !515
  %509 = or disjoint i8 %508, 48, !dbg !516
  %510 = add nuw nsw i64 %495, 2, !dbg !522
    #dbg_value(i64 %510, !184, !DIExpression(), !509)
  %511 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %506, !dbg !517
  store i8 %509, ptr %511, align 1, !dbg !518, !tbaa !198
  %512 = udiv i128 %496, 100, !dbg !513
    #dbg_value(i128 %512, !182, !DIExpression(), !509)
  br label %494

513:                                              ; preds = %494
    #dbg_value(i64 0, !185, !DIExpression(), !523)
    #dbg_value(i64 1, !185, !DIExpression(), !523)
    #dbg_value(i64 2, !185, !DIExpression(), !523)
    #dbg_value(i64 3, !185, !DIExpression(), !523)
    #dbg_value(i64 4, !185, !DIExpression(), !523)
    #dbg_value(i64 5, !185, !DIExpression(), !523)
    #dbg_value(i64 6, !185, !DIExpression(), !523)
    #dbg_value(i64 7, !185, !DIExpression(), !523)
  %514 = getelementptr inbounds i8, ptr %2, i64 7, !dbg !524
  %515 = load <8 x i8>, ptr %514, align 1, !dbg !524, !tbaa !198
  %516 = shufflevector <8 x i8> %515, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !525
  store <8 x i8> %516, ptr %20, align 16, !dbg !525, !tbaa !198
    #dbg_value(i64 8, !185, !DIExpression(), !523)
  %517 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !526
    #dbg_value(i64 9, !185, !DIExpression(), !523)
    #dbg_value(i64 10, !185, !DIExpression(), !523)
    #dbg_value(i64 11, !185, !DIExpression(), !523)
  %518 = getelementptr inbounds i8, ptr %2, i64 3, !dbg !524
  %519 = load <4 x i8>, ptr %518, align 1, !dbg !524, !tbaa !198
  %520 = shufflevector <4 x i8> %519, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !525
  store <4 x i8> %520, ptr %517, align 8, !dbg !525, !tbaa !198
    #dbg_value(i64 12, !185, !DIExpression(), !523)
  %521 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !524
  %522 = load i8, ptr %521, align 2, !dbg !524, !tbaa !198
  %523 = getelementptr inbounds i8, ptr %20, i64 12, !dbg !526
  store i8 %522, ptr %523, align 4, !dbg !525, !tbaa !198
    #dbg_value(i64 13, !185, !DIExpression(), !523)
  %524 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !524
  %525 = load i8, ptr %524, align 1, !dbg !524, !tbaa !198
  %526 = getelementptr inbounds i8, ptr %20, i64 13, !dbg !526
  store i8 %525, ptr %526, align 1, !dbg !525, !tbaa !198
    #dbg_value(i64 14, !185, !DIExpression(), !523)
  %527 = load i8, ptr %2, align 16, !dbg !524, !tbaa !198
  %528 = getelementptr inbounds i8, ptr %20, i64 14, !dbg !526
  store i8 %527, ptr %528, align 2, !dbg !525, !tbaa !198
    #dbg_value(i64 15, !185, !DIExpression(), !523)
  %529 = getelementptr inbounds i8, ptr %20, i64 15, !dbg !527
  store i8 0, ptr %529, align 1, !dbg !528, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #3, !dbg !529
  %530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %20), !dbg !530
    #dbg_assign(i1 undef, !176, !DIExpression(), !139, ptr %1, !DIExpression(), !531)
    #dbg_value(i128 6141029837524493, !182, !DIExpression(), !531)
    #dbg_value(ptr %20, !183, !DIExpression(), !531)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #3, !dbg !533
    #dbg_value(i32 0, !184, !DIExpression(), !531)
  br label %531, !dbg !534

531:                                              ; preds = %531, %513
  %532 = phi i64 [ 0, %513 ], [ %545, %531 ]
  %533 = phi i128 [ 6141029837524493, %513 ], [ %547, %531 ]
    #dbg_value(i64 %532, !184, !DIExpression(), !531)
    #dbg_value(i128 %533, !182, !DIExpression(), !531)
  %534 = freeze i128 %533, !dbg !535
  %535 = udiv i128 %534, 10, !dbg !535
  %536 = mul i128 %535, 10, !dbg !536
  %537 = sub i128 %534, %536, !dbg !536
  %538 = trunc nuw nsw i128 %537 to i8, !dbg !537
  %539 = or disjoint i8 %538, 48, !dbg !538
  %540 = or disjoint i64 %532, 1, !dbg !539
    #dbg_value(i64 %540, !184, !DIExpression(), !531)
  %541 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %532, !dbg !540
  store i8 %539, ptr %541, align 2, !dbg !541, !tbaa !198
    #dbg_value(i128 %535, !182, !DIExpression(), !531)
  %542 = urem i128 %535, 10, !dbg !536
  %543 = trunc nuw nsw i128 %542 to i8, !dbg !537
  %544 = or disjoint i8 %543, 48, !dbg !538
  %545 = add nuw nsw i64 %532, 2, !dbg !539
    #dbg_value(i64 %545, !184, !DIExpression(), !531)
  %546 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %540, !dbg !540
  store i8 %544, ptr %546, align 1, !dbg !541, !tbaa !198
  %547 = udiv i128 %533, 100, !dbg !535
    #dbg_value(i128 %547, !182, !DIExpression(), !531)
  %548 = icmp eq i64 %545, 16, !dbg !542
  br i1 %548, label %549, label %531, !dbg !542, !llvm.loop !543

549:                                              ; preds = %531
    #dbg_value(i64 0, !185, !DIExpression(), !545)
    #dbg_value(i64 1, !185, !DIExpression(), !545)
    #dbg_value(i64 2, !185, !DIExpression(), !545)
    #dbg_value(i64 3, !185, !DIExpression(), !545)
    #dbg_value(i64 4, !185, !DIExpression(), !545)
    #dbg_value(i64 5, !185, !DIExpression(), !545)
    #dbg_value(i64 6, !185, !DIExpression(), !545)
    #dbg_value(i64 7, !185, !DIExpression(), !545)
    #dbg_value(i64 8, !185, !DIExpression(), !545)
    #dbg_value(i64 9, !185, !DIExpression(), !545)
    #dbg_value(i64 10, !185, !DIExpression(), !545)
    #dbg_value(i64 11, !185, !DIExpression(), !545)
    #dbg_value(i64 12, !185, !DIExpression(), !545)
    #dbg_value(i64 13, !185, !DIExpression(), !545)
    #dbg_value(i64 14, !185, !DIExpression(), !545)
    #dbg_value(i64 15, !185, !DIExpression(), !545)
  %550 = load <16 x i8>, ptr %1, align 16, !dbg !546, !tbaa !198
  %551 = shufflevector <16 x i8> %550, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !547
  store <16 x i8> %551, ptr %20, align 16, !dbg !547, !tbaa !198
    #dbg_value(i64 16, !185, !DIExpression(), !545)
  %552 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !548
  store i8 0, ptr %552, align 16, !dbg !549, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #3, !dbg !550
  %553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %20), !dbg !551
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %20) #3, !dbg !552
  ret i32 0, !dbg !553

554:                                              ; preds = %554, %332
  %555 = phi i128 [ 0, %332 ], [ %568, %554 ]
  %556 = phi i128 [ 1, %332 ], [ %569, %554 ]
  %557 = phi i32 [ 0, %332 ], [ %570, %554 ]
    #dbg_value(i128 %555, !130, !DIExpression(), !160)
    #dbg_value(i128 %556, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(), !434)
  %558 = add i128 %555, %556, !dbg !554
    #dbg_value(i128 %558, !134, !DIExpression(), !555)
    #dbg_value(i128 %556, !130, !DIExpression(), !160)
    #dbg_value(i128 %558, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !434)
  %559 = add i128 %556, %558, !dbg !554
    #dbg_value(i128 %559, !134, !DIExpression(), !555)
    #dbg_value(i128 %558, !130, !DIExpression(), !160)
    #dbg_value(i128 %559, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !434)
  %560 = add i128 %558, %559, !dbg !554
    #dbg_value(i128 %560, !134, !DIExpression(), !555)
    #dbg_value(i128 %559, !130, !DIExpression(), !160)
    #dbg_value(i128 %560, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !434)
  %561 = add i128 %559, %560, !dbg !554
    #dbg_value(i128 %561, !134, !DIExpression(), !555)
    #dbg_value(i128 %560, !130, !DIExpression(), !160)
    #dbg_value(i128 %561, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !434)
  %562 = add i128 %560, %561, !dbg !554
    #dbg_value(i128 %562, !134, !DIExpression(), !555)
    #dbg_value(i128 %561, !130, !DIExpression(), !160)
    #dbg_value(i128 %562, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !434)
  %563 = add i128 %561, %562, !dbg !554
    #dbg_value(i128 %563, !134, !DIExpression(), !555)
    #dbg_value(i128 %562, !130, !DIExpression(), !160)
    #dbg_value(i128 %563, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !434)
  %564 = add i128 %562, %563, !dbg !554
    #dbg_value(i128 %564, !134, !DIExpression(), !555)
    #dbg_value(i128 %563, !130, !DIExpression(), !160)
    #dbg_value(i128 %564, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !434)
  %565 = add i128 %563, %564, !dbg !554
    #dbg_value(i128 %565, !134, !DIExpression(), !555)
    #dbg_value(i128 %564, !130, !DIExpression(), !160)
    #dbg_value(i128 %565, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !434)
  %566 = add i128 %564, %565, !dbg !554
    #dbg_value(i128 %566, !134, !DIExpression(), !555)
    #dbg_value(i128 %565, !130, !DIExpression(), !160)
    #dbg_value(i128 %566, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value), !434)
  %567 = add i128 %565, %566, !dbg !554
    #dbg_value(i128 %567, !134, !DIExpression(), !555)
    #dbg_value(i128 %566, !130, !DIExpression(), !160)
    #dbg_value(i128 %567, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value), !434)
  %568 = add i128 %566, %567, !dbg !554
    #dbg_value(i128 %568, !134, !DIExpression(), !555)
    #dbg_value(i128 %567, !130, !DIExpression(), !160)
    #dbg_value(i128 %568, !131, !DIExpression(), !160)
    #dbg_value(i32 %557, !132, !DIExpression(DW_OP_plus_uconst, 11, DW_OP_stack_value), !434)
  %569 = add i128 %567, %568, !dbg !554
    #dbg_value(i128 %569, !134, !DIExpression(), !555)
    #dbg_value(i128 %568, !130, !DIExpression(), !160)
    #dbg_value(i128 %569, !131, !DIExpression(), !160)
  %570 = add nuw nsw i32 %557, 12, !dbg !556
    #dbg_value(i32 %570, !132, !DIExpression(), !434)
  %571 = icmp eq i32 %570, 180, !dbg !557
  br i1 %571, label %422, label %554, !dbg !435, !llvm.loop !558
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !560 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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
!196 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !188)
!197 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !188)
!198 = !{!199, !199, i64 0}
!199 = !{!"omnipotent char", !200, i64 0}
!200 = !{!"Simple C/C++ TBAA"}
!201 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !188)
!202 = distinct !{!202, !190, !203, !204}
!203 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !188)
!204 = !{!"llvm.loop.mustprogress"}
!205 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !188)
!206 = !DILocation(line: 22, column: 18, scope: !207, inlinedAt: !188)
!207 = distinct !DILexicalBlock(scope: !186, file: !2, line: 21, column: 5)
!208 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !188)
!209 = !DILocation(line: 22, column: 9, scope: !207, inlinedAt: !188)
!210 = !DILocation(line: 0, scope: !186, inlinedAt: !188)
!211 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !188)
!212 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !188)
!213 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !188)
!214 = !DILocation(line: 67, column: 5, scope: !102)
!215 = !DILocalVariable(name: "buf", scope: !216, file: !2, line: 27, type: !115)
!216 = distinct !DISubprogram(name: "print_dec", scope: !2, file: !2, line: 26, type: !217, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !165, !89}
!219 = !{!220, !221, !215}
!220 = !DILocalVariable(name: "lbl", arg: 1, scope: !216, file: !2, line: 26, type: !165)
!221 = !DILocalVariable(name: "v", arg: 2, scope: !216, file: !2, line: 26, type: !89)
!222 = !DILocation(line: 0, scope: !216, inlinedAt: !223)
!223 = distinct !DILocation(line: 70, column: 5, scope: !102)
!224 = !DILocation(line: 27, column: 5, scope: !216, inlinedAt: !223)
!225 = !DILocation(line: 0, scope: !177, inlinedAt: !226)
!226 = distinct !DILocation(line: 29, column: 9, scope: !227, inlinedAt: !223)
!227 = distinct !DILexicalBlock(scope: !228, file: !2, line: 28, column: 16)
!228 = distinct !DILexicalBlock(scope: !216, file: !2, line: 28, column: 9)
!229 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !226)
!230 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !226)
!231 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !226)
!232 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !226)
!233 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !226)
!234 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !226)
!235 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !226)
!236 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !226)
!237 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !226)
!238 = distinct !{!238, !230, !239, !204}
!239 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !226)
!240 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !226)
!241 = !DILocation(line: 22, column: 18, scope: !207, inlinedAt: !226)
!242 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !226)
!243 = !DILocation(line: 22, column: 9, scope: !207, inlinedAt: !226)
!244 = !DILocation(line: 0, scope: !186, inlinedAt: !226)
!245 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !226)
!246 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !226)
!247 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !226)
!248 = !DILocation(line: 0, scope: !228, inlinedAt: !223)
!249 = !DILocation(line: 35, column: 1, scope: !216, inlinedAt: !223)
!250 = !DILocation(line: 0, scope: !216, inlinedAt: !251)
!251 = distinct !DILocation(line: 71, column: 5, scope: !102)
!252 = !DILocation(line: 27, column: 5, scope: !216, inlinedAt: !251)
!253 = !DILocation(line: 0, scope: !177, inlinedAt: !254)
!254 = distinct !DILocation(line: 32, column: 9, scope: !255, inlinedAt: !251)
!255 = distinct !DILexicalBlock(scope: !228, file: !2, line: 31, column: 12)
!256 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !254)
!257 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !254)
!258 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !254)
!259 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !254)
!260 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !254)
!261 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !254)
!262 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !254)
!263 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !254)
!264 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !254)
!265 = distinct !{!265, !257, !266, !204}
!266 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !254)
!267 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !254)
!268 = !DILocation(line: 22, column: 18, scope: !207, inlinedAt: !254)
!269 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !254)
!270 = !DILocation(line: 22, column: 9, scope: !207, inlinedAt: !254)
!271 = !DILocation(line: 0, scope: !186, inlinedAt: !254)
!272 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !254)
!273 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !254)
!274 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !254)
!275 = !DILocation(line: 0, scope: !228, inlinedAt: !251)
!276 = !DILocation(line: 35, column: 1, scope: !216, inlinedAt: !251)
!277 = !DILocation(line: 0, scope: !216, inlinedAt: !278)
!278 = distinct !DILocation(line: 74, column: 5, scope: !102)
!279 = !DILocation(line: 27, column: 5, scope: !216, inlinedAt: !278)
!280 = !DILocation(line: 0, scope: !177, inlinedAt: !281)
!281 = distinct !DILocation(line: 29, column: 9, scope: !227, inlinedAt: !278)
!282 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !281)
!283 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !281)
!284 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !281)
!285 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !281)
!286 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !281)
!287 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !281)
!288 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !281)
!289 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !281)
!290 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !281)
!291 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !281)
!292 = distinct !{!292, !283, !293, !204}
!293 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !281)
!294 = !DILocation(line: 22, column: 18, scope: !207, inlinedAt: !281)
!295 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !281)
!296 = !DILocation(line: 22, column: 9, scope: !207, inlinedAt: !281)
!297 = !DILocation(line: 0, scope: !186, inlinedAt: !281)
!298 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !281)
!299 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !281)
!300 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !281)
!301 = !DILocation(line: 0, scope: !228, inlinedAt: !278)
!302 = !DILocation(line: 35, column: 1, scope: !216, inlinedAt: !278)
!303 = !DILocation(line: 0, scope: !216, inlinedAt: !304)
!304 = distinct !DILocation(line: 75, column: 5, scope: !102)
!305 = !DILocation(line: 27, column: 5, scope: !216, inlinedAt: !304)
!306 = !DILocation(line: 0, scope: !177, inlinedAt: !307)
!307 = distinct !DILocation(line: 29, column: 9, scope: !227, inlinedAt: !304)
!308 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !307)
!309 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !307)
!310 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !307)
!311 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !307)
!312 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !307)
!313 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !307)
!314 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !307)
!315 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !307)
!316 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !307)
!317 = distinct !{!317, !309, !318, !204}
!318 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !307)
!319 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !307)
!320 = !DILocation(line: 0, scope: !186, inlinedAt: !307)
!321 = !DILocation(line: 22, column: 18, scope: !207, inlinedAt: !307)
!322 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !307)
!323 = !DILocation(line: 22, column: 9, scope: !207, inlinedAt: !307)
!324 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !307)
!325 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !307)
!326 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !307)
!327 = !DILocation(line: 0, scope: !228, inlinedAt: !304)
!328 = !DILocation(line: 35, column: 1, scope: !216, inlinedAt: !304)
!329 = !DILocation(line: 0, scope: !216, inlinedAt: !330)
!330 = distinct !DILocation(line: 76, column: 5, scope: !102)
!331 = !DILocation(line: 27, column: 5, scope: !216, inlinedAt: !330)
!332 = distinct !DIAssignID()
!333 = !DILocation(line: 0, scope: !177, inlinedAt: !334)
!334 = distinct !DILocation(line: 29, column: 9, scope: !227, inlinedAt: !330)
!335 = !DILocation(line: 0, scope: !186, inlinedAt: !334)
!336 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !334)
!337 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !334)
!338 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !334)
!339 = !DILocation(line: 0, scope: !228, inlinedAt: !330)
!340 = !DILocation(line: 35, column: 1, scope: !216, inlinedAt: !330)
!341 = !DILocation(line: 0, scope: !216, inlinedAt: !342)
!342 = distinct !DILocation(line: 77, column: 5, scope: !102)
!343 = !DILocation(line: 27, column: 5, scope: !216, inlinedAt: !342)
!344 = !DILocation(line: 0, scope: !177, inlinedAt: !345)
!345 = distinct !DILocation(line: 29, column: 9, scope: !227, inlinedAt: !342)
!346 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !345)
!347 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !345)
!348 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !345)
!349 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !345)
!350 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !345)
!351 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !345)
!352 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !345)
!353 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !345)
!354 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !345)
!355 = distinct !{!355, !347, !356, !204}
!356 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !345)
!357 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !345)
!358 = !DILocation(line: 0, scope: !186, inlinedAt: !345)
!359 = !DILocation(line: 22, column: 18, scope: !207, inlinedAt: !345)
!360 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !345)
!361 = !DILocation(line: 22, column: 9, scope: !207, inlinedAt: !345)
!362 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !345)
!363 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !345)
!364 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !345)
!365 = !DILocation(line: 0, scope: !228, inlinedAt: !342)
!366 = !DILocation(line: 35, column: 1, scope: !216, inlinedAt: !342)
!367 = !DILocation(line: 0, scope: !216, inlinedAt: !368)
!368 = distinct !DILocation(line: 78, column: 5, scope: !102)
!369 = !DILocation(line: 27, column: 5, scope: !216, inlinedAt: !368)
!370 = !DILocation(line: 0, scope: !177, inlinedAt: !371)
!371 = distinct !DILocation(line: 29, column: 9, scope: !227, inlinedAt: !368)
!372 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !371)
!373 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !371)
!374 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !371)
!375 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !371)
!376 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !371)
!377 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !371)
!378 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !371)
!379 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !371)
!380 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !371)
!381 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !371)
!382 = distinct !{!382, !373, !383, !204}
!383 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !371)
!384 = !DILocation(line: 0, scope: !186, inlinedAt: !371)
!385 = !DILocation(line: 22, column: 18, scope: !207, inlinedAt: !371)
!386 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !371)
!387 = !DILocation(line: 22, column: 9, scope: !207, inlinedAt: !371)
!388 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !371)
!389 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !371)
!390 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !371)
!391 = !DILocation(line: 0, scope: !228, inlinedAt: !368)
!392 = !DILocation(line: 35, column: 1, scope: !216, inlinedAt: !368)
!393 = !DILocation(line: 79, column: 5, scope: !102)
!394 = !DILocation(line: 0, scope: !162, inlinedAt: !395)
!395 = distinct !DILocation(line: 80, column: 5, scope: !102)
!396 = !DILocation(line: 10, column: 5, scope: !162, inlinedAt: !395)
!397 = !DILocation(line: 0, scope: !162, inlinedAt: !398)
!398 = distinct !DILocation(line: 81, column: 5, scope: !102)
!399 = !DILocation(line: 10, column: 5, scope: !162, inlinedAt: !398)
!400 = !DILocation(line: 0, scope: !162, inlinedAt: !401)
!401 = distinct !DILocation(line: 82, column: 5, scope: !102)
!402 = !DILocation(line: 10, column: 5, scope: !162, inlinedAt: !401)
!403 = !DILocation(line: 84, column: 5, scope: !102)
!404 = !DILocalVariable(name: "exp", arg: 2, scope: !405, file: !2, line: 39, type: !86)
!405 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 39, type: !406, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !84, retainedNodes: !408)
!406 = !DISubroutineType(types: !407)
!407 = !{!86, !86, !86, !86}
!408 = !{!409, !404, !410, !411}
!409 = !DILocalVariable(name: "base", arg: 1, scope: !405, file: !2, line: 39, type: !86)
!410 = !DILocalVariable(name: "mod", arg: 3, scope: !405, file: !2, line: 39, type: !86)
!411 = !DILocalVariable(name: "r", scope: !405, file: !2, line: 40, type: !86)
!412 = !DILocation(line: 0, scope: !405, inlinedAt: !413)
!413 = distinct !DILocation(line: 86, column: 32, scope: !102)
!414 = !DILocation(line: 42, column: 5, scope: !405, inlinedAt: !413)
!415 = !DILocation(line: 43, column: 17, scope: !416, inlinedAt: !413)
!416 = distinct !DILexicalBlock(scope: !417, file: !2, line: 43, column: 13)
!417 = distinct !DILexicalBlock(scope: !405, file: !2, line: 42, column: 17)
!418 = !DILocation(line: 43, column: 13, scope: !417, inlinedAt: !413)
!419 = !DILocation(line: 44, column: 19, scope: !416, inlinedAt: !413)
!420 = !DILocation(line: 44, column: 26, scope: !416, inlinedAt: !413)
!421 = !DILocation(line: 44, column: 13, scope: !416, inlinedAt: !413)
!422 = !DILocation(line: 45, column: 21, scope: !417, inlinedAt: !413)
!423 = !DILocation(line: 45, column: 28, scope: !417, inlinedAt: !413)
!424 = !DILocation(line: 46, column: 13, scope: !417, inlinedAt: !413)
!425 = distinct !{!425, !414, !426, !204}
!426 = !DILocation(line: 47, column: 5, scope: !405, inlinedAt: !413)
!427 = !DILocation(line: 48, column: 5, scope: !405, inlinedAt: !413)
!428 = !DILocation(line: 0, scope: !162, inlinedAt: !429)
!429 = distinct !DILocation(line: 86, column: 5, scope: !102)
!430 = !DILocation(line: 10, column: 67, scope: !162, inlinedAt: !429)
!431 = !DILocation(line: 11, column: 12, scope: !162, inlinedAt: !429)
!432 = !DILocation(line: 11, column: 33, scope: !162, inlinedAt: !429)
!433 = !DILocation(line: 10, column: 5, scope: !162, inlinedAt: !429)
!434 = !DILocation(line: 0, scope: !133)
!435 = !DILocation(line: 89, column: 5, scope: !133)
!436 = !DILocation(line: 57, column: 14, scope: !113)
!437 = !DILocation(line: 57, column: 11, scope: !113)
!438 = !DILocation(line: 58, column: 15, scope: !112)
!439 = !DILocation(line: 58, column: 21, scope: !112)
!440 = !DILocation(line: 59, column: 13, scope: !111)
!441 = !DILocation(line: 0, scope: !177, inlinedAt: !442)
!442 = distinct !DILocation(line: 60, column: 13, scope: !111)
!443 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !442)
!444 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !442)
!445 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !442)
!446 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !442)
!447 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !442)
!448 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !442)
!449 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !442)
!450 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !442)
!451 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !442)
!452 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !442)
!453 = distinct !{!453, !444, !454, !204}
!454 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !442)
!455 = !DILocation(line: 0, scope: !186, inlinedAt: !442)
!456 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !442)
!457 = !DILocation(line: 21, column: 23, scope: !207, inlinedAt: !442)
!458 = !DILocation(line: 21, column: 29, scope: !207, inlinedAt: !442)
!459 = !DILocation(line: 22, column: 28, scope: !207, inlinedAt: !442)
!460 = !DILocation(line: 22, column: 18, scope: !207, inlinedAt: !442)
!461 = !DILocation(line: 22, column: 9, scope: !207, inlinedAt: !442)
!462 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !442)
!463 = distinct !{!463, !456, !464, !204, !465, !466}
!464 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !442)
!465 = !{!"llvm.loop.isvectorized", i32 1}
!466 = !{!"llvm.loop.unroll.runtime.disable"}
!467 = distinct !{!467, !456, !464, !204, !465, !466}
!468 = distinct !{!468, !456, !464, !204, !466, !465}
!469 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !442)
!470 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !442)
!471 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !442)
!472 = !DILocation(line: 61, column: 13, scope: !111)
!473 = !DILocation(line: 62, column: 9, scope: !112)
!474 = !DILocation(line: 62, column: 9, scope: !111)
!475 = !DILocation(line: 56, column: 31, scope: !114)
!476 = !DILocation(line: 56, column: 23, scope: !114)
!477 = distinct !{!477, !174, !478, !204}
!478 = !DILocation(line: 63, column: 5, scope: !109)
!479 = !DILocation(line: 0, scope: !177, inlinedAt: !480)
!480 = distinct !DILocation(line: 94, column: 5, scope: !102)
!481 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !480)
!482 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !480)
!483 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !480)
!484 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !480)
!485 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !480)
!486 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !480)
!487 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !480)
!488 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !480)
!489 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !480)
!490 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !480)
!491 = distinct !{!491, !482, !492, !204}
!492 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !480)
!493 = !DILocation(line: 0, scope: !186, inlinedAt: !480)
!494 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !480)
!495 = !DILocation(line: 21, column: 23, scope: !207, inlinedAt: !480)
!496 = !DILocation(line: 21, column: 29, scope: !207, inlinedAt: !480)
!497 = !DILocation(line: 22, column: 28, scope: !207, inlinedAt: !480)
!498 = !DILocation(line: 22, column: 18, scope: !207, inlinedAt: !480)
!499 = !DILocation(line: 22, column: 9, scope: !207, inlinedAt: !480)
!500 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !480)
!501 = distinct !{!501, !494, !502, !204, !465, !466}
!502 = !DILocation(line: 22, column: 31, scope: !186, inlinedAt: !480)
!503 = distinct !{!503, !494, !502, !204, !465, !466}
!504 = distinct !{!504, !494, !502, !204, !466, !465}
!505 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !480)
!506 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !480)
!507 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !480)
!508 = !DILocation(line: 95, column: 5, scope: !102)
!509 = !DILocation(line: 0, scope: !177, inlinedAt: !510)
!510 = distinct !DILocation(line: 98, column: 5, scope: !102)
!511 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !510)
!512 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !510)
!513 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !510)
!514 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !510)
!515 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !510)
!516 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !510)
!517 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !510)
!518 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !510)
!519 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !510)
!520 = distinct !{!520, !512, !521, !204}
!521 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !510)
!522 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !510)
!523 = !DILocation(line: 0, scope: !186, inlinedAt: !510)
!524 = !DILocation(line: 22, column: 18, scope: !207, inlinedAt: !510)
!525 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !510)
!526 = !DILocation(line: 22, column: 9, scope: !207, inlinedAt: !510)
!527 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !510)
!528 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !510)
!529 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !510)
!530 = !DILocation(line: 99, column: 5, scope: !102)
!531 = !DILocation(line: 0, scope: !177, inlinedAt: !532)
!532 = distinct !DILocation(line: 100, column: 5, scope: !102)
!533 = !DILocation(line: 15, column: 5, scope: !177, inlinedAt: !532)
!534 = !DILocation(line: 17, column: 5, scope: !177, inlinedAt: !532)
!535 = !DILocation(line: 19, column: 11, scope: !192, inlinedAt: !532)
!536 = !DILocation(line: 18, column: 41, scope: !192, inlinedAt: !532)
!537 = !DILocation(line: 18, column: 33, scope: !192, inlinedAt: !532)
!538 = !DILocation(line: 18, column: 31, scope: !192, inlinedAt: !532)
!539 = !DILocation(line: 18, column: 14, scope: !192, inlinedAt: !532)
!540 = !DILocation(line: 18, column: 9, scope: !192, inlinedAt: !532)
!541 = !DILocation(line: 18, column: 18, scope: !192, inlinedAt: !532)
!542 = !DILocation(line: 20, column: 5, scope: !192, inlinedAt: !532)
!543 = distinct !{!543, !534, !544, !204}
!544 = !DILocation(line: 20, column: 15, scope: !177, inlinedAt: !532)
!545 = !DILocation(line: 0, scope: !186, inlinedAt: !532)
!546 = !DILocation(line: 22, column: 18, scope: !207, inlinedAt: !532)
!547 = !DILocation(line: 22, column: 16, scope: !207, inlinedAt: !532)
!548 = !DILocation(line: 23, column: 5, scope: !177, inlinedAt: !532)
!549 = !DILocation(line: 23, column: 12, scope: !177, inlinedAt: !532)
!550 = !DILocation(line: 24, column: 1, scope: !177, inlinedAt: !532)
!551 = !DILocation(line: 101, column: 5, scope: !102)
!552 = !DILocation(line: 103, column: 1, scope: !102)
!553 = !DILocation(line: 102, column: 5, scope: !102)
!554 = !DILocation(line: 90, column: 20, scope: !135)
!555 = !DILocation(line: 0, scope: !135)
!556 = !DILocation(line: 89, column: 31, scope: !136)
!557 = !DILocation(line: 89, column: 23, scope: !136)
!558 = distinct !{!558, !435, !559, !204}
!559 = !DILocation(line: 93, column: 5, scope: !133)
!560 = !DISubprogram(name: "printf", scope: !561, file: !561, line: 356, type: !562, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!561 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!562 = !DISubroutineType(types: !563)
!563 = !{!92, !564, null}
!564 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
