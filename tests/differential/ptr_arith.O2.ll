; ModuleID = 'ptr_arith.c'
source_filename = "ptr_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.item = type { i32, double, [6 x i8] }

@.str = private unnamed_addr constant [24 x i8] c"find %d -> index %ld%s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c" (end)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [32 x i8] c"x-y=%ld y-x=%ld x>y=%d y>=x=%d\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [45 x i8] c"mid[-3]=%d mid[0]=%d mid[9]=%d *(mid-10)=%d\0A\00", align 1, !dbg !27
@__const.main.items = private unnamed_addr constant [4 x %struct.item] [%struct.item { i32 1, double 1.500000e+00, [6 x i8] c"one\00\00\00" }, %struct.item { i32 2, double 2.500000e+00, [6 x i8] c"two\00\00\00" }, %struct.item { i32 3, double 3.500000e+00, [6 x i8] c"three\00" }, %struct.item { i32 4, double 4.500000e+00, [6 x i8] c"four\00\00" }], align 16
@.str.7 = private unnamed_addr constant [46 x i8] c"item %d: key=%d weight=%.1f label=%s len=%zu\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [27 x i8] c"items diff %ld, bytes %ld\0A\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [20 x i8] c"v1=%d v2=%d *pv=%d\0A\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [10 x i8] c"%d(@%ld) \00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [19 x i8] c"pointer arithmetic\00", align 1, !dbg !52
@.str.12 = private unnamed_addr constant [6 x i8] c"aeiou\00", align 1, !dbg !57
@.str.13 = private unnamed_addr constant [19 x i8] c"len=%ld vowels=%d\0A\00", align 1, !dbg !62
@.str.14 = private unnamed_addr constant [21 x i8] c"column 2 sum = %.2f\0A\00", align 1, !dbg !64
@.str.15 = private unnamed_addr constant [13 x i8] c"null: %d %d\0A\00", align 1, !dbg !69
@.str.16 = private unnamed_addr constant [25 x i8] c"back index %ld value %d\0A\00", align 1, !dbg !74
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !111 {
  %1 = alloca [12 x i32], align 16, !DIAssignID !187
    #dbg_assign(i1 undef, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 384), !187, ptr %1, !DIExpression(), !188)
  %2 = alloca [4 x %struct.item], align 16, !DIAssignID !189
    #dbg_assign(i1 undef, !130, !DIExpression(), !189, ptr %2, !DIExpression(), !188)
  %3 = alloca [32 x i8], align 16, !DIAssignID !190
    #dbg_assign(i1 undef, !164, !DIExpression(), !190, ptr %3, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1), !dbg !191
    #dbg_value(i32 0, !117, !DIExpression(), !192)
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %1, align 16, !dbg !193, !tbaa !195
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !193
  store <4 x i32> <i32 3, i32 12, i32 10, i32 10>, ptr %4, align 16, !dbg !193, !tbaa !195
  %5 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !193
  store <4 x i32> <i32 12, i32 3, i32 9, i32 4>, ptr %5, align 16, !dbg !193, !tbaa !195
    #dbg_value(<4 x i32> <i32 1, i32 0, i32 1, i32 4>, !115, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !188)
    #dbg_value(<4 x i32> <i32 9, i32 3, i32 12, i32 10>, !115, !DIExpression(DW_OP_LLVM_fragment, 512, 128), !188)
    #dbg_value(i32 0, !120, !DIExpression(), !199)
  %6 = load i32, ptr %1, align 16, !tbaa !195
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load i32, ptr %13, align 16
  %15 = getelementptr inbounds i8, ptr %1, i64 20
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds i8, ptr %1, i64 24
  %18 = load i32, ptr %17, align 8
  %19 = getelementptr inbounds i8, ptr %1, i64 28
  %20 = load i32, ptr %19, align 4
  %21 = getelementptr inbounds i8, ptr %1, i64 32
  %22 = load i32, ptr %21, align 16
  %23 = getelementptr inbounds i8, ptr %1, i64 36
  %24 = load i32, ptr %23, align 4
  %25 = getelementptr inbounds i8, ptr %1, i64 40
  %26 = load i32, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %1, i64 44
  %28 = load i32, ptr %27, align 4
  br label %29, !dbg !200

29:                                               ; preds = %0, %129
  %30 = phi i32 [ 0, %0 ], [ %133, %129 ]
    #dbg_value(i32 %30, !120, !DIExpression(), !199)
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %31 = icmp eq i32 %6, %30, !dbg !212
  br i1 %31, label %129, label %98, !dbg !215

32:                                               ; preds = %129
    #dbg_value(ptr undef, !216, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !224)
    #dbg_value(i32 poison, !222, !DIExpression(), !226)
    #dbg_value(ptr undef, !221, !DIExpression(), !224)
  %33 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !227
  %34 = load <4 x i32>, ptr %33, align 16, !dbg !227, !tbaa !195
  %35 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !228
  %36 = load <2 x i32>, ptr %35, align 8, !dbg !228, !tbaa !195
  %37 = shufflevector <2 x i32> %36, <2 x i32> poison, <2 x i32> <i32 1, i32 0>, !dbg !229
  %38 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !229
  store <2 x i32> %37, ptr %38, align 8, !dbg !229, !tbaa !195
    #dbg_value(ptr undef, !216, !DIExpression(), !224)
  %39 = shufflevector <4 x i32> %34, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !230
  %40 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !228
  %41 = load <4 x i32>, ptr %40, align 16, !dbg !228, !tbaa !195
    #dbg_value(ptr undef, !221, !DIExpression(DW_OP_plus_uconst, 28, DW_OP_stack_value), !224)
  %42 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !230
  store <4 x i32> %39, ptr %42, align 8, !dbg !230, !tbaa !195
  %43 = shufflevector <4 x i32> %41, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !230
  %44 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !230
  store <4 x i32> %43, ptr %44, align 8, !dbg !230, !tbaa !195
    #dbg_value(ptr undef, !216, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !224)
    #dbg_value(ptr undef, !125, !DIExpression(), !231)
  %45 = load i32, ptr %1, align 16, !dbg !232, !tbaa !195
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %45), !dbg !234
  %47 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !232
  %48 = load i32, ptr %47, align 4, !dbg !232, !tbaa !195
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %48), !dbg !234
  %50 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !232
  %51 = load i32, ptr %50, align 8, !dbg !232, !tbaa !195
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %51), !dbg !234
  %53 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !232
  %54 = load i32, ptr %53, align 4, !dbg !232, !tbaa !195
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %54), !dbg !234
  %56 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !232
  %57 = load i32, ptr %56, align 16, !dbg !232, !tbaa !195
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %57), !dbg !234
  %59 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !232
  %60 = load i32, ptr %59, align 4, !dbg !232, !tbaa !195
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %60), !dbg !234
  %62 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !232
  %63 = load i32, ptr %62, align 8, !dbg !232, !tbaa !195
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %63), !dbg !234
  %65 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !232
  %66 = load i32, ptr %65, align 4, !dbg !232, !tbaa !195
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %66), !dbg !234
  %68 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !232
  %69 = load i32, ptr %68, align 16, !dbg !232, !tbaa !195
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %69), !dbg !234
  %71 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !232
  %72 = load i32, ptr %71, align 4, !dbg !232, !tbaa !195
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %72), !dbg !234
  %74 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !232
  %75 = load i32, ptr %74, align 8, !dbg !232, !tbaa !195
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %75), !dbg !234
  %77 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !232
  %78 = load i32, ptr %77, align 4, !dbg !232, !tbaa !195
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78), !dbg !234
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !234
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !234
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !234
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4), !dbg !234
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9), !dbg !234
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !234
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 12), !dbg !234
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10), !dbg !234
    #dbg_value(!DIArgList(ptr undef, i64 80), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !231)
    #dbg_value(i32 10, !235, !DIExpression(), !241)
  %88 = load ptr, ptr @stdout, align 8, !dbg !243, !tbaa !244
  %89 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %88), !dbg !246
    #dbg_value(ptr undef, !127, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !188)
    #dbg_value(ptr undef, !128, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !188)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 12, i64 noundef -12, i32 noundef 1, i32 noundef 0), !dbg !247
    #dbg_value(ptr undef, !129, !DIExpression(), !188)
  %91 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !248
  %92 = load i32, ptr %91, align 4, !dbg !248, !tbaa !195
  %93 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !249
  %94 = load i32, ptr %93, align 8, !dbg !249, !tbaa !195
  %95 = load i32, ptr %1, align 16, !dbg !250, !tbaa !195
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %92, i32 noundef %94, i32 noundef 10, i32 noundef %95), !dbg !251
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #5, !dbg !252
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.items, i64 96, i1 false), !dbg !253, !DIAssignID !254
    #dbg_assign(i1 undef, !130, !DIExpression(), !254, ptr %2, !DIExpression(), !188)
    #dbg_value(ptr %2, !132, !DIExpression(), !188)
    #dbg_value(i64 0, !133, !DIExpression(), !255)
    #dbg_value(ptr %2, !135, !DIExpression(), !256)
    #dbg_value(ptr %2, !138, !DIExpression(), !256)
    #dbg_value(ptr %2, !139, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !256)
  %97 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !257
    #dbg_value(ptr %97, !140, !DIExpression(), !256)
    #dbg_value(ptr %97, !258, !DIExpression(), !266)
    #dbg_value(ptr %97, !265, !DIExpression(), !266)
  br label %135, !dbg !268

