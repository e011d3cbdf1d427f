; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.pair = type { i32, double }

@.str = private unnamed_addr constant [23 x i8] c"sum_ints: %ld %ld %ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"mean: %.4f %.4f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"ildspc\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [15 x i8] c"%s counter=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [5 x i8] c"iidi\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [11 x i8] c"dddddddddi\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [10 x i8] c"lllllllpp\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [14 x i8] c"sum_twice=%d\0A\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [13 x i8] c"max_of=%lld\0A\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [11 x i8] c"concat=%s\0A\00", align 1, !dbg !52
@.str.12 = private unnamed_addr constant [3 x i8] c"al\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [4 x i8] c"pha\00", align 1, !dbg !59
@.str.14 = private unnamed_addr constant [2 x i8] c"-\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !66
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !68
@.str.17 = private unnamed_addr constant [2 x i8] c"!\00", align 1, !dbg !73
@.str.18 = private unnamed_addr constant [12 x i8] c"pairs=%.3f\0A\00", align 1, !dbg !75
@.str.19 = private unnamed_addr constant [7 x i8] c"[i:%d]\00", align 1, !dbg !80
@.str.20 = private unnamed_addr constant [8 x i8] c"[l:%ld]\00", align 1, !dbg !82
@.str.21 = private unnamed_addr constant [9 x i8] c"[d:%.3f]\00", align 1, !dbg !87
@.str.22 = private unnamed_addr constant [7 x i8] c"[s:%s]\00", align 1, !dbg !92
@.str.23 = private unnamed_addr constant [7 x i8] c"[p:%d]\00", align 1, !dbg !94
@.str.24 = private unnamed_addr constant [7 x i8] c"[c:%c]\00", align 1, !dbg !96

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !116 {
  %1 = alloca [512 x i8], align 16, !DIAssignID !138
    #dbg_assign(i1 undef, !121, !DIExpression(), !138, ptr %1, !DIExpression(), !139)
  %2 = alloca i32, align 4, !DIAssignID !140
    #dbg_assign(i1 undef, !125, !DIExpression(), !140, ptr %2, !DIExpression(), !139)
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 0), !dbg !141
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !142
  %5 = tail call i64 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef 1000000), !dbg !143
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %3, i64 noundef %4, i64 noundef %5), !dbg !144
  %7 = tail call double (i32, ...) @mean_doubles(i32 noundef 2, double noundef 1.000000e+00, double noundef 2.000000e+00), !dbg !145
  %8 = tail call double (i32, ...) @mean_doubles(i32 noundef 10, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.750000e+00), !dbg !146
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %7, double noundef %8), !dbg !147
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #9, !dbg !148
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !149
  store i32 41, ptr %2, align 4, !dbg !150, !tbaa !151, !DIAssignID !155
    #dbg_assign(i32 41, !125, !DIExpression(), !155, ptr %2, !DIExpression(), !139)
    #dbg_value(i16 -7, !126, !DIExpression(), !139)
    #dbg_value(float 2.500000e+00, !128, !DIExpression(), !139)
  call void (ptr, ptr, ...) @mini_format(ptr noundef nonnull %1, ptr noundef nonnull @.str.2, i32 noundef 7, i64 noundef 1234567890123, double noundef 3.141590e+00, ptr noundef nonnull @.str.3, ptr noundef nonnull %2, i32 noundef 90), !dbg !156
  %10 = load i32, ptr %2, align 4, !dbg !157, !tbaa !151
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %1, i32 noundef %10), !dbg !158
  call void (ptr, ptr, ...) @mini_format(ptr noundef nonnull %1, ptr noundef nonnull @.str.5, i32 noundef -7, i32 noundef 97, double noundef 2.500000e+00, i32 noundef -1), !dbg !159
  %12 = call i32 @puts(ptr nonnull dereferenceable(1) %1), !dbg !160
  call void (ptr, ptr, ...) @mini_format(ptr noundef nonnull %1, ptr noundef nonnull @.str.7, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10), !dbg !161
  %13 = call i32 @puts(ptr nonnull dereferenceable(1) %1), !dbg !162
  call void (ptr, ptr, ...) @mini_format(ptr noundef nonnull %1, ptr noundef nonnull @.str.8, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, ptr noundef nonnull %2, ptr noundef nonnull %2), !dbg !163
  %14 = load i32, ptr %2, align 4, !dbg !164, !tbaa !151
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %1, i32 noundef %14), !dbg !165
  %16 = call i32 (i32, ...) @sum_twice(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5), !dbg !166
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %16), !dbg !167
  %18 = call i64 (i32, ...) @max_of(i32 poison, i64 noundef -5, i64 noundef 17, i64 noundef 1099511627776, i64 noundef -1125899906842624, i64 noundef 99), !dbg !168
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %18), !dbg !169
  %20 = call ptr (ptr, ...) @concat(ptr noundef nonnull %1, ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, ptr noundef null), !dbg !170
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %1), !dbg !171
    #dbg_value(i32 2, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !139)
    #dbg_value(i32 poison, !130, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !139)
    #dbg_value(double 1.500000e+00, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !139)
    #dbg_value(i32 -3, !136, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !139)
    #dbg_value(i32 poison, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !139)
    #dbg_value(double 2.500000e-01, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !139)
    #dbg_value(i32 10, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !139)
    #dbg_value(i32 poison, !137, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !139)
    #dbg_value(double 1.000000e+01, !137, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !139)
  %22 = call double (i32, ...) @sum_pairs(i32 poison, i32 2, double 1.500000e+00, i32 -3, double 2.500000e-01, i32 10, double 1.000000e+01), !dbg !172
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %22), !dbg !173
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !174
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #9, !dbg !174
  ret i32 0, !dbg !175
}

; Function Attrs: nofree nounwind
declare !dbg !176 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 !dbg !181 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !202
    #dbg_assign(i1 undef, !187, !DIExpression(), !202, ptr %2, !DIExpression(), !203)
    #dbg_value(i32 %0, !186, !DIExpression(), !203)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !204
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !205
    #dbg_value(i64 0, !199, !DIExpression(), !203)
    #dbg_value(i32 0, !200, !DIExpression(), !206)
    #dbg_value(i32 0, !200, !DIExpression(), !206)
    #dbg_value(i64 0, !199, !DIExpression(), !203)
  %3 = icmp sgt i32 %0, 0, !dbg !207
  br i1 %3, label %4, label %10, !dbg !209

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  br label %12, !dbg !209

10:                                               ; preds = %24, %1
  %11 = phi i64 [ 0, %1 ], [ %30, %24 ], !dbg !203
  call void @llvm.va_end.p0(ptr %2), !dbg !210
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !211
  ret i64 %11, !dbg !212

12:                                               ; preds = %4, %24
  %13 = phi ptr [ %9, %4 ], [ %25, %24 ]
  %14 = phi i32 [ 0, %4 ], [ %31, %24 ]
  %15 = phi i64 [ 0, %4 ], [ %30, %24 ]
  %16 = phi i32 [ %5, %4 ], [ %26, %24 ]
    #dbg_value(i32 %14, !200, !DIExpression(), !206)
    #dbg_value(i64 %15, !199, !DIExpression(), !203)
  %17 = icmp ult i32 %16, 41, !dbg !213
  br i1 %17, label %18, label %22, !dbg !213

18:                                               ; preds = %12
  %19 = zext nneg i32 %16 to i64, !dbg !213
  %20 = getelementptr i8, ptr %8, i64 %19, !dbg !213
  %21 = add nuw nsw i32 %16, 8, !dbg !213
  store i32 %21, ptr %2, align 16, !dbg !213, !DIAssignID !214
    #dbg_assign(i32 %21, !187, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !214, ptr %2, !DIExpression(), !203)
  br label %24, !dbg !213

22:                                               ; preds = %12
  %23 = getelementptr i8, ptr %13, i64 8, !dbg !213
  store ptr %23, ptr %6, align 8, !dbg !213, !DIAssignID !215
    #dbg_assign(ptr %23, !187, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !215, ptr %6, !DIExpression(), !203)
  br label %24, !dbg !213