98:                                               ; preds = %29
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %99 = icmp eq i32 %8, %30, !dbg !212
  br i1 %99, label %129, label %100, !dbg !215

100:                                              ; preds = %98
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %101 = icmp eq i32 %10, %30, !dbg !212
  br i1 %101, label %129, label %102, !dbg !215

102:                                              ; preds = %100
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %103 = icmp eq i32 %12, %30, !dbg !212
  br i1 %103, label %129, label %104, !dbg !215

104:                                              ; preds = %102
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %105 = icmp eq i32 %14, %30, !dbg !212
  br i1 %105, label %129, label %106, !dbg !215

106:                                              ; preds = %104
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %107 = icmp eq i32 %16, %30, !dbg !212
  br i1 %107, label %129, label %108, !dbg !215

108:                                              ; preds = %106
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %109 = icmp eq i32 %18, %30, !dbg !212
  br i1 %109, label %129, label %110, !dbg !215

110:                                              ; preds = %108
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %111 = icmp eq i32 %20, %30, !dbg !212
  br i1 %111, label %129, label %112, !dbg !215

112:                                              ; preds = %110
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %113 = icmp eq i32 %22, %30, !dbg !212
  br i1 %113, label %129, label %114, !dbg !215

114:                                              ; preds = %112
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %115 = icmp eq i32 %24, %30, !dbg !212
  br i1 %115, label %129, label %116, !dbg !215

116:                                              ; preds = %114
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %117 = icmp eq i32 %26, %30, !dbg !212
  br i1 %117, label %129, label %118, !dbg !215

118:                                              ; preds = %116
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %119 = icmp eq i32 %28, %30, !dbg !212
  br i1 %119, label %129, label %120, !dbg !215

120:                                              ; preds = %118
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  switch i32 %30, label %121 [
    i32 0, label %129
    i32 4, label %125
    i32 9, label %126
    i32 3, label %127
    i32 12, label %128
  ], !dbg !215

121:                                              ; preds = %120
    #dbg_value(ptr undef, !201, !DIExpression(), !210)
  %122 = icmp eq i32 %30, 10, !dbg !212
  %123 = select i1 %122, ptr @.str.2, ptr @.str.1, !dbg !215
  %124 = select i1 %122, i64 19, i64 20, !dbg !215
  br label %129, !dbg !215

125:                                              ; preds = %120
  br label %129, !dbg !269

126:                                              ; preds = %120
  br label %129, !dbg !269

127:                                              ; preds = %120
  br label %129, !dbg !269

128:                                              ; preds = %120
  br label %129, !dbg !269