24:                                               ; preds = %22, %18
  %25 = phi ptr [ %13, %18 ], [ %23, %22 ]
  %26 = phi i32 [ %21, %18 ], [ %16, %22 ]
  %27 = phi ptr [ %20, %18 ], [ %13, %22 ], !dbg !213
  %28 = load i32, ptr %27, align 4, !dbg !213, !tbaa !151
  %29 = sext i32 %28 to i64, !dbg !213
  %30 = add nsw i64 %15, %29, !dbg !216
    #dbg_value(i64 %30, !199, !DIExpression(), !203)
  %31 = add nuw nsw i32 %14, 1, !dbg !217
    #dbg_value(i32 %31, !200, !DIExpression(), !206)
  %32 = icmp eq i32 %31, %0, !dbg !207
  br i1 %32, label %10, label %12, !dbg !209, !llvm.loop !218
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mean_doubles(i32 noundef %0, ...) unnamed_addr #2 !dbg !222 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !231
    #dbg_assign(i1 undef, !227, !DIExpression(), !231, ptr %2, !DIExpression(), !232)
    #dbg_value(i32 %0, !226, !DIExpression(), !232)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !233
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !234
    #dbg_value(double 0.000000e+00, !228, !DIExpression(), !232)
    #dbg_value(i32 0, !229, !DIExpression(), !235)
  %3 = icmp sgt i32 %0, 0, !dbg !236
  br i1 %3, label %4, label %11, !dbg !238

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  br label %15, !dbg !238

11:                                               ; preds = %27, %1
  %12 = phi double [ 0.000000e+00, %1 ], [ %32, %27 ], !dbg !232
  call void @llvm.va_end.p0(ptr %2), !dbg !239
  %13 = uitofp nneg i32 %0 to double, !dbg !240
  %14 = fdiv double %12, %13, !dbg !240
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !241
  ret double %14, !dbg !242

15:                                               ; preds = %4, %27
  %16 = phi ptr [ %10, %4 ], [ %28, %27 ]
  %17 = phi i32 [ %9, %4 ], [ %29, %27 ]
  %18 = phi i32 [ 0, %4 ], [ %33, %27 ]
  %19 = phi double [ 0.000000e+00, %4 ], [ %32, %27 ]
    #dbg_value(i32 %18, !229, !DIExpression(), !235)
    #dbg_value(double %19, !228, !DIExpression(), !232)
  %20 = icmp ult i32 %17, 161, !dbg !243
  br i1 %20, label %21, label %25, !dbg !243

21:                                               ; preds = %15
  %22 = zext nneg i32 %17 to i64, !dbg !243
  %23 = getelementptr i8, ptr %8, i64 %22, !dbg !243
  %24 = add nuw nsw i32 %17, 16, !dbg !243
  store i32 %24, ptr %5, align 4, !dbg !243, !DIAssignID !244
    #dbg_assign(i32 %24, !227, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !244, ptr %5, !DIExpression(), !232)
  br label %27, !dbg !243

25:                                               ; preds = %15
  %26 = getelementptr i8, ptr %16, i64 8, !dbg !243
  store ptr %26, ptr %6, align 8, !dbg !243, !DIAssignID !245
    #dbg_assign(ptr %26, !227, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !245, ptr %6, !DIExpression(), !232)
  br label %27, !dbg !243

27:                                               ; preds = %25, %21
  %28 = phi ptr [ %16, %21 ], [ %26, %25 ]
  %29 = phi i32 [ %24, %21 ], [ %17, %25 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !243
  %31 = load double, ptr %30, align 8, !dbg !243, !tbaa !246
  %32 = fadd double %19, %31, !dbg !248
    #dbg_value(double %32, !228, !DIExpression(), !232)
  %33 = add nuw nsw i32 %18, 1, !dbg !249
    #dbg_value(i32 %33, !229, !DIExpression(), !235)
  %34 = icmp eq i32 %33, %0, !dbg !236
  br i1 %34, label %11, label %15, !dbg !238, !llvm.loop !250
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal void @mini_format(ptr noundef %0, ptr nocapture noundef readonly %1, ...) unnamed_addr #0 !dbg !252 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !272
    #dbg_assign(i1 undef, !259, !DIExpression(), !272, ptr %3, !DIExpression(), !273)
  %4 = alloca [64 x i8], align 16, !DIAssignID !274
    #dbg_assign(i1 undef, !262, !DIExpression(), !274, ptr %4, !DIExpression(), !275)
    #dbg_value(ptr %0, !257, !DIExpression(), !273)
    #dbg_value(ptr %1, !258, !DIExpression(), !273)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9, !dbg !276
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !277
  store i8 0, ptr %0, align 1, !dbg !278, !tbaa !279
    #dbg_value(ptr %1, !260, !DIExpression(), !280)
  %5 = load i8, ptr %1, align 1, !dbg !281, !tbaa !279
  %6 = icmp eq i8 %5, 0, !dbg !282
  br i1 %6, label %21, label %7, !dbg !282

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = getelementptr inbounds i8, ptr %3, i64 4
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  %16 = getelementptr inbounds i8, ptr %3, i64 16
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  br label %22, !dbg !282

21:                                               ; preds = %120, %2
  call void @llvm.va_end.p0(ptr %3), !dbg !283
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9, !dbg !284
  ret void, !dbg !284

22:                                               ; preds = %7, %120
  %23 = phi i8 [ %5, %7 ], [ %123, %120 ]
  %24 = phi ptr [ %1, %7 ], [ %122, %120 ]
    #dbg_value(ptr %24, !260, !DIExpression(), !280)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #9, !dbg !285
  switch i8 %23, label %119 [
    i8 105, label %25
    i8 108, label %40
    i8 100, label %55
    i8 115, label %70
    i8 112, label %85
    i8 99, label %102
  ], !dbg !286

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 16, !dbg !287
  %27 = icmp ult i32 %26, 41, !dbg !287
  br i1 %27, label %28, label %33, !dbg !287

28:                                               ; preds = %25
  %29 = load ptr, ptr %20, align 16, !dbg !287
  %30 = zext nneg i32 %26 to i64, !dbg !287
  %31 = getelementptr i8, ptr %29, i64 %30, !dbg !287
  %32 = add nuw nsw i32 %26, 8, !dbg !287
  store i32 %32, ptr %3, align 16, !dbg !287, !DIAssignID !288
    #dbg_assign(i32 %32, !259, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !288, ptr %3, !DIExpression(), !273)
  br label %36, !dbg !287

33:                                               ; preds = %25
  %34 = load ptr, ptr %19, align 8, !dbg !287
  %35 = getelementptr i8, ptr %34, i64 8, !dbg !287
  store ptr %35, ptr %19, align 8, !dbg !287, !DIAssignID !289
    #dbg_assign(ptr %35, !259, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !289, ptr %19, !DIExpression(), !273)
  br label %36, !dbg !287

36:                                               ; preds = %33, %28
  %37 = phi ptr [ %31, %28 ], [ %34, %33 ], !dbg !287
  %38 = load i32, ptr %37, align 4, !dbg !287, !tbaa !151
  %39 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %38) #9, !dbg !290
  br label %120, !dbg !291

40:                                               ; preds = %22
  %41 = load i32, ptr %3, align 16, !dbg !292
  %42 = icmp ult i32 %41, 41, !dbg !292
  br i1 %42, label %43, label %48, !dbg !292

43:                                               ; preds = %40
  %44 = load ptr, ptr %18, align 16, !dbg !292
  %45 = zext nneg i32 %41 to i64, !dbg !292
  %46 = getelementptr i8, ptr %44, i64 %45, !dbg !292
  %47 = add nuw nsw i32 %41, 8, !dbg !292
  store i32 %47, ptr %3, align 16, !dbg !292, !DIAssignID !293
    #dbg_assign(i32 %47, !259, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !293, ptr %3, !DIExpression(), !273)
  br label %51, !dbg !292

48:                                               ; preds = %40
  %49 = load ptr, ptr %17, align 8, !dbg !292
  %50 = getelementptr i8, ptr %49, i64 8, !dbg !292
  store ptr %50, ptr %17, align 8, !dbg !292, !DIAssignID !294
    #dbg_assign(ptr %50, !259, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !294, ptr %17, !DIExpression(), !273)
  br label %51, !dbg !292

51:                                               ; preds = %48, %43
  %52 = phi ptr [ %46, %43 ], [ %49, %48 ], !dbg !292
  %53 = load i64, ptr %52, align 8, !dbg !292, !tbaa !295
  %54 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %53) #9, !dbg !297
  br label %120, !dbg !298

55:                                               ; preds = %22
  %56 = load i32, ptr %14, align 4, !dbg !299
  %57 = icmp ult i32 %56, 161, !dbg !299
  br i1 %57, label %58, label %63, !dbg !299

58:                                               ; preds = %55
  %59 = load ptr, ptr %16, align 16, !dbg !299
  %60 = zext nneg i32 %56 to i64, !dbg !299
  %61 = getelementptr i8, ptr %59, i64 %60, !dbg !299
  %62 = add nuw nsw i32 %56, 16, !dbg !299
  store i32 %62, ptr %14, align 4, !dbg !299, !DIAssignID !300
    #dbg_assign(i32 %62, !259, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !300, ptr %14, !DIExpression(), !273)
  br label %66, !dbg !299

63:                                               ; preds = %55
  %64 = load ptr, ptr %15, align 8, !dbg !299
  %65 = getelementptr i8, ptr %64, i64 8, !dbg !299
  store ptr %65, ptr %15, align 8, !dbg !299, !DIAssignID !301
    #dbg_assign(ptr %65, !259, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !301, ptr %15, !DIExpression(), !273)
  br label %66, !dbg !299

66:                                               ; preds = %63, %58
  %67 = phi ptr [ %61, %58 ], [ %64, %63 ], !dbg !299
  %68 = load double, ptr %67, align 8, !dbg !299, !tbaa !246
  %69 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.21, double noundef %68) #9, !dbg !302
  br label %120, !dbg !303

70:                                               ; preds = %22
  %71 = load i32, ptr %3, align 16, !dbg !304
  %72 = icmp ult i32 %71, 41, !dbg !304
  br i1 %72, label %73, label %78, !dbg !304

73:                                               ; preds = %70
  %74 = load ptr, ptr %13, align 16, !dbg !304
  %75 = zext nneg i32 %71 to i64, !dbg !304
  %76 = getelementptr i8, ptr %74, i64 %75, !dbg !304
  %77 = add nuw nsw i32 %71, 8, !dbg !304
  store i32 %77, ptr %3, align 16, !dbg !304, !DIAssignID !305
    #dbg_assign(i32 %77, !259, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !305, ptr %3, !DIExpression(), !273)
  br label %81, !dbg !304

78:                                               ; preds = %70
  %79 = load ptr, ptr %12, align 8, !dbg !304
  %80 = getelementptr i8, ptr %79, i64 8, !dbg !304
  store ptr %80, ptr %12, align 8, !dbg !304, !DIAssignID !306
    #dbg_assign(ptr %80, !259, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !306, ptr %12, !DIExpression(), !273)
  br label %81, !dbg !304

81:                                               ; preds = %78, %73
  %82 = phi ptr [ %76, %73 ], [ %79, %78 ], !dbg !304
  %83 = load ptr, ptr %82, align 8, !dbg !304, !tbaa !307
  %84 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef %83) #9, !dbg !309
  br label %120, !dbg !310

85:                                               ; preds = %22
  %86 = load i32, ptr %3, align 16, !dbg !311
  %87 = icmp ult i32 %86, 41, !dbg !311
  br i1 %87, label %88, label %93, !dbg !311

88:                                               ; preds = %85
  %89 = load ptr, ptr %11, align 16, !dbg !311
  %90 = zext nneg i32 %86 to i64, !dbg !311
  %91 = getelementptr i8, ptr %89, i64 %90, !dbg !311
  %92 = add nuw nsw i32 %86, 8, !dbg !311
  store i32 %92, ptr %3, align 16, !dbg !311, !DIAssignID !312
    #dbg_assign(i32 %92, !259, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !312, ptr %3, !DIExpression(), !273)
  br label %96, !dbg !311

93:                                               ; preds = %85
  %94 = load ptr, ptr %10, align 8, !dbg !311
  %95 = getelementptr i8, ptr %94, i64 8, !dbg !311
  store ptr %95, ptr %10, align 8, !dbg !311, !DIAssignID !313
    #dbg_assign(ptr %95, !259, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !313, ptr %10, !DIExpression(), !273)
  br label %96, !dbg !311

96:                                               ; preds = %93, %88
  %97 = phi ptr [ %91, %88 ], [ %94, %93 ], !dbg !311
  %98 = load ptr, ptr %97, align 8, !dbg !311, !tbaa !307
    #dbg_value(ptr %98, !268, !DIExpression(), !314)
  %99 = load i32, ptr %98, align 4, !dbg !315, !tbaa !151
  %100 = add nsw i32 %99, 1, !dbg !315
  store i32 %100, ptr %98, align 4, !dbg !315, !tbaa !151
  %101 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %100) #9, !dbg !316
  br label %120

102:                                              ; preds = %22
  %103 = load i32, ptr %3, align 16, !dbg !317
  %104 = icmp ult i32 %103, 41, !dbg !317
  br i1 %104, label %105, label %110, !dbg !317

105:                                              ; preds = %102
  %106 = load ptr, ptr %9, align 16, !dbg !317
  %107 = zext nneg i32 %103 to i64, !dbg !317
  %108 = getelementptr i8, ptr %106, i64 %107, !dbg !317
  %109 = add nuw nsw i32 %103, 8, !dbg !317
  store i32 %109, ptr %3, align 16, !dbg !317, !DIAssignID !318
    #dbg_assign(i32 %109, !259, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !318, ptr %3, !DIExpression(), !273)
  br label %113, !dbg !317

110:                                              ; preds = %102
  %111 = load ptr, ptr %8, align 8, !dbg !317
  %112 = getelementptr i8, ptr %111, i64 8, !dbg !317
  store ptr %112, ptr %8, align 8, !dbg !317, !DIAssignID !319
    #dbg_assign(ptr %112, !259, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !319, ptr %8, !DIExpression(), !273)
  br label %113, !dbg !317

113:                                              ; preds = %110, %105
  %114 = phi ptr [ %108, %105 ], [ %111, %110 ], !dbg !317
  %115 = load i32, ptr %114, align 4, !dbg !317, !tbaa !151
  %116 = shl i32 %115, 24, !dbg !320
  %117 = ashr exact i32 %116, 24, !dbg !320
  %118 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %117) #9, !dbg !321
  br label %120, !dbg !322

119:                                              ; preds = %22
  store i32 6111067, ptr %4, align 16, !dbg !323
  br label %120, !dbg !324

120:                                              ; preds = %119, %113, %96, %81, %66, %51, %36
  %121 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %4) #9, !dbg !325
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #9, !dbg !326
  %122 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !327
    #dbg_value(ptr %122, !260, !DIExpression(), !280)
  %123 = load i8, ptr %122, align 1, !dbg !281, !tbaa !279
  %124 = icmp eq i8 %123, 0, !dbg !282
  br i1 %124, label %21, label %22, !dbg !282, !llvm.loop !328
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @sum_twice(i32 %0, ...) unnamed_addr #2 !dbg !330 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !337
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !338
    #dbg_assign(i1 undef, !335, !DIExpression(), !338, ptr %3, !DIExpression(), !339)
    #dbg_value(i32 5, !334, !DIExpression(), !339)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9, !dbg !340
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !341
    #dbg_assign(i1 undef, !342, !DIExpression(), !337, ptr %2, !DIExpression(), !356)
    #dbg_value(i32 5, !348, !DIExpression(), !356)
    #dbg_value(ptr %3, !349, !DIExpression(), !356)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !358
  call void @llvm.va_copy.p0(ptr nonnull %2, ptr nonnull %3), !dbg !359
    #dbg_value(i32 0, !350, !DIExpression(), !356)
    #dbg_value(i32 0, !351, !DIExpression(), !356)
    #dbg_value(i32 0, !352, !DIExpression(), !360)
  %4 = load i32, ptr %3, align 16
    #dbg_value(i32 0, !352, !DIExpression(), !360)
    #dbg_value(i32 0, !350, !DIExpression(), !356)
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 16
  br label %15, !dbg !361