129:                                              ; preds = %120, %128, %127, %126, %125, %121, %118, %116, %114, %112, %110, %108, %106, %104, %102, %100, %98, %29
  %130 = phi ptr [ @.str.2, %29 ], [ @.str.2, %98 ], [ @.str.2, %100 ], [ @.str.2, %102 ], [ @.str.2, %104 ], [ @.str.2, %106 ], [ @.str.2, %108 ], [ @.str.2, %110 ], [ @.str.2, %112 ], [ @.str.2, %114 ], [ @.str.2, %116 ], [ @.str.2, %118 ], [ @.str.2, %120 ], [ %123, %121 ], [ @.str.2, %125 ], [ @.str.2, %126 ], [ @.str.2, %127 ], [ @.str.2, %128 ]
  %131 = phi i64 [ 0, %29 ], [ 1, %98 ], [ 2, %100 ], [ 3, %102 ], [ 4, %104 ], [ 5, %106 ], [ 6, %108 ], [ 7, %110 ], [ 8, %112 ], [ 9, %114 ], [ 10, %116 ], [ 11, %118 ], [ 13, %120 ], [ %124, %121 ], [ 15, %125 ], [ 16, %126 ], [ 17, %127 ], [ 18, %128 ]
    #dbg_value(!DIArgList(ptr undef, i64 %131), !122, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !270)
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %30, i64 noundef %131, ptr noundef nonnull %130), !dbg !269
  %133 = add nuw nsw i32 %30, 3, !dbg !271
    #dbg_value(i32 %133, !120, !DIExpression(), !199)
  %134 = icmp ult i32 %30, 11, !dbg !272
  br i1 %134, label %29, label %32, !dbg !200, !llvm.loop !273

135:                                              ; preds = %135, %32
  %136 = phi ptr [ %97, %32 ], [ %139, %135 ], !dbg !266
    #dbg_value(ptr %136, !265, !DIExpression(), !266)
  %137 = load i8, ptr %136, align 1, !dbg !276, !tbaa !277
  %138 = icmp eq i8 %137, 0, !dbg !268
  %139 = getelementptr inbounds i8, ptr %136, i64 1, !dbg !278
    #dbg_value(ptr %139, !265, !DIExpression(), !266)
  br i1 %138, label %140, label %135, !dbg !268, !llvm.loop !279

140:                                              ; preds = %135
  %141 = ptrtoint ptr %136 to i64, !dbg !280
  %142 = ptrtoint ptr %97 to i64, !dbg !280
  %143 = sub i64 %141, %142, !dbg !280
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 1, double noundef 1.500000e+00, ptr noundef nonnull %97, i64 noundef %143), !dbg !281
    #dbg_value(i64 1, !133, !DIExpression(), !255)
  %145 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !282
    #dbg_value(ptr %145, !135, !DIExpression(), !256)
    #dbg_value(ptr %145, !138, !DIExpression(), !256)
  %146 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !283
    #dbg_value(ptr %146, !139, !DIExpression(), !256)
  %147 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !257
    #dbg_value(ptr %147, !140, !DIExpression(), !256)
  %148 = load i32, ptr %145, align 8, !dbg !284, !tbaa !195
  %149 = load double, ptr %146, align 16, !dbg !285, !tbaa !286
    #dbg_value(ptr %147, !258, !DIExpression(), !266)
    #dbg_value(ptr %147, !265, !DIExpression(), !266)
  br label %150, !dbg !268

150:                                              ; preds = %150, %140
  %151 = phi ptr [ %147, %140 ], [ %154, %150 ], !dbg !266
    #dbg_value(ptr %151, !265, !DIExpression(), !266)
  %152 = load i8, ptr %151, align 1, !dbg !276, !tbaa !277
  %153 = icmp eq i8 %152, 0, !dbg !268
  %154 = getelementptr inbounds i8, ptr %151, i64 1, !dbg !278
    #dbg_value(ptr %154, !265, !DIExpression(), !266)
  br i1 %153, label %155, label %150, !dbg !268, !llvm.loop !279

155:                                              ; preds = %150
  %156 = ptrtoint ptr %151 to i64, !dbg !280
  %157 = ptrtoint ptr %147 to i64, !dbg !280
  %158 = sub i64 %156, %157, !dbg !280
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %148, double noundef %149, ptr noundef nonnull %147, i64 noundef %158), !dbg !281
    #dbg_value(i64 2, !133, !DIExpression(), !255)
  %160 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !282
    #dbg_value(ptr %160, !135, !DIExpression(), !256)
    #dbg_value(ptr %160, !138, !DIExpression(), !256)
  %161 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !283
    #dbg_value(ptr %161, !139, !DIExpression(), !256)
  %162 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !257
    #dbg_value(ptr %162, !140, !DIExpression(), !256)
  %163 = load i32, ptr %160, align 16, !dbg !284, !tbaa !195
  %164 = load double, ptr %161, align 8, !dbg !285, !tbaa !286
    #dbg_value(ptr %162, !258, !DIExpression(), !266)
    #dbg_value(ptr %162, !265, !DIExpression(), !266)
  br label %165, !dbg !268

165:                                              ; preds = %165, %155
  %166 = phi ptr [ %162, %155 ], [ %169, %165 ], !dbg !266
    #dbg_value(ptr %166, !265, !DIExpression(), !266)
  %167 = load i8, ptr %166, align 1, !dbg !276, !tbaa !277
  %168 = icmp eq i8 %167, 0, !dbg !268
  %169 = getelementptr inbounds i8, ptr %166, i64 1, !dbg !278
    #dbg_value(ptr %169, !265, !DIExpression(), !266)
  br i1 %168, label %170, label %165, !dbg !268, !llvm.loop !279