9:                                                ; preds = %27
  %10 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !354, !DIExpression(), !362)
    #dbg_value(i32 0, !351, !DIExpression(), !356)
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  %13 = load ptr, ptr %12, align 16
  %14 = load ptr, ptr %11, align 8
  br label %35, !dbg !363

15:                                               ; preds = %27, %1
  %16 = phi ptr [ %7, %1 ], [ %28, %27 ]
  %17 = phi i32 [ 0, %1 ], [ %33, %27 ]
  %18 = phi i32 [ 0, %1 ], [ %32, %27 ]
  %19 = phi i32 [ %4, %1 ], [ %29, %27 ]
    #dbg_value(i32 %17, !352, !DIExpression(), !360)
    #dbg_value(i32 %18, !350, !DIExpression(), !356)
  %20 = icmp ult i32 %19, 41, !dbg !364
  br i1 %20, label %21, label %25, !dbg !364

21:                                               ; preds = %15
  %22 = zext nneg i32 %19 to i64, !dbg !364
  %23 = getelementptr i8, ptr %8, i64 %22, !dbg !364
  %24 = add nuw nsw i32 %19, 8, !dbg !364
  store i32 %24, ptr %3, align 16, !dbg !364, !DIAssignID !366
    #dbg_assign(i32 %24, !335, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !366, ptr %3, !DIExpression(), !339)
  br label %27, !dbg !364

25:                                               ; preds = %15
  %26 = getelementptr i8, ptr %16, i64 8, !dbg !364
  store ptr %26, ptr %5, align 8, !dbg !364, !DIAssignID !367
    #dbg_assign(ptr %26, !335, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !367, ptr %5, !DIExpression(), !339)
  br label %27, !dbg !364

27:                                               ; preds = %25, %21
  %28 = phi ptr [ %16, %21 ], [ %26, %25 ]
  %29 = phi i32 [ %24, %21 ], [ %19, %25 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !364
  %31 = load i32, ptr %30, align 4, !dbg !364, !tbaa !151
  %32 = add nsw i32 %31, %18, !dbg !368
    #dbg_value(i32 %32, !350, !DIExpression(), !356)
  %33 = add nuw nsw i32 %17, 1, !dbg !369
    #dbg_value(i32 %33, !352, !DIExpression(), !360)
  %34 = icmp eq i32 %33, 5, !dbg !370
  br i1 %34, label %9, label %15, !dbg !361, !llvm.loop !371

35:                                               ; preds = %47, %9
  %36 = phi ptr [ %14, %9 ], [ %48, %47 ]
  %37 = phi i32 [ 0, %9 ], [ %54, %47 ]
  %38 = phi i32 [ 0, %9 ], [ %53, %47 ]
  %39 = phi i32 [ %10, %9 ], [ %49, %47 ]
    #dbg_value(i32 %37, !354, !DIExpression(), !362)
    #dbg_value(i32 %38, !351, !DIExpression(), !356)
  %40 = icmp ult i32 %39, 41, !dbg !373
  br i1 %40, label %41, label %45, !dbg !373

41:                                               ; preds = %35
  %42 = zext nneg i32 %39 to i64, !dbg !373
  %43 = getelementptr i8, ptr %13, i64 %42, !dbg !373
  %44 = add nuw nsw i32 %39, 8, !dbg !373
  store i32 %44, ptr %2, align 16, !dbg !373, !DIAssignID !375
    #dbg_assign(i32 %44, !342, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !375, ptr %2, !DIExpression(), !356)
  br label %47, !dbg !373

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8, !dbg !373
  store ptr %46, ptr %11, align 8, !dbg !373, !DIAssignID !376
    #dbg_assign(ptr %46, !342, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !376, ptr %11, !DIExpression(), !356)
  br label %47, !dbg !373

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %39, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ], !dbg !373
  %51 = load i32, ptr %50, align 4, !dbg !373, !tbaa !151
  %52 = shl nsw i32 %51, 1, !dbg !377
  %53 = add nsw i32 %52, %38, !dbg !378
    #dbg_value(i32 %53, !351, !DIExpression(), !356)
  %54 = add nuw nsw i32 %37, 1, !dbg !379
    #dbg_value(i32 %54, !354, !DIExpression(), !362)
  %55 = icmp eq i32 %54, 5, !dbg !380
  br i1 %55, label %56, label %35, !dbg !363, !llvm.loop !381

56:                                               ; preds = %47
  call void @llvm.va_end.p0(ptr %2), !dbg !383
  %57 = mul nsw i32 %32, 1000, !dbg !384
  %58 = add nsw i32 %53, %57, !dbg !385
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !386
    #dbg_value(i32 %58, !336, !DIExpression(), !339)
  call void @llvm.va_end.p0(ptr %3), !dbg !387
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9, !dbg !388
  ret i32 %58, !dbg !389
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @max_of(i32 %0, ...) unnamed_addr #2 !dbg !390 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !403
    #dbg_assign(i1 undef, !396, !DIExpression(), !403, ptr %2, !DIExpression(), !404)
    #dbg_value(i32 5, !395, !DIExpression(), !404)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !405
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !406
  %3 = load i32, ptr %2, align 16, !dbg !407
  %4 = icmp ult i32 %3, 41, !dbg !407
  br i1 %4, label %5, label %11, !dbg !407

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !407
  %7 = load ptr, ptr %6, align 16, !dbg !407
  %8 = zext nneg i32 %3 to i64, !dbg !407
  %9 = getelementptr i8, ptr %7, i64 %8, !dbg !407
  %10 = add nuw nsw i32 %3, 8, !dbg !407
  store i32 %10, ptr %2, align 16, !dbg !407, !DIAssignID !408
    #dbg_assign(i32 %10, !396, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !408, ptr %2, !DIExpression(), !404)
  br label %15, !dbg !407

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !407
  %13 = load ptr, ptr %12, align 8, !dbg !407
  %14 = getelementptr i8, ptr %13, i64 8, !dbg !407
  store ptr %14, ptr %12, align 8, !dbg !407, !DIAssignID !409
    #dbg_assign(ptr %14, !396, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !409, ptr %12, !DIExpression(), !404)
  br label %15, !dbg !407

15:                                               ; preds = %11, %5
  %16 = phi ptr [ %9, %5 ], [ %13, %11 ], !dbg !407
  %17 = load i64, ptr %16, align 8, !dbg !407, !tbaa !410
    #dbg_value(i64 %17, !397, !DIExpression(), !404)
    #dbg_value(i32 1, !398, !DIExpression(), !412)
  %18 = load i32, ptr %2, align 16
    #dbg_value(i64 %17, !397, !DIExpression(), !404)
    #dbg_value(i32 1, !398, !DIExpression(), !412)
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  %20 = getelementptr inbounds i8, ptr %2, i64 16
  %21 = load ptr, ptr %20, align 16
  %22 = load ptr, ptr %19, align 8
  br label %24, !dbg !413

23:                                               ; preds = %36
  call void @llvm.va_end.p0(ptr %2), !dbg !414
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !415
  ret i64 %41, !dbg !416

24:                                               ; preds = %15, %36
  %25 = phi ptr [ %22, %15 ], [ %37, %36 ]
  %26 = phi i64 [ %17, %15 ], [ %41, %36 ]
  %27 = phi i32 [ 1, %15 ], [ %42, %36 ]
  %28 = phi i32 [ %18, %15 ], [ %38, %36 ]
    #dbg_value(i64 %26, !397, !DIExpression(), !404)
    #dbg_value(i32 %27, !398, !DIExpression(), !412)
  %29 = icmp ult i32 %28, 41, !dbg !417
  br i1 %29, label %30, label %34, !dbg !417

30:                                               ; preds = %24
  %31 = zext nneg i32 %28 to i64, !dbg !417
  %32 = getelementptr i8, ptr %21, i64 %31, !dbg !417
  %33 = add nuw nsw i32 %28, 8, !dbg !417
  store i32 %33, ptr %2, align 16, !dbg !417, !DIAssignID !418
    #dbg_assign(i32 %33, !396, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !418, ptr %2, !DIExpression(), !404)
  br label %36, !dbg !417