170:                                              ; preds = %165
  %171 = ptrtoint ptr %166 to i64, !dbg !280
  %172 = ptrtoint ptr %162 to i64, !dbg !280
  %173 = sub i64 %171, %172, !dbg !280
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %163, double noundef %164, ptr noundef nonnull %162, i64 noundef %173), !dbg !281
    #dbg_value(i64 3, !133, !DIExpression(), !255)
  %175 = getelementptr inbounds i8, ptr %2, i64 72, !dbg !282
    #dbg_value(ptr %175, !135, !DIExpression(), !256)
    #dbg_value(ptr %175, !138, !DIExpression(), !256)
  %176 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !283
    #dbg_value(ptr %176, !139, !DIExpression(), !256)
  %177 = getelementptr inbounds i8, ptr %2, i64 88, !dbg !257
    #dbg_value(ptr %177, !140, !DIExpression(), !256)
  %178 = load i32, ptr %175, align 8, !dbg !284, !tbaa !195
  %179 = load double, ptr %176, align 16, !dbg !285, !tbaa !286
    #dbg_value(ptr %177, !258, !DIExpression(), !266)
    #dbg_value(ptr %177, !265, !DIExpression(), !266)
  br label %180, !dbg !268

180:                                              ; preds = %180, %170
  %181 = phi ptr [ %177, %170 ], [ %184, %180 ], !dbg !266
    #dbg_value(ptr %181, !265, !DIExpression(), !266)
  %182 = load i8, ptr %181, align 1, !dbg !276, !tbaa !277
  %183 = icmp eq i8 %182, 0, !dbg !268
  %184 = getelementptr inbounds i8, ptr %181, i64 1, !dbg !278
    #dbg_value(ptr %184, !265, !DIExpression(), !266)
  br i1 %183, label %185, label %180, !dbg !268, !llvm.loop !279

185:                                              ; preds = %180
  %186 = ptrtoint ptr %181 to i64, !dbg !280
  %187 = ptrtoint ptr %177 to i64, !dbg !280
  %188 = sub i64 %186, %187, !dbg !280
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3, i32 noundef %178, double noundef %179, ptr noundef nonnull %177, i64 noundef %188), !dbg !281
    #dbg_value(i64 4, !133, !DIExpression(), !255)
    #dbg_value(ptr %2, !141, !DIExpression(DW_OP_plus_uconst, 72, DW_OP_stack_value), !188)
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 3, i64 noundef 72), !dbg !288
    #dbg_value(ptr undef, !144, !DIExpression(), !188)
    #dbg_value(ptr undef, !145, !DIExpression(), !188)
    #dbg_value(i32 15, !142, !DIExpression(), !188)
    #dbg_value(i32 60, !143, !DIExpression(), !188)
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 15, i32 noundef 60, i32 noundef 60), !dbg !289
    #dbg_assign(i1 undef, !147, !DIExpression(), !290, ptr poison, !DIExpression(), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(i64 0, !162, !DIExpression(), !291)
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef -1, i64 noundef 1), !dbg !292
    #dbg_value(i64 1, !162, !DIExpression(), !291)
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0, i64 noundef 5), !dbg !292
    #dbg_value(i64 2, !162, !DIExpression(), !291)
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8, i64 noundef 3), !dbg !292
    #dbg_value(i64 3, !162, !DIExpression(), !291)
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 17, i64 noundef 2), !dbg !292
    #dbg_value(i64 4, !162, !DIExpression(), !291)
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 42, i64 noundef 0), !dbg !292
    #dbg_value(i64 5, !162, !DIExpression(), !291)
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 99, i64 noundef 4), !dbg !292
    #dbg_value(i64 6, !162, !DIExpression(), !291)
    #dbg_value(i32 10, !235, !DIExpression(), !294)
  %198 = load ptr, ptr @stdout, align 8, !dbg !296, !tbaa !244
  %199 = call noundef i32 @putc(i32 noundef 10, ptr noundef %198), !dbg !297
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !298
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(19) %3, ptr noundef nonnull align 1 dereferenceable(19) @.str.11, i64 19, i1 false) #5, !dbg !299
    #dbg_value(ptr %3, !258, !DIExpression(), !300)
    #dbg_value(ptr %3, !265, !DIExpression(), !300)
  br label %200, !dbg !302

200:                                              ; preds = %200, %185
  %201 = phi ptr [ %3, %185 ], [ %204, %200 ], !dbg !300
    #dbg_value(ptr %201, !265, !DIExpression(), !300)
  %202 = load i8, ptr %201, align 1, !dbg !303, !tbaa !277
  %203 = icmp eq i8 %202, 0, !dbg !302
  %204 = getelementptr inbounds i8, ptr %201, i64 1, !dbg !304
    #dbg_value(ptr %204, !265, !DIExpression(), !300)
  br i1 %203, label %205, label %200, !dbg !302, !llvm.loop !305

205:                                              ; preds = %200
  %206 = ptrtoint ptr %201 to i64, !dbg !306
  %207 = ptrtoint ptr %3 to i64, !dbg !306
  %208 = sub i64 %206, %207, !dbg !306
  %209 = getelementptr inbounds i8, ptr %3, i64 %208, !dbg !307
    #dbg_value(ptr %209, !165, !DIExpression(), !188)
    #dbg_value(i32 0, !166, !DIExpression(), !188)
    #dbg_value(ptr %3, !167, !DIExpression(), !308)
  %210 = icmp ult ptr %3, %201, !dbg !309
  br i1 %210, label %215, label %211, !dbg !311

211:                                              ; preds = %205
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %208, i32 noundef 0), !dbg !312
    #dbg_value(ptr %209, !169, !DIExpression(), !313)
  br label %226, !dbg !314

213:                                              ; preds = %215
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %208, i32 noundef %223), !dbg !312
    #dbg_value(ptr %209, !169, !DIExpression(), !313)
  br i1 %210, label %234, label %226, !dbg !314

215:                                              ; preds = %205, %215
  %216 = phi ptr [ %224, %215 ], [ %3, %205 ]
  %217 = phi i32 [ %223, %215 ], [ 0, %205 ]
    #dbg_value(ptr %216, !167, !DIExpression(), !308)
    #dbg_value(i32 %217, !166, !DIExpression(), !188)
  %218 = load i8, ptr %216, align 1, !dbg !315, !tbaa !277
  %219 = sext i8 %218 to i32, !dbg !315
  %220 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.12, i32 %219, i64 6), !dbg !316
  %221 = icmp ne ptr %220, null, !dbg !317
  %222 = zext i1 %221 to i32, !dbg !317
  %223 = add nuw nsw i32 %217, %222, !dbg !318
    #dbg_value(i32 %223, !166, !DIExpression(), !188)
  %224 = getelementptr inbounds i8, ptr %216, i64 1, !dbg !319
    #dbg_value(ptr %224, !167, !DIExpression(), !308)
  %225 = icmp eq ptr %224, %201, !dbg !309
  br i1 %225, label %213, label %215, !dbg !311, !llvm.loop !320