34:                                               ; preds = %24
  %35 = getelementptr i8, ptr %25, i64 8, !dbg !417
  store ptr %35, ptr %19, align 8, !dbg !417, !DIAssignID !419
    #dbg_assign(ptr %35, !396, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !419, ptr %19, !DIExpression(), !404)
  br label %36, !dbg !417

36:                                               ; preds = %34, %30
  %37 = phi ptr [ %25, %30 ], [ %35, %34 ]
  %38 = phi i32 [ %33, %30 ], [ %28, %34 ]
  %39 = phi ptr [ %32, %30 ], [ %25, %34 ], !dbg !417
  %40 = load i64, ptr %39, align 8, !dbg !417, !tbaa !410
    #dbg_value(i64 %40, !400, !DIExpression(), !420)
  %41 = call i64 @llvm.smax.i64(i64 %40, i64 %26), !dbg !421
    #dbg_value(i64 %41, !397, !DIExpression(), !404)
  %42 = add nuw nsw i32 %27, 1, !dbg !422
    #dbg_value(i32 %42, !398, !DIExpression(), !412)
  %43 = icmp eq i32 %42, 5, !dbg !423
  br i1 %43, label %23, label %24, !dbg !413, !llvm.loop !424
}

; Function Attrs: nofree nounwind uwtable
define internal noundef ptr @concat(ptr noundef returned %0, ...) unnamed_addr #0 !dbg !426 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !433
    #dbg_assign(i1 undef, !431, !DIExpression(), !433, ptr %2, !DIExpression(), !434)
    #dbg_value(ptr %0, !430, !DIExpression(), !434)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !435
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !436
  store i8 0, ptr %0, align 1, !dbg !437, !tbaa !279
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  br label %8, !dbg !438

8:                                                ; preds = %24, %1
  %9 = phi ptr [ %19, %24 ], [ %7, %1 ]
  %10 = phi i32 [ %20, %24 ], [ %3, %1 ]
  %11 = icmp ult i32 %10, 41, !dbg !439
  br i1 %11, label %12, label %16, !dbg !439

12:                                               ; preds = %8
  %13 = zext nneg i32 %10 to i64, !dbg !439
  %14 = getelementptr i8, ptr %6, i64 %13, !dbg !439
  %15 = add nuw nsw i32 %10, 8, !dbg !439
  store i32 %15, ptr %2, align 16, !dbg !439, !DIAssignID !440
    #dbg_assign(i32 %15, !431, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !440, ptr %2, !DIExpression(), !434)
  br label %18, !dbg !439

16:                                               ; preds = %8
  %17 = getelementptr i8, ptr %9, i64 8, !dbg !439
  store ptr %17, ptr %4, align 8, !dbg !439, !DIAssignID !441
    #dbg_assign(ptr %17, !431, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !441, ptr %4, !DIExpression(), !434)
  br label %18, !dbg !439

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %9, %12 ], [ %17, %16 ]
  %20 = phi i32 [ %15, %12 ], [ %10, %16 ]
  %21 = phi ptr [ %14, %12 ], [ %9, %16 ], !dbg !439
  %22 = load ptr, ptr %21, align 8, !dbg !439, !tbaa !307
    #dbg_value(ptr %22, !432, !DIExpression(), !434)
  %23 = icmp eq ptr %22, null, !dbg !442
  br i1 %23, label %26, label %24, !dbg !438

24:                                               ; preds = %18
  %25 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %22) #9, !dbg !443
  br label %8, !dbg !438, !llvm.loop !444

26:                                               ; preds = %18
  call void @llvm.va_end.p0(ptr %2), !dbg !446
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !447
  ret ptr %0, !dbg !448
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @sum_pairs(i32 %0, ...) unnamed_addr #2 !dbg !449 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !459
    #dbg_assign(i1 undef, !452, !DIExpression(), !459, ptr %2, !DIExpression(), !460)
  %3 = alloca %struct.pair, align 8
    #dbg_value(i32 3, !451, !DIExpression(), !460)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !461
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !462
    #dbg_value(double 0.000000e+00, !453, !DIExpression(), !460)
    #dbg_value(i32 0, !454, !DIExpression(), !463)
  %4 = getelementptr inbounds i8, ptr %2, i64 4
  %5 = load i32, ptr %2, align 16
  %6 = load i32, ptr %4, align 4
    #dbg_value(double 0.000000e+00, !453, !DIExpression(), !460)
    #dbg_value(i32 0, !454, !DIExpression(), !463)
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = load ptr, ptr %8, align 16
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %7, align 8
  br label %13, !dbg !464

12:                                               ; preds = %33
  call void @llvm.va_end.p0(ptr %2), !dbg !465
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !466
  ret double %42, !dbg !467

13:                                               ; preds = %1, %33
  %14 = phi ptr [ %11, %1 ], [ %34, %33 ]
  %15 = phi double [ 0.000000e+00, %1 ], [ %42, %33 ]
  %16 = phi i32 [ 0, %1 ], [ %43, %33 ]
  %17 = phi i32 [ %5, %1 ], [ %36, %33 ]
  %18 = phi i32 [ %6, %1 ], [ %35, %33 ]
    #dbg_value(double %15, !453, !DIExpression(), !460)
    #dbg_value(i32 %16, !454, !DIExpression(), !463)
  %19 = icmp ult i32 %17, 41, !dbg !468
  %20 = icmp ult i32 %18, 161, !dbg !468
  %21 = and i1 %19, %20, !dbg !468
  br i1 %21, label %22, label %31, !dbg !468

22:                                               ; preds = %13
  %23 = zext nneg i32 %17 to i64, !dbg !468
  %24 = getelementptr i8, ptr %9, i64 %23, !dbg !468
  %25 = zext nneg i32 %18 to i64, !dbg !468
  %26 = getelementptr i8, ptr %9, i64 %25, !dbg !468
  %27 = load i32, ptr %24, align 4, !dbg !468
  store i32 %27, ptr %3, align 8, !dbg !468
  %28 = load double, ptr %26, align 8, !dbg !468
  store double %28, ptr %10, align 8, !dbg !468
  %29 = add nuw nsw i32 %17, 8, !dbg !468
  store i32 %29, ptr %2, align 16, !dbg !468, !DIAssignID !469
    #dbg_assign(i32 %29, !452, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !469, ptr %2, !DIExpression(), !460)
  %30 = add nuw nsw i32 %18, 16, !dbg !468
  store i32 %30, ptr %4, align 4, !dbg !468, !DIAssignID !470
    #dbg_assign(i32 %30, !452, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !470, ptr %4, !DIExpression(), !460)
  br label %33, !dbg !468

31:                                               ; preds = %13
  %32 = getelementptr i8, ptr %14, i64 16, !dbg !468
  store ptr %32, ptr %7, align 8, !dbg !468, !DIAssignID !471
    #dbg_assign(ptr %32, !452, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !471, ptr %7, !DIExpression(), !460)
  br label %33, !dbg !468

33:                                               ; preds = %31, %22
  %34 = phi ptr [ %14, %22 ], [ %32, %31 ]
  %35 = phi i32 [ %30, %22 ], [ %18, %31 ]
  %36 = phi i32 [ %29, %22 ], [ %17, %31 ]
  %37 = phi ptr [ %3, %22 ], [ %14, %31 ], !dbg !468
  %38 = load i32, ptr %37, align 8, !dbg !468, !tbaa !151
  %39 = getelementptr inbounds i8, ptr %37, i64 8, !dbg !468
  %40 = load double, ptr %39, align 8, !dbg !468, !tbaa !246
    #dbg_value(i32 %38, !456, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !472)
    #dbg_value(i32 poison, !456, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !472)
    #dbg_value(double %40, !456, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !472)
  %41 = sitofp i32 %38 to double, !dbg !473
  %42 = call double @llvm.fmuladd.f64(double %41, double %40, double %15), !dbg !474
    #dbg_value(double %42, !453, !DIExpression(), !460)
  %43 = add nuw nsw i32 %16, 1, !dbg !475
    #dbg_value(i32 %43, !454, !DIExpression(), !463)
  %44 = icmp eq i32 %43, 3, !dbg !476
  br i1 %44, label %12, label %13, !dbg !464, !llvm.loop !477
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare !dbg !479 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !483 ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!98}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "varargs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "1a2438f0d81f31dd1d5ab15c5a8ee9fe")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 117, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 5)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 11)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 10)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 14)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 13)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !34, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 3)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !19, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 2)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !29, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 1)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !63, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 12)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 8)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 9)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !14, isLocal: true, isDefinition: true)
!98 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !99, globals: !103, splitDebugInlining: false, nameTableKind: None)
!99 = !{!100, !102, !4}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!103 = !{!0, !7, !12, !17, !22, !27, !104, !32, !37, !42, !47, !52, !54, !59, !61, !66, !68, !73, !75, !80, !82, !87, !92, !94, !96, !106}
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !19, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!108 = !{i32 7, !"Dwarf Version", i32 5}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"PIE Level", i32 2}
!113 = !{i32 7, !"uwtable", i32 2}
!114 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 114, type: !117, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !120)
!117 = !DISubroutineType(types: !118)
!118 = !{!119}
!119 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!120 = !{!121, !125, !126, !128, !130, !136, !137}
!121 = !DILocalVariable(name: "buf", scope: !116, file: !2, line: 119, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 4096, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 512)
!125 = !DILocalVariable(name: "counter", scope: !116, file: !2, line: 120, type: !119)
!126 = !DILocalVariable(name: "sh", scope: !116, file: !2, line: 121, type: !127)
!127 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!128 = !DILocalVariable(name: "fl", scope: !116, file: !2, line: 122, type: !129)
!129 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!130 = !DILocalVariable(name: "p1", scope: !116, file: !2, line: 134, type: !131)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 97, size: 128, elements: !132)
!132 = !{!133, !134}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !131, file: !2, line: 98, baseType: !119, size: 32)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !131, file: !2, line: 99, baseType: !135, size: 64, offset: 64)
!135 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!136 = !DILocalVariable(name: "p2", scope: !116, file: !2, line: 134, type: !131)
!137 = !DILocalVariable(name: "p3", scope: !116, file: !2, line: 134, type: !131)
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 0, scope: !116)
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 115, column: 39, scope: !116)
!142 = !DILocation(line: 115, column: 52, scope: !116)
!143 = !DILocation(line: 116, column: 12, scope: !116)
!144 = !DILocation(line: 115, column: 5, scope: !116)
!145 = !DILocation(line: 117, column: 33, scope: !116)
!146 = !DILocation(line: 118, column: 12, scope: !116)
!147 = !DILocation(line: 117, column: 5, scope: !116)
!148 = !DILocation(line: 119, column: 5, scope: !116)
!149 = !DILocation(line: 120, column: 5, scope: !116)
!150 = !DILocation(line: 120, column: 9, scope: !116)
!151 = !{!152, !152, i64 0}
!152 = !{!"int", !153, i64 0}
!153 = !{!"omnipotent char", !154, i64 0}
!154 = !{!"Simple C/C++ TBAA"}
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 123, column: 5, scope: !116)
!157 = !DILocation(line: 124, column: 36, scope: !116)
!158 = !DILocation(line: 124, column: 5, scope: !116)
!159 = !DILocation(line: 125, column: 5, scope: !116)
!160 = !DILocation(line: 126, column: 5, scope: !116)
!161 = !DILocation(line: 127, column: 5, scope: !116)
!162 = !DILocation(line: 128, column: 5, scope: !116)
!163 = !DILocation(line: 129, column: 5, scope: !116)
!164 = !DILocation(line: 130, column: 36, scope: !116)
!165 = !DILocation(line: 130, column: 5, scope: !116)
!166 = !DILocation(line: 131, column: 30, scope: !116)
!167 = !DILocation(line: 131, column: 5, scope: !116)
!168 = !DILocation(line: 132, column: 29, scope: !116)
!169 = !DILocation(line: 132, column: 5, scope: !116)
!170 = !DILocation(line: 133, column: 27, scope: !116)
!171 = !DILocation(line: 133, column: 5, scope: !116)
!172 = !DILocation(line: 135, column: 28, scope: !116)
!173 = !DILocation(line: 135, column: 5, scope: !116)
!174 = !DILocation(line: 137, column: 1, scope: !116)
!175 = !DILocation(line: 136, column: 5, scope: !116)
!176 = !DISubprogram(name: "printf", scope: !177, file: !177, line: 356, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!178 = !DISubroutineType(types: !179)
!179 = !{!119, !180, null}
!180 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !100)
!181 = distinct !DISubprogram(name: "sum_ints", scope: !2, file: !2, line: 7, type: !182, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !185)
!182 = !DISubroutineType(types: !183)
!183 = !{!184, !119, null}
!184 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!185 = !{!186, !187, !199, !200}
!186 = !DILocalVariable(name: "count", arg: 1, scope: !181, file: !2, line: 7, type: !119)
!187 = !DILocalVariable(name: "ap", scope: !181, file: !2, line: 8, type: !188)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !189, line: 12, baseType: !190)
!189 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!190 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !191)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !192, size: 192, elements: !71)
!192 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !193)
!193 = !{!194, !196, !197, !198}
!194 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !192, file: !2, line: 8, baseType: !195, size: 32)
!195 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !192, file: !2, line: 8, baseType: !195, size: 32, offset: 32)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !192, file: !2, line: 8, baseType: !102, size: 64, offset: 64)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !192, file: !2, line: 8, baseType: !102, size: 64, offset: 128)
!199 = !DILocalVariable(name: "s", scope: !181, file: !2, line: 10, type: !184)
!200 = !DILocalVariable(name: "i", scope: !201, file: !2, line: 11, type: !119)
!201 = distinct !DILexicalBlock(scope: !181, file: !2, line: 11, column: 5)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 0, scope: !181)
!204 = !DILocation(line: 8, column: 5, scope: !181)
!205 = !DILocation(line: 9, column: 5, scope: !181)
!206 = !DILocation(line: 0, scope: !201)
!207 = !DILocation(line: 11, column: 23, scope: !208)
!208 = distinct !DILexicalBlock(scope: !201, file: !2, line: 11, column: 5)
!209 = !DILocation(line: 11, column: 5, scope: !201)
!210 = !DILocation(line: 13, column: 5, scope: !181)
!211 = !DILocation(line: 15, column: 1, scope: !181)
!212 = !DILocation(line: 14, column: 5, scope: !181)
!213 = !DILocation(line: 12, column: 14, scope: !208)
!214 = distinct !DIAssignID()
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 12, column: 11, scope: !208)
!217 = !DILocation(line: 11, column: 33, scope: !208)
!218 = distinct !{!218, !209, !219, !220, !221}
!219 = !DILocation(line: 12, column: 14, scope: !201)
!220 = !{!"llvm.loop.mustprogress"}
!221 = !{!"llvm.loop.unroll.disable"}
!222 = distinct !DISubprogram(name: "mean_doubles", scope: !2, file: !2, line: 17, type: !223, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!135, !119, null}
!225 = !{!226, !227, !228, !229}
!226 = !DILocalVariable(name: "count", arg: 1, scope: !222, file: !2, line: 17, type: !119)
!227 = !DILocalVariable(name: "ap", scope: !222, file: !2, line: 18, type: !188)
!228 = !DILocalVariable(name: "s", scope: !222, file: !2, line: 20, type: !135)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 21, type: !119)
!230 = distinct !DILexicalBlock(scope: !222, file: !2, line: 21, column: 5)
!231 = distinct !DIAssignID()
!232 = !DILocation(line: 0, scope: !222)
!233 = !DILocation(line: 18, column: 5, scope: !222)
!234 = !DILocation(line: 19, column: 5, scope: !222)
!235 = !DILocation(line: 0, scope: !230)
!236 = !DILocation(line: 21, column: 23, scope: !237)
!237 = distinct !DILexicalBlock(scope: !230, file: !2, line: 21, column: 5)
!238 = !DILocation(line: 21, column: 5, scope: !230)
!239 = !DILocation(line: 23, column: 5, scope: !222)
!240 = !DILocation(line: 24, column: 12, scope: !222)
!241 = !DILocation(line: 25, column: 1, scope: !222)
!242 = !DILocation(line: 24, column: 5, scope: !222)
!243 = !DILocation(line: 22, column: 14, scope: !237)
!244 = distinct !DIAssignID()
!245 = distinct !DIAssignID()
!246 = !{!247, !247, i64 0}
!247 = !{!"double", !153, i64 0}
!248 = !DILocation(line: 22, column: 11, scope: !237)
!249 = !DILocation(line: 21, column: 33, scope: !237)
!250 = distinct !{!250, !238, !251, !220, !221}
!251 = !DILocation(line: 22, column: 14, scope: !230)
!252 = distinct !DISubprogram(name: "mini_format", scope: !2, file: !2, line: 28, type: !253, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !256)
!253 = !DISubroutineType(types: !254)
!254 = !{null, !255, !100, null}
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!256 = !{!257, !258, !259, !260, !262, !268}
!257 = !DILocalVariable(name: "out", arg: 1, scope: !252, file: !2, line: 28, type: !255)
!258 = !DILocalVariable(name: "spec", arg: 2, scope: !252, file: !2, line: 28, type: !100)
!259 = !DILocalVariable(name: "ap", scope: !252, file: !2, line: 29, type: !188)
!260 = !DILocalVariable(name: "c", scope: !261, file: !2, line: 32, type: !100)
!261 = distinct !DILexicalBlock(scope: !252, file: !2, line: 32, column: 5)
!262 = !DILocalVariable(name: "tmp", scope: !263, file: !2, line: 33, type: !265)
!263 = distinct !DILexicalBlock(scope: !264, file: !2, line: 32, column: 41)
!264 = distinct !DILexicalBlock(scope: !261, file: !2, line: 32, column: 5)
!265 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !266)
!266 = !{!267}
!267 = !DISubrange(count: 64)
!268 = !DILocalVariable(name: "ip", scope: !269, file: !2, line: 40, type: !271)
!269 = distinct !DILexicalBlock(scope: !270, file: !2, line: 39, column: 19)
!270 = distinct !DILexicalBlock(scope: !263, file: !2, line: 34, column: 21)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!272 = distinct !DIAssignID()
!273 = !DILocation(line: 0, scope: !252)
!274 = distinct !DIAssignID()
!275 = !DILocation(line: 0, scope: !263)
!276 = !DILocation(line: 29, column: 5, scope: !252)
!277 = !DILocation(line: 30, column: 5, scope: !252)
!278 = !DILocation(line: 31, column: 12, scope: !252)
!279 = !{!153, !153, i64 0}
!280 = !DILocation(line: 0, scope: !261)
!281 = !DILocation(line: 32, column: 32, scope: !264)
!282 = !DILocation(line: 32, column: 5, scope: !261)
!283 = !DILocation(line: 50, column: 5, scope: !252)
!284 = !DILocation(line: 51, column: 1, scope: !252)
!285 = !DILocation(line: 33, column: 9, scope: !263)
!286 = !DILocation(line: 34, column: 9, scope: !263)
!287 = !DILocation(line: 35, column: 42, scope: !270)
!288 = distinct !DIAssignID()
!289 = distinct !DIAssignID()
!290 = !DILocation(line: 35, column: 19, scope: !270)
!291 = !DILocation(line: 35, column: 60, scope: !270)
!292 = !DILocation(line: 36, column: 43, scope: !270)
!293 = distinct !DIAssignID()
!294 = distinct !DIAssignID()
!295 = !{!296, !296, i64 0}
!296 = !{!"long", !153, i64 0}
!297 = !DILocation(line: 36, column: 19, scope: !270)
!298 = !DILocation(line: 36, column: 62, scope: !270)
!299 = !DILocation(line: 37, column: 44, scope: !270)
!300 = distinct !DIAssignID()
!301 = distinct !DIAssignID()
!302 = !DILocation(line: 37, column: 19, scope: !270)
!303 = !DILocation(line: 37, column: 65, scope: !270)
!304 = !DILocation(line: 38, column: 42, scope: !270)
!305 = distinct !DIAssignID()
!306 = distinct !DIAssignID()
!307 = !{!308, !308, i64 0}
!308 = !{!"any pointer", !153, i64 0}
!309 = !DILocation(line: 38, column: 19, scope: !270)
!310 = !DILocation(line: 38, column: 69, scope: !270)
!311 = !DILocation(line: 40, column: 23, scope: !269)
!312 = distinct !DIAssignID()
!313 = distinct !DIAssignID()
!314 = !DILocation(line: 0, scope: !269)
!315 = !DILocation(line: 41, column: 17, scope: !269)
!316 = !DILocation(line: 42, column: 13, scope: !269)
!317 = !DILocation(line: 45, column: 48, scope: !270)
!318 = distinct !DIAssignID()
!319 = distinct !DIAssignID()
!320 = !DILocation(line: 45, column: 42, scope: !270)
!321 = !DILocation(line: 45, column: 19, scope: !270)
!322 = !DILocation(line: 45, column: 66, scope: !270)
!323 = !DILocation(line: 46, column: 18, scope: !270)
!324 = !DILocation(line: 46, column: 39, scope: !270)
!325 = !DILocation(line: 48, column: 9, scope: !263)
!326 = !DILocation(line: 49, column: 5, scope: !264)
!327 = !DILocation(line: 32, column: 37, scope: !264)
!328 = distinct !{!328, !282, !329, !220, !221}
!329 = !DILocation(line: 49, column: 5, scope: !261)
!330 = distinct !DISubprogram(name: "sum_twice", scope: !2, file: !2, line: 65, type: !331, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !333)
!331 = !DISubroutineType(types: !332)
!332 = !{!119, !119, null}
!333 = !{!334, !335, !336}
!334 = !DILocalVariable(name: "count", arg: 1, scope: !330, file: !2, line: 65, type: !119)
!335 = !DILocalVariable(name: "ap", scope: !330, file: !2, line: 66, type: !188)
!336 = !DILocalVariable(name: "r", scope: !330, file: !2, line: 68, type: !119)
!337 = distinct !DIAssignID()
!338 = distinct !DIAssignID()
!339 = !DILocation(line: 0, scope: !330)
!340 = !DILocation(line: 66, column: 5, scope: !330)
!341 = !DILocation(line: 67, column: 5, scope: !330)
!342 = !DILocalVariable(name: "copy", scope: !343, file: !2, line: 54, type: !188)
!343 = distinct !DISubprogram(name: "vsum_twice", scope: !2, file: !2, line: 53, type: !344, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !347)
!344 = !DISubroutineType(types: !345)
!345 = !{!119, !119, !346}
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!347 = !{!348, !349, !342, !350, !351, !352, !354}
!348 = !DILocalVariable(name: "count", arg: 1, scope: !343, file: !2, line: 53, type: !119)
!349 = !DILocalVariable(name: "ap", arg: 2, scope: !343, file: !2, line: 53, type: !346)
!350 = !DILocalVariable(name: "a", scope: !343, file: !2, line: 56, type: !119)
!351 = !DILocalVariable(name: "b", scope: !343, file: !2, line: 56, type: !119)
!352 = !DILocalVariable(name: "i", scope: !353, file: !2, line: 57, type: !119)
!353 = distinct !DILexicalBlock(scope: !343, file: !2, line: 57, column: 5)
!354 = !DILocalVariable(name: "i", scope: !355, file: !2, line: 59, type: !119)
!355 = distinct !DILexicalBlock(scope: !343, file: !2, line: 59, column: 5)
!356 = !DILocation(line: 0, scope: !343, inlinedAt: !357)
!357 = distinct !DILocation(line: 68, column: 13, scope: !330)
!358 = !DILocation(line: 54, column: 5, scope: !343, inlinedAt: !357)
!359 = !DILocation(line: 55, column: 5, scope: !343, inlinedAt: !357)
!360 = !DILocation(line: 0, scope: !353, inlinedAt: !357)
!361 = !DILocation(line: 57, column: 5, scope: !353, inlinedAt: !357)
!362 = !DILocation(line: 0, scope: !355, inlinedAt: !357)
!363 = !DILocation(line: 59, column: 5, scope: !355, inlinedAt: !357)
!364 = !DILocation(line: 58, column: 14, scope: !365, inlinedAt: !357)
!365 = distinct !DILexicalBlock(scope: !353, file: !2, line: 57, column: 5)
!366 = distinct !DIAssignID()
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 58, column: 11, scope: !365, inlinedAt: !357)
!369 = !DILocation(line: 57, column: 33, scope: !365, inlinedAt: !357)
!370 = !DILocation(line: 57, column: 23, scope: !365, inlinedAt: !357)
!371 = distinct !{!371, !361, !372, !220, !221}
!372 = !DILocation(line: 58, column: 14, scope: !353, inlinedAt: !357)
!373 = !DILocation(line: 60, column: 14, scope: !374, inlinedAt: !357)
!374 = distinct !DILexicalBlock(scope: !355, file: !2, line: 59, column: 5)
!375 = distinct !DIAssignID()
!376 = distinct !DIAssignID()
!377 = !DILocation(line: 60, column: 32, scope: !374, inlinedAt: !357)
!378 = !DILocation(line: 60, column: 11, scope: !374, inlinedAt: !357)
!379 = !DILocation(line: 59, column: 33, scope: !374, inlinedAt: !357)
!380 = !DILocation(line: 59, column: 23, scope: !374, inlinedAt: !357)
!381 = distinct !{!381, !363, !382, !220, !221}
!382 = !DILocation(line: 60, column: 34, scope: !355, inlinedAt: !357)
!383 = !DILocation(line: 61, column: 5, scope: !343, inlinedAt: !357)
!384 = !DILocation(line: 62, column: 14, scope: !343, inlinedAt: !357)
!385 = !DILocation(line: 62, column: 21, scope: !343, inlinedAt: !357)
!386 = !DILocation(line: 63, column: 1, scope: !343, inlinedAt: !357)
!387 = !DILocation(line: 69, column: 5, scope: !330)
!388 = !DILocation(line: 71, column: 1, scope: !330)
!389 = !DILocation(line: 70, column: 5, scope: !330)
!390 = distinct !DISubprogram(name: "max_of", scope: !2, file: !2, line: 73, type: !391, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !394)
!391 = !DISubroutineType(types: !392)
!392 = !{!393, !119, null}
!393 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!394 = !{!395, !396, !397, !398, !400}
!395 = !DILocalVariable(name: "count", arg: 1, scope: !390, file: !2, line: 73, type: !119)
!396 = !DILocalVariable(name: "ap", scope: !390, file: !2, line: 74, type: !188)
!397 = !DILocalVariable(name: "m", scope: !390, file: !2, line: 76, type: !393)
!398 = !DILocalVariable(name: "i", scope: !399, file: !2, line: 77, type: !119)
!399 = distinct !DILexicalBlock(scope: !390, file: !2, line: 77, column: 5)
!400 = !DILocalVariable(name: "v", scope: !401, file: !2, line: 78, type: !393)
!401 = distinct !DILexicalBlock(scope: !402, file: !2, line: 77, column: 37)
!402 = distinct !DILexicalBlock(scope: !399, file: !2, line: 77, column: 5)
!403 = distinct !DIAssignID()
!404 = !DILocation(line: 0, scope: !390)
!405 = !DILocation(line: 74, column: 5, scope: !390)
!406 = !DILocation(line: 75, column: 5, scope: !390)
!407 = !DILocation(line: 76, column: 19, scope: !390)
!408 = distinct !DIAssignID()
!409 = distinct !DIAssignID()
!410 = !{!411, !411, i64 0}
!411 = !{!"long long", !153, i64 0}
!412 = !DILocation(line: 0, scope: !399)
!413 = !DILocation(line: 77, column: 5, scope: !399)
!414 = !DILocation(line: 82, column: 5, scope: !390)
!415 = !DILocation(line: 84, column: 1, scope: !390)
!416 = !DILocation(line: 83, column: 5, scope: !390)
!417 = !DILocation(line: 78, column: 23, scope: !401)
!418 = distinct !DIAssignID()
!419 = distinct !DIAssignID()
!420 = !DILocation(line: 0, scope: !401)
!421 = !DILocation(line: 79, column: 13, scope: !401)
!422 = !DILocation(line: 77, column: 33, scope: !402)
!423 = !DILocation(line: 77, column: 23, scope: !402)
!424 = distinct !{!424, !413, !425, !220, !221}
!425 = !DILocation(line: 81, column: 5, scope: !399)
!426 = distinct !DISubprogram(name: "concat", scope: !2, file: !2, line: 86, type: !427, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !429)
!427 = !DISubroutineType(types: !428)
!428 = !{!100, !255, null}
!429 = !{!430, !431, !432}
!430 = !DILocalVariable(name: "buf", arg: 1, scope: !426, file: !2, line: 86, type: !255)
!431 = !DILocalVariable(name: "ap", scope: !426, file: !2, line: 87, type: !188)
!432 = !DILocalVariable(name: "s", scope: !426, file: !2, line: 90, type: !100)
!433 = distinct !DIAssignID()
!434 = !DILocation(line: 0, scope: !426)
!435 = !DILocation(line: 87, column: 5, scope: !426)
!436 = !DILocation(line: 88, column: 5, scope: !426)
!437 = !DILocation(line: 89, column: 12, scope: !426)
!438 = !DILocation(line: 91, column: 5, scope: !426)
!439 = !DILocation(line: 91, column: 17, scope: !426)
!440 = distinct !DIAssignID()
!441 = distinct !DIAssignID()
!442 = !DILocation(line: 91, column: 43, scope: !426)
!443 = !DILocation(line: 92, column: 9, scope: !426)
!444 = distinct !{!444, !438, !445, !220, !221}
!445 = !DILocation(line: 92, column: 22, scope: !426)
!446 = !DILocation(line: 93, column: 5, scope: !426)
!447 = !DILocation(line: 95, column: 1, scope: !426)
!448 = !DILocation(line: 94, column: 5, scope: !426)
!449 = distinct !DISubprogram(name: "sum_pairs", scope: !2, file: !2, line: 102, type: !223, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !450)
!450 = !{!451, !452, !453, !454, !456}
!451 = !DILocalVariable(name: "count", arg: 1, scope: !449, file: !2, line: 102, type: !119)
!452 = !DILocalVariable(name: "ap", scope: !449, file: !2, line: 103, type: !188)
!453 = !DILocalVariable(name: "s", scope: !449, file: !2, line: 105, type: !135)
!454 = !DILocalVariable(name: "i", scope: !455, file: !2, line: 106, type: !119)
!455 = distinct !DILexicalBlock(scope: !449, file: !2, line: 106, column: 5)
!456 = !DILocalVariable(name: "p", scope: !457, file: !2, line: 107, type: !131)
!457 = distinct !DILexicalBlock(scope: !458, file: !2, line: 106, column: 37)
!458 = distinct !DILexicalBlock(scope: !455, file: !2, line: 106, column: 5)
!459 = distinct !DIAssignID()
!460 = !DILocation(line: 0, scope: !449)
!461 = !DILocation(line: 103, column: 5, scope: !449)
!462 = !DILocation(line: 104, column: 5, scope: !449)
!463 = !DILocation(line: 0, scope: !455)
!464 = !DILocation(line: 106, column: 5, scope: !455)
!465 = !DILocation(line: 110, column: 5, scope: !449)
!466 = !DILocation(line: 112, column: 1, scope: !449)
!467 = !DILocation(line: 111, column: 5, scope: !449)
!468 = !DILocation(line: 107, column: 25, scope: !457)
!469 = distinct !DIAssignID()
!470 = distinct !DIAssignID()
!471 = distinct !DIAssignID()
!472 = !DILocation(line: 0, scope: !457)
!473 = !DILocation(line: 108, column: 14, scope: !457)
!474 = !DILocation(line: 108, column: 11, scope: !457)
!475 = !DILocation(line: 106, column: 33, scope: !458)
!476 = !DILocation(line: 106, column: 23, scope: !458)
!477 = distinct !{!477, !464, !478, !220, !221}
!478 = !DILocation(line: 109, column: 5, scope: !455)
!479 = !DISubprogram(name: "sprintf", scope: !177, file: !177, line: 358, type: !480, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DISubroutineType(types: !481)
!481 = !{!119, !482, !180, null}
!482 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !255)
!483 = !DISubprogram(name: "strcat", scope: !484, file: !484, line: 149, type: !485, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!485 = !DISubroutineType(types: !486)
!486 = !{!255, !482, !180}