226:                                              ; preds = %234, %211, %213
    #dbg_value(i32 10, !235, !DIExpression(), !322)
  %227 = load ptr, ptr @stdout, align 8, !dbg !324, !tbaa !244
  %228 = call noundef i32 @putc(i32 noundef 10, ptr noundef %227), !dbg !325
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(double 1.000000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(double 2.000000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(double 3.000000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(double 4.000000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(double 1.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(double 1.100000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !188)
    #dbg_value(double 1.200000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !188)
    #dbg_value(double 1.300000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !188)
    #dbg_value(double 1.400000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !188)
    #dbg_value(double 2.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !188)
    #dbg_value(double 2.100000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !188)
    #dbg_value(double 2.200000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !188)
    #dbg_value(double 2.300000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !188)
    #dbg_value(double 2.400000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !188)
    #dbg_value(double 3.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !188)
    #dbg_value(double 3.100000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !188)
    #dbg_value(double 3.200000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !188)
    #dbg_value(double 3.300000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !188)
    #dbg_value(double 3.400000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !188)
    #dbg_value(double 0x401B333333333334, !181, !DIExpression(), !188)
    #dbg_value(ptr undef, !180, !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value), !188)
  %229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x401B333333333334), !dbg !326
    #dbg_value(ptr null, !184, !DIExpression(), !188)
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1, i32 noundef 1), !dbg !327
    #dbg_value(ptr undef, !185, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !188)
    #dbg_value(ptr undef, !186, !DIExpression(), !188)
  %231 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !328
  %232 = load i32, ptr %231, align 4, !dbg !328, !tbaa !195
  %233 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 7, i32 noundef %232), !dbg !329
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !330
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #5, !dbg !330
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1), !dbg !330
  ret i32 0, !dbg !330

234:                                              ; preds = %213, %234
  %235 = phi ptr [ %236, %234 ], [ %209, %213 ]
    #dbg_value(ptr %235, !169, !DIExpression(), !313)
  %236 = getelementptr inbounds i8, ptr %235, i64 -1, !dbg !331
    #dbg_value(ptr %236, !169, !DIExpression(), !313)
  %237 = load i8, ptr %236, align 1, !dbg !334, !tbaa !277
  %238 = sext i8 %237 to i32, !dbg !334
    #dbg_value(i32 %238, !235, !DIExpression(), !335)
  %239 = load ptr, ptr @stdout, align 8, !dbg !337, !tbaa !244
  %240 = call noundef i32 @putc(i32 noundef %238, ptr noundef %239), !dbg !338
  %241 = icmp ugt ptr %236, %3, !dbg !339
  br i1 %241, label %234, label %226, !dbg !314, !llvm.loop !340
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !342 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !347 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind willreturn memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!79}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109}
!llvm.ident = !{!110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ptr_arith.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "eb54362f0e5993e76ed3afc9f8e90afe")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 1)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 32)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 45)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 46)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 27)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 20)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 10)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 19)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 6)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !54, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 21)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 13)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 25)
!79 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !80, globals: !97, splitDebugInlining: false, nameTableKind: None)
!80 = !{!81, !82, !83, !91, !92, !93, !94}
!81 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 7, size: 192, elements: !85)
!85 = !{!86, !88, !90}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !84, file: !2, line: 8, baseType: !87, size: 32)
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !84, file: !2, line: 9, baseType: !89, size: 64, offset: 64)
!89 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !84, file: !2, line: 10, baseType: !59, size: 48, offset: 128)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !95, line: 18, baseType: !96)
!95 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!96 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!97 = !{!0, !7, !12, !17, !98, !22, !27, !32, !37, !42, !47, !52, !57, !62, !64, !69, !74}
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 2)
!103 = !{i32 7, !"Dwarf Version", i32 5}
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 1, !"wchar_size", i32 4}
!106 = !{i32 8, !"PIC Level", i32 2}
!107 = !{i32 7, !"PIE Level", i32 2}
!108 = !{i32 7, !"uwtable", i32 2}
!109 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!110 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!111 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !112, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!87}
!114 = !{!115, !117, !119, !120, !122, !125, !127, !128, !129, !130, !132, !133, !135, !138, !139, !140, !141, !142, !143, !144, !145, !147, !149, !151, !153, !155, !158, !162, !164, !165, !166, !167, !169, !171, !175, !177, !180, !181, !182, !184, !185, !186}
!115 = !DILocalVariable(name: "a", scope: !111, file: !2, line: 36, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 640, elements: !45)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 37, type: !87)
!118 = distinct !DILexicalBlock(scope: !111, file: !2, line: 37, column: 5)
!119 = !DILocalVariable(name: "end", scope: !111, file: !2, line: 39, type: !91)
!120 = !DILocalVariable(name: "v", scope: !121, file: !2, line: 40, type: !87)
!121 = distinct !DILexicalBlock(scope: !111, file: !2, line: 40, column: 5)
!122 = !DILocalVariable(name: "p", scope: !123, file: !2, line: 41, type: !91)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 40, column: 37)
!124 = distinct !DILexicalBlock(scope: !121, file: !2, line: 40, column: 5)
!125 = !DILocalVariable(name: "p", scope: !126, file: !2, line: 45, type: !91)
!126 = distinct !DILexicalBlock(scope: !111, file: !2, line: 45, column: 5)
!127 = !DILocalVariable(name: "x", scope: !111, file: !2, line: 49, type: !91)
!128 = !DILocalVariable(name: "y", scope: !111, file: !2, line: 49, type: !91)
!129 = !DILocalVariable(name: "mid", scope: !111, file: !2, line: 52, type: !91)
!130 = !DILocalVariable(name: "items", scope: !111, file: !2, line: 56, type: !131)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 768, elements: !20)
!132 = !DILocalVariable(name: "base", scope: !111, file: !2, line: 58, type: !82)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 59, type: !87)
!134 = distinct !DILexicalBlock(scope: !111, file: !2, line: 59, column: 5)
!135 = !DILocalVariable(name: "it", scope: !136, file: !2, line: 60, type: !83)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 59, column: 33)
!137 = distinct !DILexicalBlock(scope: !134, file: !2, line: 59, column: 5)
!138 = !DILocalVariable(name: "kp", scope: !136, file: !2, line: 61, type: !91)
!139 = !DILocalVariable(name: "wp", scope: !136, file: !2, line: 62, type: !92)
!140 = !DILocalVariable(name: "lp", scope: !136, file: !2, line: 63, type: !82)
!141 = !DILocalVariable(name: "ip", scope: !111, file: !2, line: 67, type: !83)
!142 = !DILocalVariable(name: "v1", scope: !111, file: !2, line: 70, type: !87)
!143 = !DILocalVariable(name: "v2", scope: !111, file: !2, line: 70, type: !87)
!144 = !DILocalVariable(name: "pv", scope: !111, file: !2, line: 71, type: !91)
!145 = !DILocalVariable(name: "ppv", scope: !111, file: !2, line: 72, type: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!147 = !DILocalVariable(name: "vals", scope: !111, file: !2, line: 78, type: !148)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 192, elements: !60)
!149 = !DILocalVariable(name: "ptrs", scope: !111, file: !2, line: 79, type: !150)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 384, elements: !60)
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 80, type: !87)
!152 = distinct !DILexicalBlock(scope: !111, file: !2, line: 80, column: 5)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 82, type: !87)
!154 = distinct !DILexicalBlock(scope: !111, file: !2, line: 82, column: 5)
!155 = !DILocalVariable(name: "j", scope: !156, file: !2, line: 83, type: !87)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 83, column: 9)
!157 = distinct !DILexicalBlock(scope: !154, file: !2, line: 82, column: 5)
!158 = !DILocalVariable(name: "t", scope: !159, file: !2, line: 85, type: !91)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 84, column: 38)
!160 = distinct !DILexicalBlock(scope: !161, file: !2, line: 84, column: 17)
!161 = distinct !DILexicalBlock(scope: !156, file: !2, line: 83, column: 9)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 89, type: !87)
!163 = distinct !DILexicalBlock(scope: !111, file: !2, line: 89, column: 5)
!164 = !DILocalVariable(name: "buf", scope: !111, file: !2, line: 93, type: !24)
!165 = !DILocalVariable(name: "e", scope: !111, file: !2, line: 95, type: !82)
!166 = !DILocalVariable(name: "vowels", scope: !111, file: !2, line: 96, type: !87)
!167 = !DILocalVariable(name: "p", scope: !168, file: !2, line: 97, type: !82)
!168 = distinct !DILexicalBlock(scope: !111, file: !2, line: 97, column: 5)
!169 = !DILocalVariable(name: "p", scope: !170, file: !2, line: 101, type: !82)
!170 = distinct !DILexicalBlock(scope: !111, file: !2, line: 101, column: 5)
!171 = !DILocalVariable(name: "m", scope: !111, file: !2, line: 107, type: !172)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 1280, elements: !173)
!173 = !{!21, !174}
!174 = !DISubrange(count: 5)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 108, type: !87)
!176 = distinct !DILexicalBlock(scope: !111, file: !2, line: 108, column: 5)
!177 = !DILocalVariable(name: "j", scope: !178, file: !2, line: 109, type: !87)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 109, column: 9)
!179 = distinct !DILexicalBlock(scope: !176, file: !2, line: 108, column: 5)
!180 = !DILocalVariable(name: "col", scope: !111, file: !2, line: 111, type: !92)
!181 = !DILocalVariable(name: "colsum", scope: !111, file: !2, line: 112, type: !89)
!182 = !DILocalVariable(name: "i", scope: !183, file: !2, line: 113, type: !87)
!183 = distinct !DILexicalBlock(scope: !111, file: !2, line: 113, column: 5)
!184 = !DILocalVariable(name: "np", scope: !111, file: !2, line: 117, type: !91)
!185 = !DILocalVariable(name: "vp", scope: !111, file: !2, line: 120, type: !93)
!186 = !DILocalVariable(name: "back", scope: !111, file: !2, line: 121, type: !91)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !111)
!189 = distinct !DIAssignID()
!190 = distinct !DIAssignID()
!191 = !DILocation(line: 36, column: 5, scope: !111)
!192 = !DILocation(line: 0, scope: !118)
!193 = !DILocation(line: 38, column: 14, scope: !194)
!194 = distinct !DILexicalBlock(scope: !118, file: !2, line: 37, column: 5)
!195 = !{!196, !196, i64 0}
!196 = !{!"int", !197, i64 0}
!197 = !{!"omnipotent char", !198, i64 0}
!198 = !{!"Simple C/C++ TBAA"}
!199 = !DILocation(line: 0, scope: !121)
!200 = !DILocation(line: 40, column: 5, scope: !121)
!201 = !DILocalVariable(name: "p", scope: !202, file: !2, line: 14, type: !91)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 14, column: 5)
!203 = distinct !DISubprogram(name: "find_first", scope: !2, file: !2, line: 13, type: !204, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{!91, !91, !91, !87}
!206 = !{!207, !208, !209, !201}
!207 = !DILocalVariable(name: "begin", arg: 1, scope: !203, file: !2, line: 13, type: !91)
!208 = !DILocalVariable(name: "end", arg: 2, scope: !203, file: !2, line: 13, type: !91)
!209 = !DILocalVariable(name: "v", arg: 3, scope: !203, file: !2, line: 13, type: !87)
!210 = !DILocation(line: 0, scope: !202, inlinedAt: !211)
!211 = distinct !DILocation(line: 41, column: 18, scope: !123)
!212 = !DILocation(line: 15, column: 16, scope: !213, inlinedAt: !211)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 15, column: 13)
!214 = distinct !DILexicalBlock(scope: !202, file: !2, line: 14, column: 5)
!215 = !DILocation(line: 15, column: 13, scope: !214, inlinedAt: !211)
!216 = !DILocalVariable(name: "lo", arg: 1, scope: !217, file: !2, line: 20, type: !91)
!217 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 20, type: !218, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !91, !91}
!220 = !{!216, !221, !222}
!221 = !DILocalVariable(name: "hi", arg: 2, scope: !217, file: !2, line: 20, type: !91)
!222 = !DILocalVariable(name: "t", scope: !223, file: !2, line: 22, type: !87)
!223 = distinct !DILexicalBlock(scope: !217, file: !2, line: 21, column: 21)
!224 = !DILocation(line: 0, scope: !217, inlinedAt: !225)
!225 = distinct !DILocation(line: 44, column: 5, scope: !111)
!226 = !DILocation(line: 0, scope: !223, inlinedAt: !225)
!227 = !DILocation(line: 23, column: 17, scope: !223, inlinedAt: !225)
!228 = !DILocation(line: 22, column: 17, scope: !223, inlinedAt: !225)
!229 = !DILocation(line: 24, column: 13, scope: !223, inlinedAt: !225)
!230 = !DILocation(line: 23, column: 15, scope: !223, inlinedAt: !225)
!231 = !DILocation(line: 0, scope: !126)
!232 = !DILocation(line: 46, column: 23, scope: !233)
!233 = distinct !DILexicalBlock(scope: !126, file: !2, line: 45, column: 5)
!234 = !DILocation(line: 46, column: 9, scope: !233)
!235 = !DILocalVariable(name: "__c", arg: 1, scope: !236, file: !237, line: 82, type: !87)
!236 = distinct !DISubprogram(name: "putchar", scope: !237, file: !237, line: 82, type: !238, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !240)
!237 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!238 = !DISubroutineType(types: !239)
!239 = !{!87, !87}
!240 = !{!235}
!241 = !DILocation(line: 0, scope: !236, inlinedAt: !242)
!242 = distinct !DILocation(line: 47, column: 5, scope: !111)
!243 = !DILocation(line: 84, column: 21, scope: !236, inlinedAt: !242)
!244 = !{!245, !245, i64 0}
!245 = !{!"any pointer", !197, i64 0}
!246 = !DILocation(line: 84, column: 10, scope: !236, inlinedAt: !242)
!247 = !DILocation(line: 50, column: 5, scope: !111)
!248 = !DILocation(line: 53, column: 61, scope: !111)
!249 = !DILocation(line: 53, column: 70, scope: !111)
!250 = !DILocation(line: 54, column: 12, scope: !111)
!251 = !DILocation(line: 53, column: 5, scope: !111)
!252 = !DILocation(line: 56, column: 5, scope: !111)
!253 = !DILocation(line: 56, column: 17, scope: !111)
!254 = distinct !DIAssignID()
!255 = !DILocation(line: 0, scope: !134)
!256 = !DILocation(line: 0, scope: !136)
!257 = !DILocation(line: 63, column: 31, scope: !136)
!258 = !DILocalVariable(name: "s", arg: 1, scope: !259, file: !2, line: 28, type: !262)
!259 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 28, type: !260, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !264)
!260 = !DISubroutineType(types: !261)
!261 = !{!94, !262}
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!263 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!264 = !{!258, !265}
!265 = !DILocalVariable(name: "p", scope: !259, file: !2, line: 29, type: !262)
!266 = !DILocation(line: 0, scope: !259, inlinedAt: !267)
!267 = distinct !DILocation(line: 65, column: 16, scope: !136)
!268 = !DILocation(line: 30, column: 5, scope: !259, inlinedAt: !267)
!269 = !DILocation(line: 42, column: 9, scope: !123)
!270 = !DILocation(line: 0, scope: !123)
!271 = !DILocation(line: 40, column: 31, scope: !124)
!272 = !DILocation(line: 40, column: 23, scope: !124)
!273 = distinct !{!273, !200, !274, !275}
!274 = !DILocation(line: 43, column: 5, scope: !121)
!275 = !{!"llvm.loop.mustprogress"}
!276 = !DILocation(line: 30, column: 12, scope: !259, inlinedAt: !267)
!277 = !{!197, !197, i64 0}
!278 = !DILocation(line: 31, column: 10, scope: !259, inlinedAt: !267)
!279 = distinct !{!279, !268, !278, !275}
!280 = !DILocation(line: 32, column: 23, scope: !259, inlinedAt: !267)
!281 = !DILocation(line: 64, column: 9, scope: !136)
!282 = !DILocation(line: 60, column: 48, scope: !136)
!283 = !DILocation(line: 62, column: 44, scope: !136)
!284 = !DILocation(line: 64, column: 69, scope: !136)
!285 = !DILocation(line: 64, column: 74, scope: !136)
!286 = !{!287, !287, i64 0}
!287 = !{!"double", !197, i64 0}
!288 = !DILocation(line: 68, column: 5, scope: !111)
!289 = !DILocation(line: 76, column: 5, scope: !111)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 0, scope: !163)
!292 = !DILocation(line: 90, column: 9, scope: !293)
!293 = distinct !DILexicalBlock(scope: !163, file: !2, line: 89, column: 5)
!294 = !DILocation(line: 0, scope: !236, inlinedAt: !295)
!295 = distinct !DILocation(line: 91, column: 5, scope: !111)
!296 = !DILocation(line: 84, column: 21, scope: !236, inlinedAt: !295)
!297 = !DILocation(line: 84, column: 10, scope: !236, inlinedAt: !295)
!298 = !DILocation(line: 93, column: 5, scope: !111)
!299 = !DILocation(line: 94, column: 5, scope: !111)
!300 = !DILocation(line: 0, scope: !259, inlinedAt: !301)
!301 = distinct !DILocation(line: 95, column: 21, scope: !111)
!302 = !DILocation(line: 30, column: 5, scope: !259, inlinedAt: !301)
!303 = !DILocation(line: 30, column: 12, scope: !259, inlinedAt: !301)
!304 = !DILocation(line: 31, column: 10, scope: !259, inlinedAt: !301)
!305 = distinct !{!305, !302, !304, !275}
!306 = !DILocation(line: 32, column: 23, scope: !259, inlinedAt: !301)
!307 = !DILocation(line: 95, column: 19, scope: !111)
!308 = !DILocation(line: 0, scope: !168)
!309 = !DILocation(line: 97, column: 27, scope: !310)
!310 = distinct !DILexicalBlock(scope: !168, file: !2, line: 97, column: 5)
!311 = !DILocation(line: 97, column: 5, scope: !168)
!312 = !DILocation(line: 99, column: 5, scope: !111)
!313 = !DILocation(line: 0, scope: !170)
!314 = !DILocation(line: 101, column: 5, scope: !170)
!315 = !DILocation(line: 98, column: 35, scope: !310)
!316 = !DILocation(line: 98, column: 19, scope: !310)
!317 = !DILocation(line: 98, column: 39, scope: !310)
!318 = !DILocation(line: 98, column: 16, scope: !310)
!319 = !DILocation(line: 97, column: 33, scope: !310)
!320 = distinct !{!320, !311, !321, !275}
!321 = !DILocation(line: 98, column: 42, scope: !168)
!322 = !DILocation(line: 0, scope: !236, inlinedAt: !323)
!323 = distinct !DILocation(line: 105, column: 5, scope: !111)
!324 = !DILocation(line: 84, column: 21, scope: !236, inlinedAt: !323)
!325 = !DILocation(line: 84, column: 10, scope: !236, inlinedAt: !323)
!326 = !DILocation(line: 115, column: 5, scope: !111)
!327 = !DILocation(line: 118, column: 5, scope: !111)
!328 = !DILocation(line: 122, column: 59, scope: !111)
!329 = !DILocation(line: 122, column: 5, scope: !111)
!330 = !DILocation(line: 124, column: 1, scope: !111)
!331 = !DILocation(line: 102, column: 9, scope: !332)
!332 = distinct !DILexicalBlock(scope: !333, file: !2, line: 101, column: 33)
!333 = distinct !DILexicalBlock(scope: !170, file: !2, line: 101, column: 5)
!334 = !DILocation(line: 103, column: 17, scope: !332)
!335 = !DILocation(line: 0, scope: !236, inlinedAt: !336)
!336 = distinct !DILocation(line: 103, column: 9, scope: !332)
!337 = !DILocation(line: 84, column: 21, scope: !236, inlinedAt: !336)
!338 = !DILocation(line: 84, column: 10, scope: !236, inlinedAt: !336)
!339 = !DILocation(line: 101, column: 25, scope: !333)
!340 = distinct !{!340, !314, !341, !275}
!341 = !DILocation(line: 104, column: 5, scope: !170)
!342 = !DISubprogram(name: "printf", scope: !343, file: !343, line: 356, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!344 = !DISubroutineType(types: !345)
!345 = !{!87, !346, null}
!346 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !262)
!347 = !DISubprogram(name: "putc", scope: !343, file: !343, line: 550, type: !348, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{!87, !87, !350}
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !352, line: 7, baseType: !353)
!352 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!353 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !354, line: 49, size: 1728, elements: !355)
!354 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!355 = !{!356, !357, !358, !359, !360, !361, !362, !363, !364, !365, !366, !367, !368, !371, !373, !374, !375, !378, !380, !382, !383, !386, !388, !391, !394, !395, !396, !397, !398}
!356 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !353, file: !354, line: 51, baseType: !87, size: 32)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !353, file: !354, line: 54, baseType: !82, size: 64, offset: 64)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !353, file: !354, line: 55, baseType: !82, size: 64, offset: 128)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !353, file: !354, line: 56, baseType: !82, size: 64, offset: 192)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !353, file: !354, line: 57, baseType: !82, size: 64, offset: 256)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !353, file: !354, line: 58, baseType: !82, size: 64, offset: 320)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !353, file: !354, line: 59, baseType: !82, size: 64, offset: 384)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !353, file: !354, line: 60, baseType: !82, size: 64, offset: 448)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !353, file: !354, line: 61, baseType: !82, size: 64, offset: 512)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !353, file: !354, line: 64, baseType: !82, size: 64, offset: 576)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !353, file: !354, line: 65, baseType: !82, size: 64, offset: 640)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !353, file: !354, line: 66, baseType: !82, size: 64, offset: 704)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !353, file: !354, line: 68, baseType: !369, size: 64, offset: 768)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 64)
!370 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !354, line: 36, flags: DIFlagFwdDecl)
!371 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !353, file: !354, line: 70, baseType: !372, size: 64, offset: 832)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 64)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !353, file: !354, line: 72, baseType: !87, size: 32, offset: 896)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !353, file: !354, line: 73, baseType: !87, size: 32, offset: 928)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !353, file: !354, line: 74, baseType: !376, size: 64, offset: 960)
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !377, line: 152, baseType: !81)
!377 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!378 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !353, file: !354, line: 77, baseType: !379, size: 16, offset: 1024)
!379 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !353, file: !354, line: 78, baseType: !381, size: 8, offset: 1040)
!381 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !353, file: !354, line: 79, baseType: !14, size: 8, offset: 1048)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !353, file: !354, line: 81, baseType: !384, size: 64, offset: 1088)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !385, size: 64)
!385 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !354, line: 43, baseType: null)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !353, file: !354, line: 89, baseType: !387, size: 64, offset: 1152)
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !377, line: 153, baseType: !81)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !353, file: !354, line: 91, baseType: !389, size: 64, offset: 1216)
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !390, size: 64)
!390 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !354, line: 37, flags: DIFlagFwdDecl)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !353, file: !354, line: 92, baseType: !392, size: 64, offset: 1280)
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !393, size: 64)
!393 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !354, line: 38, flags: DIFlagFwdDecl)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !353, file: !354, line: 93, baseType: !372, size: 64, offset: 1344)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !353, file: !354, line: 94, baseType: !93, size: 64, offset: 1408)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !353, file: !354, line: 95, baseType: !94, size: 64, offset: 1472)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !353, file: !354, line: 96, baseType: !87, size: 32, offset: 1536)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !353, file: !354, line: 98, baseType: !44, size: 160, offset: 1568)
