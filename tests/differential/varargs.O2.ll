; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #10, !dbg !148
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10, !dbg !149
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
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10, !dbg !174
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #10, !dbg !174
  ret i32 0, !dbg !175
}

; Function Attrs: nofree nounwind
declare !dbg !176 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 !dbg !181 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !202
    #dbg_assign(i1 undef, !187, !DIExpression(), !202, ptr %2, !DIExpression(), !203)
    #dbg_value(i32 %0, !186, !DIExpression(), !203)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !204
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !205
    #dbg_value(i64 0, !199, !DIExpression(), !203)
    #dbg_value(i32 0, !200, !DIExpression(), !206)
    #dbg_value(i32 0, !200, !DIExpression(), !206)
    #dbg_value(i64 0, !199, !DIExpression(), !203)
  %3 = icmp sgt i32 %0, 0, !dbg !207
  br i1 %3, label %4, label %33, !dbg !209

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !209
  %11 = icmp eq i32 %0, 1, !dbg !209
  br i1 %11, label %14, label %12, !dbg !209

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646, !dbg !209
  br label %35, !dbg !209

14:                                               ; preds = %61, %4
  %15 = phi i64 [ poison, %4 ], [ %67, %61 ]
  %16 = phi ptr [ %9, %4 ], [ %62, %61 ]
  %17 = phi i64 [ 0, %4 ], [ %67, %61 ]
  %18 = phi i32 [ %5, %4 ], [ %63, %61 ]
  %19 = icmp eq i32 %10, 0, !dbg !210
  br i1 %19, label %33, label %20, !dbg !210

20:                                               ; preds = %14
    #dbg_value(i32 poison, !200, !DIExpression(), !206)
    #dbg_value(i64 %17, !199, !DIExpression(), !203)
  %21 = icmp ult i32 %18, 41, !dbg !210
  br i1 %21, label %24, label %22, !dbg !210

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8, !dbg !210
  store ptr %23, ptr %6, align 8, !dbg !210, !DIAssignID !211
    #dbg_assign(ptr %23, !187, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !211, ptr %6, !DIExpression(), !203)
  br label %28, !dbg !210

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64, !dbg !210
  %26 = getelementptr i8, ptr %8, i64 %25, !dbg !210
  %27 = add nuw nsw i32 %18, 8, !dbg !210
  store i32 %27, ptr %2, align 16, !dbg !210, !DIAssignID !212
    #dbg_assign(i32 %27, !187, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !212, ptr %2, !DIExpression(), !203)
  br label %28, !dbg !210

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ], !dbg !210
  %30 = load i32, ptr %29, align 4, !dbg !210, !tbaa !151
  %31 = sext i32 %30 to i64, !dbg !210
  %32 = add nsw i64 %17, %31, !dbg !213
    #dbg_value(i64 %32, !199, !DIExpression(), !203)
    #dbg_value(i32 poison, !200, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !206)
  br label %33, !dbg !214

33:                                               ; preds = %28, %14, %1
  %34 = phi i64 [ 0, %1 ], [ %15, %14 ], [ %32, %28 ], !dbg !203
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !214
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !215
  ret i64 %34, !dbg !216

35:                                               ; preds = %61, %12
  %36 = phi ptr [ %9, %12 ], [ %62, %61 ]
  %37 = phi i64 [ 0, %12 ], [ %67, %61 ]
  %38 = phi i32 [ %5, %12 ], [ %63, %61 ]
  %39 = phi i32 [ 0, %12 ], [ %68, %61 ]
    #dbg_value(i32 poison, !200, !DIExpression(), !206)
    #dbg_value(i64 %37, !199, !DIExpression(), !203)
  %40 = icmp ult i32 %38, 41, !dbg !210
  br i1 %40, label %41, label %45, !dbg !210

41:                                               ; preds = %35
  %42 = zext nneg i32 %38 to i64, !dbg !210
  %43 = getelementptr i8, ptr %8, i64 %42, !dbg !210
  %44 = add nuw nsw i32 %38, 8, !dbg !210
  store i32 %44, ptr %2, align 16, !dbg !210, !DIAssignID !212
    #dbg_assign(i32 %44, !187, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !212, ptr %2, !DIExpression(), !203)
  br label %47, !dbg !210

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8, !dbg !210
  store ptr %46, ptr %6, align 8, !dbg !210, !DIAssignID !211
    #dbg_assign(ptr %46, !187, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !211, ptr %6, !DIExpression(), !203)
  br label %47, !dbg !210

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %38, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ], !dbg !210
  %51 = load i32, ptr %50, align 4, !dbg !210, !tbaa !151
  %52 = sext i32 %51 to i64, !dbg !210
  %53 = add nsw i64 %37, %52, !dbg !213
    #dbg_value(i64 %53, !199, !DIExpression(), !203)
    #dbg_value(i32 poison, !200, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !206)
  %54 = icmp ult i32 %49, 41, !dbg !210
  br i1 %54, label %57, label %55, !dbg !210

55:                                               ; preds = %47
  %56 = getelementptr i8, ptr %48, i64 8, !dbg !210
  store ptr %56, ptr %6, align 8, !dbg !210, !DIAssignID !211
    #dbg_assign(ptr %56, !187, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !211, ptr %6, !DIExpression(), !203)
  br label %61, !dbg !210

57:                                               ; preds = %47
  %58 = zext nneg i32 %49 to i64, !dbg !210
  %59 = getelementptr i8, ptr %8, i64 %58, !dbg !210
  %60 = add nuw nsw i32 %49, 8, !dbg !210
  store i32 %60, ptr %2, align 16, !dbg !210, !DIAssignID !212
    #dbg_assign(i32 %60, !187, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !212, ptr %2, !DIExpression(), !203)
  br label %61, !dbg !210

61:                                               ; preds = %57, %55
  %62 = phi ptr [ %48, %57 ], [ %56, %55 ]
  %63 = phi i32 [ %60, %57 ], [ %49, %55 ]
  %64 = phi ptr [ %59, %57 ], [ %48, %55 ], !dbg !210
  %65 = load i32, ptr %64, align 4, !dbg !210, !tbaa !151
  %66 = sext i32 %65 to i64, !dbg !210
  %67 = add nsw i64 %53, %66, !dbg !213
    #dbg_value(i64 %67, !199, !DIExpression(), !203)
    #dbg_value(i32 poison, !200, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !206)
  %68 = add i32 %39, 2, !dbg !209
  %69 = icmp eq i32 %68, %13, !dbg !209
  br i1 %69, label %14, label %35, !dbg !209, !llvm.loop !217
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mean_doubles(i32 noundef %0, ...) unnamed_addr #2 !dbg !220 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !229
    #dbg_assign(i1 undef, !225, !DIExpression(), !229, ptr %2, !DIExpression(), !230)
    #dbg_value(i32 %0, !224, !DIExpression(), !230)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !231
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !232
    #dbg_value(double 0.000000e+00, !226, !DIExpression(), !230)
    #dbg_value(i32 0, !227, !DIExpression(), !233)
  %3 = icmp sgt i32 %0, 0, !dbg !234
  br i1 %3, label %4, label %33, !dbg !236

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1, !dbg !236
  %12 = icmp eq i32 %0, 1, !dbg !236
  br i1 %12, label %15, label %13, !dbg !236

13:                                               ; preds = %4
  %14 = and i32 %0, 2147483646, !dbg !236
  br label %37, !dbg !236

15:                                               ; preds = %62, %4
  %16 = phi double [ poison, %4 ], [ %67, %62 ]
  %17 = phi ptr [ %10, %4 ], [ %63, %62 ]
  %18 = phi i32 [ %9, %4 ], [ %64, %62 ]
  %19 = phi double [ 0.000000e+00, %4 ], [ %67, %62 ]
  %20 = icmp eq i32 %11, 0, !dbg !237
  br i1 %20, label %33, label %21, !dbg !237

21:                                               ; preds = %15
    #dbg_value(i32 poison, !227, !DIExpression(), !233)
    #dbg_value(double %19, !226, !DIExpression(), !230)
  %22 = icmp ult i32 %18, 161, !dbg !237
  br i1 %22, label %25, label %23, !dbg !237

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %17, i64 8, !dbg !237
  store ptr %24, ptr %6, align 8, !dbg !237, !DIAssignID !238
    #dbg_assign(ptr %24, !225, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !238, ptr %6, !DIExpression(), !230)
  br label %29, !dbg !237

25:                                               ; preds = %21
  %26 = zext nneg i32 %18 to i64, !dbg !237
  %27 = getelementptr i8, ptr %8, i64 %26, !dbg !237
  %28 = add nuw nsw i32 %18, 16, !dbg !237
  store i32 %28, ptr %5, align 4, !dbg !237, !DIAssignID !239
    #dbg_assign(i32 %28, !225, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !239, ptr %5, !DIExpression(), !230)
  br label %29, !dbg !237

29:                                               ; preds = %25, %23
  %30 = phi ptr [ %27, %25 ], [ %17, %23 ], !dbg !237
  %31 = load double, ptr %30, align 8, !dbg !237, !tbaa !240
  %32 = fadd double %19, %31, !dbg !242
    #dbg_value(double %32, !226, !DIExpression(), !230)
    #dbg_value(i32 poison, !227, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !233)
  br label %33, !dbg !243

33:                                               ; preds = %29, %15, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %32, %29 ], !dbg !230
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !243
  %35 = uitofp nneg i32 %0 to double, !dbg !244
  %36 = fdiv double %34, %35, !dbg !244
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !245
  ret double %36, !dbg !246

37:                                               ; preds = %62, %13
  %38 = phi ptr [ %10, %13 ], [ %63, %62 ]
  %39 = phi i32 [ %9, %13 ], [ %64, %62 ]
  %40 = phi double [ 0.000000e+00, %13 ], [ %67, %62 ]
  %41 = phi i32 [ 0, %13 ], [ %68, %62 ]
    #dbg_value(i32 poison, !227, !DIExpression(), !233)
    #dbg_value(double %40, !226, !DIExpression(), !230)
  %42 = icmp ult i32 %39, 161, !dbg !237
  br i1 %42, label %43, label %47, !dbg !237

43:                                               ; preds = %37
  %44 = zext nneg i32 %39 to i64, !dbg !237
  %45 = getelementptr i8, ptr %8, i64 %44, !dbg !237
  %46 = add nuw nsw i32 %39, 16, !dbg !237
  store i32 %46, ptr %5, align 4, !dbg !237, !DIAssignID !239
    #dbg_assign(i32 %46, !225, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !239, ptr %5, !DIExpression(), !230)
  br label %49, !dbg !237

47:                                               ; preds = %37
  %48 = getelementptr i8, ptr %38, i64 8, !dbg !237
  store ptr %48, ptr %6, align 8, !dbg !237, !DIAssignID !238
    #dbg_assign(ptr %48, !225, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !238, ptr %6, !DIExpression(), !230)
  br label %49, !dbg !237

49:                                               ; preds = %47, %43
  %50 = phi ptr [ %38, %43 ], [ %48, %47 ]
  %51 = phi i32 [ %46, %43 ], [ %39, %47 ]
  %52 = phi ptr [ %45, %43 ], [ %38, %47 ], !dbg !237
  %53 = load double, ptr %52, align 8, !dbg !237, !tbaa !240
  %54 = fadd double %40, %53, !dbg !242
    #dbg_value(double %54, !226, !DIExpression(), !230)
    #dbg_value(i32 poison, !227, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !233)
  %55 = icmp ult i32 %51, 161, !dbg !237
  br i1 %55, label %58, label %56, !dbg !237

56:                                               ; preds = %49
  %57 = getelementptr i8, ptr %50, i64 8, !dbg !237
  store ptr %57, ptr %6, align 8, !dbg !237, !DIAssignID !238
    #dbg_assign(ptr %57, !225, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !238, ptr %6, !DIExpression(), !230)
  br label %62, !dbg !237

58:                                               ; preds = %49
  %59 = zext nneg i32 %51 to i64, !dbg !237
  %60 = getelementptr i8, ptr %8, i64 %59, !dbg !237
  %61 = add nuw nsw i32 %51, 16, !dbg !237
  store i32 %61, ptr %5, align 4, !dbg !237, !DIAssignID !239
    #dbg_assign(i32 %61, !225, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !239, ptr %5, !DIExpression(), !230)
  br label %62, !dbg !237

62:                                               ; preds = %58, %56
  %63 = phi ptr [ %50, %58 ], [ %57, %56 ]
  %64 = phi i32 [ %61, %58 ], [ %51, %56 ]
  %65 = phi ptr [ %60, %58 ], [ %50, %56 ], !dbg !237
  %66 = load double, ptr %65, align 8, !dbg !237, !tbaa !240
  %67 = fadd double %54, %66, !dbg !242
    #dbg_value(double %67, !226, !DIExpression(), !230)
    #dbg_value(i32 poison, !227, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !233)
  %68 = add i32 %41, 2, !dbg !236
  %69 = icmp eq i32 %68, %14, !dbg !236
  br i1 %69, label %15, label %37, !dbg !236, !llvm.loop !247
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal void @mini_format(ptr noundef %0, ptr nocapture noundef readonly %1, ...) unnamed_addr #0 !dbg !249 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !269
    #dbg_assign(i1 undef, !256, !DIExpression(), !269, ptr %3, !DIExpression(), !270)
  %4 = alloca [64 x i8], align 16, !DIAssignID !271
    #dbg_assign(i1 undef, !259, !DIExpression(), !271, ptr %4, !DIExpression(), !272)
    #dbg_value(ptr %0, !254, !DIExpression(), !270)
    #dbg_value(ptr %1, !255, !DIExpression(), !270)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10, !dbg !273
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !274
  store i8 0, ptr %0, align 1, !dbg !275, !tbaa !276
    #dbg_value(ptr %1, !257, !DIExpression(), !277)
  %5 = load i8, ptr %1, align 1, !dbg !278, !tbaa !276
  %6 = icmp eq i8 %5, 0, !dbg !279
  br i1 %6, label %11, label %7, !dbg !279

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = getelementptr inbounds i8, ptr %3, i64 4
  br label %12, !dbg !279

11:                                               ; preds = %110, %2
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !280
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10, !dbg !281
  ret void, !dbg !281

12:                                               ; preds = %7, %110
  %13 = phi i8 [ %5, %7 ], [ %113, %110 ]
  %14 = phi ptr [ %1, %7 ], [ %112, %110 ]
    #dbg_value(ptr %14, !257, !DIExpression(), !277)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10, !dbg !282
  switch i8 %13, label %109 [
    i8 105, label %15
    i8 108, label %30
    i8 100, label %45
    i8 115, label %60
    i8 112, label %75
    i8 99, label %92
  ], !dbg !283

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 16, !dbg !284
  %17 = icmp ult i32 %16, 41, !dbg !284
  br i1 %17, label %18, label %23, !dbg !284

18:                                               ; preds = %15
  %19 = load ptr, ptr %9, align 16, !dbg !284
  %20 = zext nneg i32 %16 to i64, !dbg !284
  %21 = getelementptr i8, ptr %19, i64 %20, !dbg !284
  %22 = add nuw nsw i32 %16, 8, !dbg !284
  store i32 %22, ptr %3, align 16, !dbg !284, !DIAssignID !285
    #dbg_assign(i32 %22, !256, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !285, ptr %3, !DIExpression(), !270)
  br label %26, !dbg !284

23:                                               ; preds = %15
  %24 = load ptr, ptr %8, align 8, !dbg !284
  %25 = getelementptr i8, ptr %24, i64 8, !dbg !284
  store ptr %25, ptr %8, align 8, !dbg !284, !DIAssignID !286
    #dbg_assign(ptr %25, !256, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !286, ptr %8, !DIExpression(), !270)
  br label %26, !dbg !284

26:                                               ; preds = %23, %18
  %27 = phi ptr [ %21, %18 ], [ %24, %23 ], !dbg !284
  %28 = load i32, ptr %27, align 4, !dbg !284, !tbaa !151
  %29 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %28) #10, !dbg !287
  br label %110, !dbg !288

30:                                               ; preds = %12
  %31 = load i32, ptr %3, align 16, !dbg !289
  %32 = icmp ult i32 %31, 41, !dbg !289
  br i1 %32, label %33, label %38, !dbg !289

33:                                               ; preds = %30
  %34 = load ptr, ptr %9, align 16, !dbg !289
  %35 = zext nneg i32 %31 to i64, !dbg !289
  %36 = getelementptr i8, ptr %34, i64 %35, !dbg !289
  %37 = add nuw nsw i32 %31, 8, !dbg !289
  store i32 %37, ptr %3, align 16, !dbg !289, !DIAssignID !290
    #dbg_assign(i32 %37, !256, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !290, ptr %3, !DIExpression(), !270)
  br label %41, !dbg !289

38:                                               ; preds = %30
  %39 = load ptr, ptr %8, align 8, !dbg !289
  %40 = getelementptr i8, ptr %39, i64 8, !dbg !289
  store ptr %40, ptr %8, align 8, !dbg !289, !DIAssignID !291
    #dbg_assign(ptr %40, !256, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !291, ptr %8, !DIExpression(), !270)
  br label %41, !dbg !289

41:                                               ; preds = %38, %33
  %42 = phi ptr [ %36, %33 ], [ %39, %38 ], !dbg !289
  %43 = load i64, ptr %42, align 8, !dbg !289, !tbaa !292
  %44 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %43) #10, !dbg !294
  br label %110, !dbg !295

45:                                               ; preds = %12
  %46 = load i32, ptr %10, align 4, !dbg !296
  %47 = icmp ult i32 %46, 161, !dbg !296
  br i1 %47, label %48, label %53, !dbg !296

48:                                               ; preds = %45
  %49 = load ptr, ptr %9, align 16, !dbg !296
  %50 = zext nneg i32 %46 to i64, !dbg !296
  %51 = getelementptr i8, ptr %49, i64 %50, !dbg !296
  %52 = add nuw nsw i32 %46, 16, !dbg !296
  store i32 %52, ptr %10, align 4, !dbg !296, !DIAssignID !297
    #dbg_assign(i32 %52, !256, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !297, ptr %10, !DIExpression(), !270)
  br label %56, !dbg !296

53:                                               ; preds = %45
  %54 = load ptr, ptr %8, align 8, !dbg !296
  %55 = getelementptr i8, ptr %54, i64 8, !dbg !296
  store ptr %55, ptr %8, align 8, !dbg !296, !DIAssignID !298
    #dbg_assign(ptr %55, !256, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !298, ptr %8, !DIExpression(), !270)
  br label %56, !dbg !296

56:                                               ; preds = %53, %48
  %57 = phi ptr [ %51, %48 ], [ %54, %53 ], !dbg !296
  %58 = load double, ptr %57, align 8, !dbg !296, !tbaa !240
  %59 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.21, double noundef %58) #10, !dbg !299
  br label %110, !dbg !300

60:                                               ; preds = %12
  %61 = load i32, ptr %3, align 16, !dbg !301
  %62 = icmp ult i32 %61, 41, !dbg !301
  br i1 %62, label %63, label %68, !dbg !301

63:                                               ; preds = %60
  %64 = load ptr, ptr %9, align 16, !dbg !301
  %65 = zext nneg i32 %61 to i64, !dbg !301
  %66 = getelementptr i8, ptr %64, i64 %65, !dbg !301
  %67 = add nuw nsw i32 %61, 8, !dbg !301
  store i32 %67, ptr %3, align 16, !dbg !301, !DIAssignID !302
    #dbg_assign(i32 %67, !256, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !302, ptr %3, !DIExpression(), !270)
  br label %71, !dbg !301

68:                                               ; preds = %60
  %69 = load ptr, ptr %8, align 8, !dbg !301
  %70 = getelementptr i8, ptr %69, i64 8, !dbg !301
  store ptr %70, ptr %8, align 8, !dbg !301, !DIAssignID !303
    #dbg_assign(ptr %70, !256, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !303, ptr %8, !DIExpression(), !270)
  br label %71, !dbg !301

71:                                               ; preds = %68, %63
  %72 = phi ptr [ %66, %63 ], [ %69, %68 ], !dbg !301
  %73 = load ptr, ptr %72, align 8, !dbg !301, !tbaa !304
  %74 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef %73) #10, !dbg !306
  br label %110, !dbg !307

75:                                               ; preds = %12
  %76 = load i32, ptr %3, align 16, !dbg !308
  %77 = icmp ult i32 %76, 41, !dbg !308
  br i1 %77, label %78, label %83, !dbg !308

78:                                               ; preds = %75
  %79 = load ptr, ptr %9, align 16, !dbg !308
  %80 = zext nneg i32 %76 to i64, !dbg !308
  %81 = getelementptr i8, ptr %79, i64 %80, !dbg !308
  %82 = add nuw nsw i32 %76, 8, !dbg !308
  store i32 %82, ptr %3, align 16, !dbg !308, !DIAssignID !309
    #dbg_assign(i32 %82, !256, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !309, ptr %3, !DIExpression(), !270)
  br label %86, !dbg !308

83:                                               ; preds = %75
  %84 = load ptr, ptr %8, align 8, !dbg !308
  %85 = getelementptr i8, ptr %84, i64 8, !dbg !308
  store ptr %85, ptr %8, align 8, !dbg !308, !DIAssignID !310
    #dbg_assign(ptr %85, !256, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !310, ptr %8, !DIExpression(), !270)
  br label %86, !dbg !308

86:                                               ; preds = %83, %78
  %87 = phi ptr [ %81, %78 ], [ %84, %83 ], !dbg !308
  %88 = load ptr, ptr %87, align 8, !dbg !308, !tbaa !304
    #dbg_value(ptr %88, !265, !DIExpression(), !311)
  %89 = load i32, ptr %88, align 4, !dbg !312, !tbaa !151
  %90 = add nsw i32 %89, 1, !dbg !312
  store i32 %90, ptr %88, align 4, !dbg !312, !tbaa !151
  %91 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %90) #10, !dbg !313
  br label %110

92:                                               ; preds = %12
  %93 = load i32, ptr %3, align 16, !dbg !314
  %94 = icmp ult i32 %93, 41, !dbg !314
  br i1 %94, label %95, label %100, !dbg !314

95:                                               ; preds = %92
  %96 = load ptr, ptr %9, align 16, !dbg !314
  %97 = zext nneg i32 %93 to i64, !dbg !314
  %98 = getelementptr i8, ptr %96, i64 %97, !dbg !314
  %99 = add nuw nsw i32 %93, 8, !dbg !314
  store i32 %99, ptr %3, align 16, !dbg !314, !DIAssignID !315
    #dbg_assign(i32 %99, !256, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !315, ptr %3, !DIExpression(), !270)
  br label %103, !dbg !314

100:                                              ; preds = %92
  %101 = load ptr, ptr %8, align 8, !dbg !314
  %102 = getelementptr i8, ptr %101, i64 8, !dbg !314
  store ptr %102, ptr %8, align 8, !dbg !314, !DIAssignID !316
    #dbg_assign(ptr %102, !256, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !316, ptr %8, !DIExpression(), !270)
  br label %103, !dbg !314

103:                                              ; preds = %100, %95
  %104 = phi ptr [ %98, %95 ], [ %101, %100 ], !dbg !314
  %105 = load i32, ptr %104, align 4, !dbg !314, !tbaa !151
  %106 = shl i32 %105, 24, !dbg !317
  %107 = ashr exact i32 %106, 24, !dbg !317
  %108 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %107) #10, !dbg !318
  br label %110, !dbg !319

109:                                              ; preds = %12
  store i32 6111067, ptr %4, align 16, !dbg !320
  br label %110, !dbg !321

110:                                              ; preds = %109, %103, %86, %71, %56, %41, %26
  %111 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %4) #10, !dbg !322
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10, !dbg !323
  %112 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !324
    #dbg_value(ptr %112, !257, !DIExpression(), !277)
  %113 = load i8, ptr %112, align 1, !dbg !278, !tbaa !276
  %114 = icmp eq i8 %113, 0, !dbg !279
  br i1 %114, label %11, label %12, !dbg !279, !llvm.loop !325
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @sum_twice(i32 %0, ...) unnamed_addr #4 !dbg !327 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !334
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !335
    #dbg_assign(i1 undef, !332, !DIExpression(), !335, ptr %3, !DIExpression(), !336)
    #dbg_value(i32 5, !331, !DIExpression(), !336)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10, !dbg !337
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !338
    #dbg_assign(i1 undef, !339, !DIExpression(), !334, ptr %2, !DIExpression(), !353)
    #dbg_value(i32 5, !345, !DIExpression(), !353)
    #dbg_value(ptr %3, !346, !DIExpression(), !353)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !355
  call void @llvm.va_copy.p0(ptr nonnull %2, ptr nonnull %3), !dbg !356
    #dbg_value(i32 0, !347, !DIExpression(), !353)
    #dbg_value(i32 0, !348, !DIExpression(), !353)
    #dbg_value(i32 0, !349, !DIExpression(), !357)
  %4 = load i32, ptr %3, align 16
    #dbg_value(i32 0, !349, !DIExpression(), !357)
    #dbg_value(i32 0, !347, !DIExpression(), !353)
  %5 = getelementptr inbounds i8, ptr %3, i64 8
    #dbg_value(i32 0, !349, !DIExpression(), !357)
    #dbg_value(i32 0, !347, !DIExpression(), !353)
  %6 = icmp ult i32 %4, 41, !dbg !358
  br i1 %6, label %11, label %7, !dbg !358

7:                                                ; preds = %1
  %8 = load ptr, ptr %5, align 8, !dbg !358
  %9 = getelementptr i8, ptr %8, i64 8, !dbg !358
  store ptr %9, ptr %5, align 8, !dbg !358, !DIAssignID !360
    #dbg_assign(ptr %9, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !360, ptr %5, !DIExpression(), !336)
  %10 = load i32, ptr %8, align 4, !dbg !358, !tbaa !151
    #dbg_value(i32 %10, !347, !DIExpression(), !353)
    #dbg_value(i32 1, !349, !DIExpression(), !357)
  br label %21, !dbg !358

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %3, i64 16
  %13 = load ptr, ptr %12, align 16, !dbg !358
  %14 = zext nneg i32 %4 to i64, !dbg !358
  %15 = getelementptr i8, ptr %13, i64 %14, !dbg !358
  %16 = add nuw nsw i32 %4, 8, !dbg !358
  store i32 %16, ptr %3, align 16, !dbg !358, !DIAssignID !361
    #dbg_assign(i32 %16, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !361, ptr %3, !DIExpression(), !336)
  %17 = load i32, ptr %15, align 4, !dbg !358, !tbaa !151
    #dbg_value(i32 %17, !347, !DIExpression(), !353)
    #dbg_value(i32 1, !349, !DIExpression(), !357)
  %18 = icmp ult i32 %4, 33, !dbg !358
  br i1 %18, label %26, label %19, !dbg !358

19:                                               ; preds = %11
  %20 = load ptr, ptr %5, align 8, !dbg !358
  br label %21, !dbg !358

21:                                               ; preds = %19, %7
  %22 = phi ptr [ %9, %7 ], [ %20, %19 ], !dbg !358
  %23 = phi i32 [ %10, %7 ], [ %17, %19 ]
  %24 = getelementptr i8, ptr %22, i64 8, !dbg !358
  store ptr %24, ptr %5, align 8, !dbg !358, !DIAssignID !362
    #dbg_assign(ptr %24, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !362, ptr %5, !DIExpression(), !336)
  %25 = load i32, ptr %22, align 4, !dbg !358, !tbaa !151
    #dbg_value(!DIArgList(i32 %25, i32 %23), !347, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !353)
    #dbg_value(i32 2, !349, !DIExpression(), !357)
  br label %34, !dbg !358

26:                                               ; preds = %11
  %27 = zext nneg i32 %16 to i64, !dbg !358
  %28 = getelementptr i8, ptr %13, i64 %27, !dbg !358
  %29 = add nuw nsw i32 %4, 16, !dbg !358
  store i32 %29, ptr %3, align 16, !dbg !358, !DIAssignID !363
    #dbg_assign(i32 %29, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !363, ptr %3, !DIExpression(), !336)
  %30 = load i32, ptr %28, align 4, !dbg !358, !tbaa !151
    #dbg_value(!DIArgList(i32 %30, i32 %17), !347, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !353)
    #dbg_value(i32 2, !349, !DIExpression(), !357)
  %31 = icmp ult i32 %4, 25, !dbg !358
  br i1 %31, label %40, label %32, !dbg !358

32:                                               ; preds = %26
  %33 = load ptr, ptr %5, align 8, !dbg !358
  br label %34, !dbg !358

34:                                               ; preds = %32, %21
  %35 = phi ptr [ %24, %21 ], [ %33, %32 ], !dbg !358
  %36 = phi i32 [ %25, %21 ], [ %30, %32 ]
  %37 = phi i32 [ %23, %21 ], [ %17, %32 ]
  %38 = getelementptr i8, ptr %35, i64 8, !dbg !358
  store ptr %38, ptr %5, align 8, !dbg !358, !DIAssignID !364
    #dbg_assign(ptr %38, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !364, ptr %5, !DIExpression(), !336)
  %39 = load i32, ptr %35, align 4, !dbg !358, !tbaa !151
    #dbg_value(!DIArgList(i32 %39, i32 %36, i32 %37), !347, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !353)
    #dbg_value(i32 3, !349, !DIExpression(), !357)
  br label %48, !dbg !358

40:                                               ; preds = %26
  %41 = zext nneg i32 %29 to i64, !dbg !358
  %42 = getelementptr i8, ptr %13, i64 %41, !dbg !358
  %43 = add nuw nsw i32 %4, 24, !dbg !358
  store i32 %43, ptr %3, align 16, !dbg !358, !DIAssignID !365
    #dbg_assign(i32 %43, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !365, ptr %3, !DIExpression(), !336)
  %44 = load i32, ptr %42, align 4, !dbg !358, !tbaa !151
    #dbg_value(!DIArgList(i32 %44, i32 %30, i32 %17), !347, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !353)
    #dbg_value(i32 3, !349, !DIExpression(), !357)
  %45 = icmp ult i32 %4, 17, !dbg !358
  br i1 %45, label %55, label %46, !dbg !358

46:                                               ; preds = %40
  %47 = load ptr, ptr %5, align 8, !dbg !358
  br label %48, !dbg !358

48:                                               ; preds = %46, %34
  %49 = phi ptr [ %38, %34 ], [ %47, %46 ], !dbg !358
  %50 = phi i32 [ %39, %34 ], [ %44, %46 ]
  %51 = phi i32 [ %37, %34 ], [ %17, %46 ]
  %52 = phi i32 [ %36, %34 ], [ %30, %46 ]
  %53 = getelementptr i8, ptr %49, i64 8, !dbg !358
  store ptr %53, ptr %5, align 8, !dbg !358, !DIAssignID !366
    #dbg_assign(ptr %53, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !366, ptr %5, !DIExpression(), !336)
  %54 = load i32, ptr %49, align 4, !dbg !358, !tbaa !151
    #dbg_value(!DIArgList(i32 %54, i32 %50, i32 %52, i32 %51), !347, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !353)
    #dbg_value(i32 4, !349, !DIExpression(), !357)
  br label %63, !dbg !358

55:                                               ; preds = %40
  %56 = zext nneg i32 %43 to i64, !dbg !358
  %57 = getelementptr i8, ptr %13, i64 %56, !dbg !358
  %58 = or disjoint i32 %4, 32, !dbg !358
  store i32 %58, ptr %3, align 16, !dbg !358, !DIAssignID !367
    #dbg_assign(i32 %58, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !367, ptr %3, !DIExpression(), !336)
  %59 = load i32, ptr %57, align 4, !dbg !358, !tbaa !151
    #dbg_value(!DIArgList(i32 %59, i32 %44, i32 %30, i32 %17), !347, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !353)
    #dbg_value(i32 4, !349, !DIExpression(), !357)
  %60 = icmp ult i32 %58, 41, !dbg !358
  br i1 %60, label %70, label %61, !dbg !358

61:                                               ; preds = %55
  %62 = load ptr, ptr %5, align 8, !dbg !358
  br label %63, !dbg !358

63:                                               ; preds = %61, %48
  %64 = phi ptr [ %53, %48 ], [ %62, %61 ], !dbg !358
  %65 = phi i32 [ %54, %48 ], [ %59, %61 ]
  %66 = phi i32 [ %52, %48 ], [ %30, %61 ]
  %67 = phi i32 [ %51, %48 ], [ %17, %61 ]
  %68 = phi i32 [ %50, %48 ], [ %44, %61 ]
  %69 = getelementptr i8, ptr %64, i64 8, !dbg !358
  store ptr %69, ptr %5, align 8, !dbg !358, !DIAssignID !368
    #dbg_assign(ptr %69, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !368, ptr %5, !DIExpression(), !336)
  br label %74, !dbg !358

70:                                               ; preds = %55
  %71 = zext nneg i32 %58 to i64, !dbg !358
  %72 = getelementptr i8, ptr %13, i64 %71, !dbg !358
  %73 = add nuw nsw i32 %4, 40, !dbg !358
  store i32 %73, ptr %3, align 16, !dbg !358, !DIAssignID !369
    #dbg_assign(i32 %73, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !369, ptr %3, !DIExpression(), !336)
  br label %74, !dbg !358

74:                                               ; preds = %70, %63
  %75 = phi i32 [ %59, %70 ], [ %65, %63 ]
  %76 = phi i32 [ %30, %70 ], [ %66, %63 ]
  %77 = phi i32 [ %17, %70 ], [ %67, %63 ]
  %78 = phi i32 [ %44, %70 ], [ %68, %63 ]
  %79 = phi ptr [ %72, %70 ], [ %64, %63 ], !dbg !358
  %80 = load i32, ptr %79, align 4, !dbg !358, !tbaa !151
    #dbg_value(i32 %158, !347, !DIExpression(), !353)
    #dbg_value(i32 5, !349, !DIExpression(), !357)
  %81 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !351, !DIExpression(), !370)
    #dbg_value(i32 0, !348, !DIExpression(), !353)
  %82 = getelementptr inbounds i8, ptr %2, i64 8
  %83 = getelementptr inbounds i8, ptr %2, i64 16
  %84 = load ptr, ptr %83, align 16
  %85 = load ptr, ptr %82, align 8
  %86 = icmp ult i32 %81, 41, !dbg !371
  br i1 %86, label %90, label %87, !dbg !371

87:                                               ; preds = %74
  %88 = getelementptr i8, ptr %85, i64 8, !dbg !371
  store ptr %88, ptr %82, align 8, !dbg !371, !DIAssignID !373
    #dbg_assign(ptr %88, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !373, ptr %82, !DIExpression(), !353)
  %89 = load i32, ptr %85, align 4, !dbg !371, !tbaa !151
    #dbg_value(i32 %89, !348, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !353)
    #dbg_value(i32 1, !351, !DIExpression(), !370)
  br label %96, !dbg !371

90:                                               ; preds = %74
  %91 = zext nneg i32 %81 to i64, !dbg !371
  %92 = getelementptr i8, ptr %84, i64 %91, !dbg !371
  %93 = add nuw nsw i32 %81, 8, !dbg !371
  store i32 %93, ptr %2, align 16, !dbg !371, !DIAssignID !374
    #dbg_assign(i32 %93, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !374, ptr %2, !DIExpression(), !353)
  %94 = load i32, ptr %92, align 4, !dbg !371, !tbaa !151
    #dbg_value(i32 %94, !348, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !353)
    #dbg_value(i32 1, !351, !DIExpression(), !370)
  %95 = icmp ult i32 %81, 33, !dbg !371
  br i1 %95, label %101, label %96, !dbg !371

96:                                               ; preds = %90, %87
  %97 = phi i32 [ %89, %87 ], [ %94, %90 ]
  %98 = phi ptr [ %88, %87 ], [ %85, %90 ]
  %99 = getelementptr i8, ptr %98, i64 8, !dbg !371
  store ptr %99, ptr %82, align 8, !dbg !371, !DIAssignID !373
    #dbg_assign(ptr %99, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !373, ptr %82, !DIExpression(), !353)
  %100 = load i32, ptr %98, align 4, !dbg !371, !tbaa !151
    #dbg_value(!DIArgList(i32 %100, i32 %97), !348, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !353)
    #dbg_value(i32 2, !351, !DIExpression(), !370)
  br label %107, !dbg !371

101:                                              ; preds = %90
  %102 = zext nneg i32 %93 to i64, !dbg !371
  %103 = getelementptr i8, ptr %84, i64 %102, !dbg !371
  %104 = add nuw nsw i32 %81, 16, !dbg !371
  store i32 %104, ptr %2, align 16, !dbg !371, !DIAssignID !374
    #dbg_assign(i32 %104, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !374, ptr %2, !DIExpression(), !353)
  %105 = load i32, ptr %103, align 4, !dbg !371, !tbaa !151
    #dbg_value(!DIArgList(i32 %105, i32 %94), !348, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !353)
    #dbg_value(i32 2, !351, !DIExpression(), !370)
  %106 = icmp ult i32 %81, 25, !dbg !371
  br i1 %106, label %113, label %107, !dbg !371

107:                                              ; preds = %101, %96
  %108 = phi i32 [ %100, %96 ], [ %105, %101 ]
  %109 = phi ptr [ %99, %96 ], [ %85, %101 ]
  %110 = phi i32 [ %97, %96 ], [ %94, %101 ]
  %111 = getelementptr i8, ptr %109, i64 8, !dbg !371
  store ptr %111, ptr %82, align 8, !dbg !371, !DIAssignID !373
    #dbg_assign(ptr %111, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !373, ptr %82, !DIExpression(), !353)
  %112 = load i32, ptr %109, align 4, !dbg !371, !tbaa !151
    #dbg_value(!DIArgList(i32 %112, i32 %108, i32 %110), !348, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !353)
    #dbg_value(i32 3, !351, !DIExpression(), !370)
  br label %119, !dbg !371

113:                                              ; preds = %101
  %114 = zext nneg i32 %104 to i64, !dbg !371
  %115 = getelementptr i8, ptr %84, i64 %114, !dbg !371
  %116 = add nuw nsw i32 %81, 24, !dbg !371
  store i32 %116, ptr %2, align 16, !dbg !371, !DIAssignID !374
    #dbg_assign(i32 %116, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !374, ptr %2, !DIExpression(), !353)
  %117 = load i32, ptr %115, align 4, !dbg !371, !tbaa !151
    #dbg_value(!DIArgList(i32 %117, i32 %105, i32 %94), !348, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !353)
    #dbg_value(i32 3, !351, !DIExpression(), !370)
  %118 = icmp ult i32 %81, 17, !dbg !371
  br i1 %118, label %126, label %119, !dbg !371

119:                                              ; preds = %113, %107
  %120 = phi i32 [ %112, %107 ], [ %117, %113 ]
  %121 = phi ptr [ %111, %107 ], [ %85, %113 ]
  %122 = phi i32 [ %110, %107 ], [ %94, %113 ]
  %123 = phi i32 [ %108, %107 ], [ %105, %113 ]
  %124 = getelementptr i8, ptr %121, i64 8, !dbg !371
  store ptr %124, ptr %82, align 8, !dbg !371, !DIAssignID !373
    #dbg_assign(ptr %124, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !373, ptr %82, !DIExpression(), !353)
  %125 = load i32, ptr %121, align 4, !dbg !371, !tbaa !151
    #dbg_value(!DIArgList(i32 %125, i32 %120, i32 %123, i32 %122), !348, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !353)
    #dbg_value(i32 4, !351, !DIExpression(), !370)
  br label %132, !dbg !371

126:                                              ; preds = %113
  %127 = zext nneg i32 %116 to i64, !dbg !371
  %128 = getelementptr i8, ptr %84, i64 %127, !dbg !371
  %129 = or disjoint i32 %81, 32, !dbg !371
  store i32 %129, ptr %2, align 16, !dbg !371, !DIAssignID !374
    #dbg_assign(i32 %129, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !374, ptr %2, !DIExpression(), !353)
  %130 = load i32, ptr %128, align 4, !dbg !371, !tbaa !151
    #dbg_value(!DIArgList(i32 %130, i32 %117, i32 %105, i32 %94), !348, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !353)
    #dbg_value(i32 4, !351, !DIExpression(), !370)
  %131 = icmp ult i32 %129, 41, !dbg !371
  br i1 %131, label %139, label %132, !dbg !371

132:                                              ; preds = %126, %119
  %133 = phi i32 [ %125, %119 ], [ %130, %126 ]
  %134 = phi ptr [ %124, %119 ], [ %85, %126 ]
  %135 = phi i32 [ %123, %119 ], [ %105, %126 ]
  %136 = phi i32 [ %122, %119 ], [ %94, %126 ]
  %137 = phi i32 [ %120, %119 ], [ %117, %126 ]
  %138 = getelementptr i8, ptr %134, i64 8, !dbg !371
  store ptr %138, ptr %82, align 8, !dbg !371, !DIAssignID !373
    #dbg_assign(ptr %138, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !373, ptr %82, !DIExpression(), !353)
  br label %143, !dbg !371

139:                                              ; preds = %126
  %140 = zext nneg i32 %129 to i64, !dbg !371
  %141 = getelementptr i8, ptr %84, i64 %140, !dbg !371
  %142 = add nuw nsw i32 %81, 40, !dbg !371
  store i32 %142, ptr %2, align 16, !dbg !371, !DIAssignID !374
    #dbg_assign(i32 %142, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !374, ptr %2, !DIExpression(), !353)
  br label %143, !dbg !371

143:                                              ; preds = %132, %139
  %144 = phi i32 [ %130, %139 ], [ %133, %132 ]
  %145 = phi i32 [ %105, %139 ], [ %135, %132 ]
  %146 = phi i32 [ %94, %139 ], [ %136, %132 ]
  %147 = phi i32 [ %117, %139 ], [ %137, %132 ]
  %148 = phi ptr [ %141, %139 ], [ %134, %132 ], !dbg !371
    #dbg_value(i32 poison, !348, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !353)
    #dbg_value(i32 poison, !348, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !353)
    #dbg_value(i32 %152, !348, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !353)
    #dbg_value(i32 poison, !347, !DIExpression(), !353)
    #dbg_value(i32 poison, !347, !DIExpression(), !353)
    #dbg_value(i32 %157, !347, !DIExpression(), !353)
  %149 = load i32, ptr %148, align 4, !dbg !371, !tbaa !151
  %150 = add i32 %145, %144, !dbg !375
  %151 = add i32 %150, %146, !dbg !375
  %152 = add i32 %151, %147, !dbg !375
  %153 = add i32 %152, %149, !dbg !375
  %154 = shl i32 %153, 1, !dbg !375
    #dbg_value(i32 %154, !348, !DIExpression(), !353)
    #dbg_value(i32 5, !351, !DIExpression(), !370)
  %155 = add i32 %76, %75, !dbg !376
  %156 = add i32 %155, %77, !dbg !376
  %157 = add i32 %156, %78, !dbg !376
  %158 = add nsw i32 %157, %80, !dbg !376
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !377
  %159 = mul nsw i32 %158, 1000, !dbg !378
  %160 = add nsw i32 %154, %159, !dbg !379
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !380
    #dbg_value(i32 %160, !333, !DIExpression(), !336)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !381
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10, !dbg !382
  ret i32 %160, !dbg !383
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i64 @max_of(i32 %0, ...) unnamed_addr #4 !dbg !384 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !397
    #dbg_assign(i1 undef, !390, !DIExpression(), !397, ptr %2, !DIExpression(), !398)
    #dbg_value(i32 5, !389, !DIExpression(), !398)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !399
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !400
  %3 = load i32, ptr %2, align 16, !dbg !401
  %4 = icmp ult i32 %3, 41, !dbg !401
  br i1 %4, label %11, label %5, !dbg !401

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !401
  %7 = load ptr, ptr %6, align 8, !dbg !401
  %8 = getelementptr i8, ptr %7, i64 8, !dbg !401
  store ptr %8, ptr %6, align 8, !dbg !401, !DIAssignID !402
    #dbg_assign(ptr %8, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !402, ptr %6, !DIExpression(), !398)
  %9 = load i64, ptr %7, align 8, !dbg !401, !tbaa !403
    #dbg_value(i64 %9, !391, !DIExpression(), !398)
    #dbg_value(i32 1, !392, !DIExpression(), !405)
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  br label %22, !dbg !406

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !401
  %13 = load ptr, ptr %12, align 16, !dbg !401
  %14 = zext nneg i32 %3 to i64, !dbg !401
  %15 = getelementptr i8, ptr %13, i64 %14, !dbg !401
  %16 = add nuw nsw i32 %3, 8, !dbg !401
  store i32 %16, ptr %2, align 16, !dbg !401, !DIAssignID !407
    #dbg_assign(i32 %16, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !407, ptr %2, !DIExpression(), !398)
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = load ptr, ptr %17, align 8
  %19 = load i64, ptr %15, align 8, !dbg !401, !tbaa !403
    #dbg_value(i64 %19, !391, !DIExpression(), !398)
    #dbg_value(i32 1, !392, !DIExpression(), !405)
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = icmp ult i32 %3, 33, !dbg !406
  br i1 %21, label %28, label %22, !dbg !406

22:                                               ; preds = %11, %5
  %23 = phi ptr [ %10, %5 ], [ %20, %11 ]
  %24 = phi i64 [ %9, %5 ], [ %19, %11 ]
  %25 = phi ptr [ %8, %5 ], [ %18, %11 ]
  %26 = getelementptr i8, ptr %25, i64 8, !dbg !406
  store ptr %26, ptr %23, align 8, !dbg !406, !DIAssignID !408
    #dbg_assign(ptr %26, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !408, ptr %23, !DIExpression(), !398)
  %27 = load i64, ptr %25, align 8, !dbg !406, !tbaa !403
    #dbg_value(i64 %27, !394, !DIExpression(), !409)
    #dbg_value(i64 poison, !391, !DIExpression(), !398)
    #dbg_value(i32 2, !392, !DIExpression(), !405)
  br label %34, !dbg !406

28:                                               ; preds = %11
  %29 = zext nneg i32 %16 to i64, !dbg !406
  %30 = getelementptr i8, ptr %13, i64 %29, !dbg !406
  %31 = add nuw nsw i32 %3, 16, !dbg !406
  store i32 %31, ptr %2, align 16, !dbg !406, !DIAssignID !410
    #dbg_assign(i32 %31, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !410, ptr %2, !DIExpression(), !398)
  %32 = load i64, ptr %30, align 8, !dbg !406, !tbaa !403
    #dbg_value(i64 %32, !394, !DIExpression(), !409)
    #dbg_value(i64 poison, !391, !DIExpression(), !398)
    #dbg_value(i32 2, !392, !DIExpression(), !405)
  %33 = icmp ult i32 %3, 25, !dbg !406
  br i1 %33, label %41, label %34, !dbg !406

34:                                               ; preds = %28, %22
  %35 = phi i64 [ %27, %22 ], [ %32, %28 ]
  %36 = phi ptr [ %26, %22 ], [ %18, %28 ]
  %37 = phi i64 [ %24, %22 ], [ %19, %28 ]
  %38 = phi ptr [ %23, %22 ], [ %20, %28 ]
  %39 = getelementptr i8, ptr %36, i64 8, !dbg !406
  store ptr %39, ptr %38, align 8, !dbg !406, !DIAssignID !408
    #dbg_assign(ptr %39, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !408, ptr %38, !DIExpression(), !398)
  %40 = load i64, ptr %36, align 8, !dbg !406, !tbaa !403
    #dbg_value(i64 %40, !394, !DIExpression(), !409)
    #dbg_value(i64 poison, !391, !DIExpression(), !398)
    #dbg_value(i32 3, !392, !DIExpression(), !405)
  br label %47, !dbg !406

41:                                               ; preds = %28
  %42 = zext nneg i32 %31 to i64, !dbg !406
  %43 = getelementptr i8, ptr %13, i64 %42, !dbg !406
  %44 = add nuw nsw i32 %3, 24, !dbg !406
  store i32 %44, ptr %2, align 16, !dbg !406, !DIAssignID !410
    #dbg_assign(i32 %44, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !410, ptr %2, !DIExpression(), !398)
  %45 = load i64, ptr %43, align 8, !dbg !406, !tbaa !403
    #dbg_value(i64 %45, !394, !DIExpression(), !409)
    #dbg_value(i64 poison, !391, !DIExpression(), !398)
    #dbg_value(i32 3, !392, !DIExpression(), !405)
  %46 = icmp ult i32 %3, 17, !dbg !406
  br i1 %46, label %55, label %47, !dbg !406

47:                                               ; preds = %41, %34
  %48 = phi i64 [ %40, %34 ], [ %45, %41 ]
  %49 = phi ptr [ %39, %34 ], [ %18, %41 ]
  %50 = phi ptr [ %38, %34 ], [ %20, %41 ]
  %51 = phi i64 [ %37, %34 ], [ %19, %41 ]
  %52 = phi i64 [ %35, %34 ], [ %32, %41 ]
  %53 = getelementptr i8, ptr %49, i64 8, !dbg !406
  store ptr %53, ptr %50, align 8, !dbg !406, !DIAssignID !408
    #dbg_assign(ptr %53, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !408, ptr %50, !DIExpression(), !398)
  %54 = load i64, ptr %49, align 8, !dbg !406, !tbaa !403
    #dbg_value(i64 %54, !394, !DIExpression(), !409)
    #dbg_value(i64 poison, !391, !DIExpression(), !398)
    #dbg_value(i32 4, !392, !DIExpression(), !405)
  br label %61, !dbg !406

55:                                               ; preds = %41
  %56 = zext nneg i32 %44 to i64, !dbg !406
  %57 = getelementptr i8, ptr %13, i64 %56, !dbg !406
  %58 = or disjoint i32 %3, 32, !dbg !406
  store i32 %58, ptr %2, align 16, !dbg !406, !DIAssignID !410
    #dbg_assign(i32 %58, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !410, ptr %2, !DIExpression(), !398)
  %59 = load i64, ptr %57, align 8, !dbg !406, !tbaa !403
    #dbg_value(i64 %59, !394, !DIExpression(), !409)
    #dbg_value(i64 poison, !391, !DIExpression(), !398)
    #dbg_value(i32 4, !392, !DIExpression(), !405)
  %60 = icmp ult i32 %58, 41, !dbg !406
  br i1 %60, label %69, label %61, !dbg !406

61:                                               ; preds = %47, %55
  %62 = phi i64 [ %54, %47 ], [ %59, %55 ]
  %63 = phi ptr [ %53, %47 ], [ %18, %55 ]
  %64 = phi i64 [ %52, %47 ], [ %32, %55 ]
  %65 = phi i64 [ %51, %47 ], [ %19, %55 ]
  %66 = phi ptr [ %50, %47 ], [ %20, %55 ]
  %67 = phi i64 [ %48, %47 ], [ %45, %55 ]
  %68 = getelementptr i8, ptr %63, i64 8, !dbg !406
  store ptr %68, ptr %66, align 8, !dbg !406, !DIAssignID !408
    #dbg_assign(ptr %68, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !408, ptr %66, !DIExpression(), !398)
  br label %73, !dbg !406

69:                                               ; preds = %55
  %70 = zext nneg i32 %58 to i64, !dbg !406
  %71 = getelementptr i8, ptr %13, i64 %70, !dbg !406
  %72 = add nuw nsw i32 %3, 40, !dbg !406
  store i32 %72, ptr %2, align 16, !dbg !406, !DIAssignID !410
    #dbg_assign(i32 %72, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !410, ptr %2, !DIExpression(), !398)
  br label %73, !dbg !406

73:                                               ; preds = %69, %61
  %74 = phi i64 [ %59, %69 ], [ %62, %61 ]
  %75 = phi i64 [ %32, %69 ], [ %64, %61 ]
  %76 = phi i64 [ %19, %69 ], [ %65, %61 ]
  %77 = phi i64 [ %45, %69 ], [ %67, %61 ]
  %78 = phi ptr [ %71, %69 ], [ %63, %61 ], !dbg !406
  %79 = call i64 @llvm.smax.i64(i64 %75, i64 %76), !dbg !411
    #dbg_value(i64 %79, !391, !DIExpression(), !398)
  %80 = call i64 @llvm.smax.i64(i64 %77, i64 %79), !dbg !411
    #dbg_value(i64 %80, !391, !DIExpression(), !398)
  %81 = call i64 @llvm.smax.i64(i64 %74, i64 %80), !dbg !411
    #dbg_value(i64 %81, !391, !DIExpression(), !398)
  %82 = load i64, ptr %78, align 8, !dbg !406, !tbaa !403
    #dbg_value(i64 %82, !394, !DIExpression(), !409)
  %83 = call i64 @llvm.smax.i64(i64 %82, i64 %81), !dbg !411
    #dbg_value(i64 %83, !391, !DIExpression(), !398)
    #dbg_value(i32 5, !392, !DIExpression(), !405)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !412
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !413
  ret i64 %83, !dbg !414
}

; Function Attrs: nofree nounwind uwtable
define internal noundef ptr @concat(ptr noundef returned %0, ...) unnamed_addr #0 !dbg !415 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !422
    #dbg_assign(i1 undef, !420, !DIExpression(), !422, ptr %2, !DIExpression(), !423)
    #dbg_value(ptr %0, !419, !DIExpression(), !423)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !424
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !425
  store i8 0, ptr %0, align 1, !dbg !426, !tbaa !276
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  br label %8, !dbg !427

8:                                                ; preds = %24, %1
  %9 = phi ptr [ %19, %24 ], [ %7, %1 ]
  %10 = phi i32 [ %20, %24 ], [ %3, %1 ]
  %11 = icmp ult i32 %10, 41, !dbg !428
  br i1 %11, label %12, label %16, !dbg !428

12:                                               ; preds = %8
  %13 = zext nneg i32 %10 to i64, !dbg !428
  %14 = getelementptr i8, ptr %6, i64 %13, !dbg !428
  %15 = add nuw nsw i32 %10, 8, !dbg !428
  store i32 %15, ptr %2, align 16, !dbg !428, !DIAssignID !429
    #dbg_assign(i32 %15, !420, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !429, ptr %2, !DIExpression(), !423)
  br label %18, !dbg !428

16:                                               ; preds = %8
  %17 = getelementptr i8, ptr %9, i64 8, !dbg !428
  store ptr %17, ptr %4, align 8, !dbg !428, !DIAssignID !430
    #dbg_assign(ptr %17, !420, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !430, ptr %4, !DIExpression(), !423)
  br label %18, !dbg !428

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %9, %12 ], [ %17, %16 ]
  %20 = phi i32 [ %15, %12 ], [ %10, %16 ]
  %21 = phi ptr [ %14, %12 ], [ %9, %16 ], !dbg !428
  %22 = load ptr, ptr %21, align 8, !dbg !428, !tbaa !304
    #dbg_value(ptr %22, !421, !DIExpression(), !423)
  %23 = icmp eq ptr %22, null, !dbg !431
  br i1 %23, label %26, label %24, !dbg !427

24:                                               ; preds = %18
  %25 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %22) #10, !dbg !432
  br label %8, !dbg !427, !llvm.loop !433

26:                                               ; preds = %18
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !435
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !436
  ret ptr %0, !dbg !437
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @sum_pairs(i32 %0, ...) unnamed_addr #4 !dbg !438 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !448
    #dbg_assign(i1 undef, !441, !DIExpression(), !448, ptr %2, !DIExpression(), !449)
    #dbg_value(i32 3, !440, !DIExpression(), !449)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !450
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !451
    #dbg_value(double 0.000000e+00, !442, !DIExpression(), !449)
    #dbg_value(i32 0, !443, !DIExpression(), !452)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %2, align 16
  %5 = load i32, ptr %3, align 4
    #dbg_value(double 0.000000e+00, !442, !DIExpression(), !449)
    #dbg_value(i32 0, !443, !DIExpression(), !452)
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
    #dbg_value(double 0.000000e+00, !442, !DIExpression(), !449)
    #dbg_value(i32 0, !443, !DIExpression(), !452)
  %10 = icmp ult i32 %4, 41, !dbg !453
  %11 = icmp ult i32 %5, 161, !dbg !453
  %12 = and i1 %10, %11, !dbg !453
  br i1 %12, label %13, label %22, !dbg !453

13:                                               ; preds = %1
  %14 = zext nneg i32 %4 to i64, !dbg !453
  %15 = getelementptr i8, ptr %8, i64 %14, !dbg !453
  %16 = zext nneg i32 %5 to i64, !dbg !453
  %17 = getelementptr i8, ptr %8, i64 %16, !dbg !453
  %18 = load i32, ptr %15, align 4, !dbg !453
  %19 = load double, ptr %17, align 8, !dbg !453
  %20 = add nuw nsw i32 %4, 8, !dbg !453
  store i32 %20, ptr %2, align 16, !dbg !453, !DIAssignID !454
    #dbg_assign(i32 %20, !441, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !454, ptr %2, !DIExpression(), !449)
  %21 = add nuw nsw i32 %5, 16, !dbg !453
  store i32 %21, ptr %3, align 4, !dbg !453, !DIAssignID !455
    #dbg_assign(i32 %21, !441, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !455, ptr %3, !DIExpression(), !449)
  br label %27, !dbg !453

22:                                               ; preds = %1
  %23 = getelementptr i8, ptr %9, i64 16, !dbg !453
  store ptr %23, ptr %6, align 8, !dbg !453, !DIAssignID !456
    #dbg_assign(ptr %23, !441, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !456, ptr %6, !DIExpression(), !449)
  %24 = load i32, ptr %9, align 8, !dbg !453, !tbaa !151
  %25 = getelementptr inbounds i8, ptr %9, i64 8
  %26 = load double, ptr %25, align 8, !dbg !453, !tbaa !240
  br label %27, !dbg !453

27:                                               ; preds = %22, %13
  %28 = phi double [ %19, %13 ], [ %26, %22 ], !dbg !453
  %29 = phi i32 [ %18, %13 ], [ %24, %22 ], !dbg !453
  %30 = phi ptr [ %9, %13 ], [ %23, %22 ]
  %31 = phi i32 [ %21, %13 ], [ %5, %22 ]
  %32 = phi i32 [ %20, %13 ], [ %4, %22 ]
    #dbg_value(i32 %29, !445, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !457)
    #dbg_value(i32 poison, !445, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !457)
    #dbg_value(double %28, !445, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !457)
    #dbg_value(double poison, !442, !DIExpression(), !449)
    #dbg_value(i32 1, !443, !DIExpression(), !452)
  %33 = icmp ult i32 %32, 41, !dbg !453
  %34 = icmp ult i32 %31, 161, !dbg !453
  %35 = and i1 %33, %34, !dbg !453
  br i1 %35, label %41, label %36, !dbg !453

36:                                               ; preds = %27
  %37 = getelementptr i8, ptr %30, i64 16, !dbg !453
  store ptr %37, ptr %6, align 8, !dbg !453, !DIAssignID !456
    #dbg_assign(ptr %37, !441, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !456, ptr %6, !DIExpression(), !449)
  %38 = load i32, ptr %30, align 8, !dbg !453, !tbaa !151
  %39 = getelementptr inbounds i8, ptr %30, i64 8
  %40 = load double, ptr %39, align 8, !dbg !453, !tbaa !240
  br label %50, !dbg !453

41:                                               ; preds = %27
  %42 = zext nneg i32 %32 to i64, !dbg !453
  %43 = getelementptr i8, ptr %8, i64 %42, !dbg !453
  %44 = zext nneg i32 %31 to i64, !dbg !453
  %45 = getelementptr i8, ptr %8, i64 %44, !dbg !453
  %46 = load i32, ptr %43, align 4, !dbg !453
  %47 = load double, ptr %45, align 8, !dbg !453
  %48 = add nuw nsw i32 %32, 8, !dbg !453
  store i32 %48, ptr %2, align 16, !dbg !453, !DIAssignID !454
    #dbg_assign(i32 %48, !441, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !454, ptr %2, !DIExpression(), !449)
  %49 = add nuw nsw i32 %31, 16, !dbg !453
  store i32 %49, ptr %3, align 4, !dbg !453, !DIAssignID !455
    #dbg_assign(i32 %49, !441, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !455, ptr %3, !DIExpression(), !449)
  br label %50, !dbg !453

50:                                               ; preds = %41, %36
  %51 = phi double [ %47, %41 ], [ %40, %36 ], !dbg !453
  %52 = phi i32 [ %46, %41 ], [ %38, %36 ], !dbg !453
  %53 = phi ptr [ %30, %41 ], [ %37, %36 ]
  %54 = phi i32 [ %49, %41 ], [ %31, %36 ]
  %55 = phi i32 [ %48, %41 ], [ %32, %36 ]
    #dbg_value(i32 %52, !445, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !457)
    #dbg_value(i32 poison, !445, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !457)
    #dbg_value(double %51, !445, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !457)
    #dbg_value(double poison, !442, !DIExpression(), !449)
    #dbg_value(i32 2, !443, !DIExpression(), !452)
  %56 = icmp ult i32 %55, 41, !dbg !453
  %57 = icmp ult i32 %54, 161, !dbg !453
  %58 = and i1 %56, %57, !dbg !453
  br i1 %58, label %64, label %59, !dbg !453

59:                                               ; preds = %50
  %60 = getelementptr i8, ptr %53, i64 16, !dbg !453
  store ptr %60, ptr %6, align 8, !dbg !453, !DIAssignID !456
    #dbg_assign(ptr %60, !441, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !456, ptr %6, !DIExpression(), !449)
  %61 = load i32, ptr %53, align 8, !dbg !453, !tbaa !151
  %62 = getelementptr inbounds i8, ptr %53, i64 8
  %63 = load double, ptr %62, align 8, !dbg !453, !tbaa !240
  br label %73, !dbg !453

64:                                               ; preds = %50
  %65 = zext nneg i32 %55 to i64, !dbg !453
  %66 = getelementptr i8, ptr %8, i64 %65, !dbg !453
  %67 = zext nneg i32 %54 to i64, !dbg !453
  %68 = getelementptr i8, ptr %8, i64 %67, !dbg !453
  %69 = load i32, ptr %66, align 4, !dbg !453
  %70 = load double, ptr %68, align 8, !dbg !453
  %71 = add nuw nsw i32 %55, 8, !dbg !453
  store i32 %71, ptr %2, align 16, !dbg !453, !DIAssignID !454
    #dbg_assign(i32 %71, !441, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !454, ptr %2, !DIExpression(), !449)
  %72 = add nuw nsw i32 %54, 16, !dbg !453
  store i32 %72, ptr %3, align 4, !dbg !453, !DIAssignID !455
    #dbg_assign(i32 %72, !441, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !455, ptr %3, !DIExpression(), !449)
  br label %73, !dbg !453

73:                                               ; preds = %64, %59
  %74 = phi double [ %70, %64 ], [ %63, %59 ], !dbg !453
  %75 = phi i32 [ %69, %64 ], [ %61, %59 ], !dbg !453
  %76 = sitofp i32 %52 to double, !dbg !458
  %77 = sitofp i32 %29 to double, !dbg !458
  %78 = call double @llvm.fmuladd.f64(double %77, double %28, double 0.000000e+00), !dbg !459
    #dbg_value(double %78, !442, !DIExpression(), !449)
  %79 = call double @llvm.fmuladd.f64(double %76, double %51, double %78), !dbg !459
    #dbg_value(double %79, !442, !DIExpression(), !449)
    #dbg_value(i32 %75, !445, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !457)
    #dbg_value(i32 poison, !445, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !457)
    #dbg_value(double %74, !445, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !457)
  %80 = sitofp i32 %75 to double, !dbg !458
  %81 = call double @llvm.fmuladd.f64(double %80, double %74, double %79), !dbg !459
    #dbg_value(double %81, !442, !DIExpression(), !449)
    #dbg_value(i32 3, !443, !DIExpression(), !452)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !460
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !461
  ret double %81, !dbg !462
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree nounwind
declare !dbg !463 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !467 ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!210 = !DILocation(line: 12, column: 14, scope: !208)
!211 = distinct !DIAssignID()
!212 = distinct !DIAssignID()
!213 = !DILocation(line: 12, column: 11, scope: !208)
!214 = !DILocation(line: 13, column: 5, scope: !181)
!215 = !DILocation(line: 15, column: 1, scope: !181)
!216 = !DILocation(line: 14, column: 5, scope: !181)
!217 = distinct !{!217, !209, !218, !219}
!218 = !DILocation(line: 12, column: 14, scope: !201)
!219 = !{!"llvm.loop.mustprogress"}
!220 = distinct !DISubprogram(name: "mean_doubles", scope: !2, file: !2, line: 17, type: !221, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !223)
!221 = !DISubroutineType(types: !222)
!222 = !{!135, !119, null}
!223 = !{!224, !225, !226, !227}
!224 = !DILocalVariable(name: "count", arg: 1, scope: !220, file: !2, line: 17, type: !119)
!225 = !DILocalVariable(name: "ap", scope: !220, file: !2, line: 18, type: !188)
!226 = !DILocalVariable(name: "s", scope: !220, file: !2, line: 20, type: !135)
!227 = !DILocalVariable(name: "i", scope: !228, file: !2, line: 21, type: !119)
!228 = distinct !DILexicalBlock(scope: !220, file: !2, line: 21, column: 5)
!229 = distinct !DIAssignID()
!230 = !DILocation(line: 0, scope: !220)
!231 = !DILocation(line: 18, column: 5, scope: !220)
!232 = !DILocation(line: 19, column: 5, scope: !220)
!233 = !DILocation(line: 0, scope: !228)
!234 = !DILocation(line: 21, column: 23, scope: !235)
!235 = distinct !DILexicalBlock(scope: !228, file: !2, line: 21, column: 5)
!236 = !DILocation(line: 21, column: 5, scope: !228)
!237 = !DILocation(line: 22, column: 14, scope: !235)
!238 = distinct !DIAssignID()
!239 = distinct !DIAssignID()
!240 = !{!241, !241, i64 0}
!241 = !{!"double", !153, i64 0}
!242 = !DILocation(line: 22, column: 11, scope: !235)
!243 = !DILocation(line: 23, column: 5, scope: !220)
!244 = !DILocation(line: 24, column: 12, scope: !220)
!245 = !DILocation(line: 25, column: 1, scope: !220)
!246 = !DILocation(line: 24, column: 5, scope: !220)
!247 = distinct !{!247, !236, !248, !219}
!248 = !DILocation(line: 22, column: 14, scope: !228)
!249 = distinct !DISubprogram(name: "mini_format", scope: !2, file: !2, line: 28, type: !250, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !253)
!250 = !DISubroutineType(types: !251)
!251 = !{null, !252, !100, null}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!253 = !{!254, !255, !256, !257, !259, !265}
!254 = !DILocalVariable(name: "out", arg: 1, scope: !249, file: !2, line: 28, type: !252)
!255 = !DILocalVariable(name: "spec", arg: 2, scope: !249, file: !2, line: 28, type: !100)
!256 = !DILocalVariable(name: "ap", scope: !249, file: !2, line: 29, type: !188)
!257 = !DILocalVariable(name: "c", scope: !258, file: !2, line: 32, type: !100)
!258 = distinct !DILexicalBlock(scope: !249, file: !2, line: 32, column: 5)
!259 = !DILocalVariable(name: "tmp", scope: !260, file: !2, line: 33, type: !262)
!260 = distinct !DILexicalBlock(scope: !261, file: !2, line: 32, column: 41)
!261 = distinct !DILexicalBlock(scope: !258, file: !2, line: 32, column: 5)
!262 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !263)
!263 = !{!264}
!264 = !DISubrange(count: 64)
!265 = !DILocalVariable(name: "ip", scope: !266, file: !2, line: 40, type: !268)
!266 = distinct !DILexicalBlock(scope: !267, file: !2, line: 39, column: 19)
!267 = distinct !DILexicalBlock(scope: !260, file: !2, line: 34, column: 21)
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!269 = distinct !DIAssignID()
!270 = !DILocation(line: 0, scope: !249)
!271 = distinct !DIAssignID()
!272 = !DILocation(line: 0, scope: !260)
!273 = !DILocation(line: 29, column: 5, scope: !249)
!274 = !DILocation(line: 30, column: 5, scope: !249)
!275 = !DILocation(line: 31, column: 12, scope: !249)
!276 = !{!153, !153, i64 0}
!277 = !DILocation(line: 0, scope: !258)
!278 = !DILocation(line: 32, column: 32, scope: !261)
!279 = !DILocation(line: 32, column: 5, scope: !258)
!280 = !DILocation(line: 50, column: 5, scope: !249)
!281 = !DILocation(line: 51, column: 1, scope: !249)
!282 = !DILocation(line: 33, column: 9, scope: !260)
!283 = !DILocation(line: 34, column: 9, scope: !260)
!284 = !DILocation(line: 35, column: 42, scope: !267)
!285 = distinct !DIAssignID()
!286 = distinct !DIAssignID()
!287 = !DILocation(line: 35, column: 19, scope: !267)
!288 = !DILocation(line: 35, column: 60, scope: !267)
!289 = !DILocation(line: 36, column: 43, scope: !267)
!290 = distinct !DIAssignID()
!291 = distinct !DIAssignID()
!292 = !{!293, !293, i64 0}
!293 = !{!"long", !153, i64 0}
!294 = !DILocation(line: 36, column: 19, scope: !267)
!295 = !DILocation(line: 36, column: 62, scope: !267)
!296 = !DILocation(line: 37, column: 44, scope: !267)
!297 = distinct !DIAssignID()
!298 = distinct !DIAssignID()
!299 = !DILocation(line: 37, column: 19, scope: !267)
!300 = !DILocation(line: 37, column: 65, scope: !267)
!301 = !DILocation(line: 38, column: 42, scope: !267)
!302 = distinct !DIAssignID()
!303 = distinct !DIAssignID()
!304 = !{!305, !305, i64 0}
!305 = !{!"any pointer", !153, i64 0}
!306 = !DILocation(line: 38, column: 19, scope: !267)
!307 = !DILocation(line: 38, column: 69, scope: !267)
!308 = !DILocation(line: 40, column: 23, scope: !266)
!309 = distinct !DIAssignID()
!310 = distinct !DIAssignID()
!311 = !DILocation(line: 0, scope: !266)
!312 = !DILocation(line: 41, column: 17, scope: !266)
!313 = !DILocation(line: 42, column: 13, scope: !266)
!314 = !DILocation(line: 45, column: 48, scope: !267)
!315 = distinct !DIAssignID()
!316 = distinct !DIAssignID()
!317 = !DILocation(line: 45, column: 42, scope: !267)
!318 = !DILocation(line: 45, column: 19, scope: !267)
!319 = !DILocation(line: 45, column: 66, scope: !267)
!320 = !DILocation(line: 46, column: 18, scope: !267)
!321 = !DILocation(line: 46, column: 39, scope: !267)
!322 = !DILocation(line: 48, column: 9, scope: !260)
!323 = !DILocation(line: 49, column: 5, scope: !261)
!324 = !DILocation(line: 32, column: 37, scope: !261)
!325 = distinct !{!325, !279, !326, !219}
!326 = !DILocation(line: 49, column: 5, scope: !258)
!327 = distinct !DISubprogram(name: "sum_twice", scope: !2, file: !2, line: 65, type: !328, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !330)
!328 = !DISubroutineType(types: !329)
!329 = !{!119, !119, null}
!330 = !{!331, !332, !333}
!331 = !DILocalVariable(name: "count", arg: 1, scope: !327, file: !2, line: 65, type: !119)
!332 = !DILocalVariable(name: "ap", scope: !327, file: !2, line: 66, type: !188)
!333 = !DILocalVariable(name: "r", scope: !327, file: !2, line: 68, type: !119)
!334 = distinct !DIAssignID()
!335 = distinct !DIAssignID()
!336 = !DILocation(line: 0, scope: !327)
!337 = !DILocation(line: 66, column: 5, scope: !327)
!338 = !DILocation(line: 67, column: 5, scope: !327)
!339 = !DILocalVariable(name: "copy", scope: !340, file: !2, line: 54, type: !188)
!340 = distinct !DISubprogram(name: "vsum_twice", scope: !2, file: !2, line: 53, type: !341, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !344)
!341 = !DISubroutineType(types: !342)
!342 = !{!119, !119, !343}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!344 = !{!345, !346, !339, !347, !348, !349, !351}
!345 = !DILocalVariable(name: "count", arg: 1, scope: !340, file: !2, line: 53, type: !119)
!346 = !DILocalVariable(name: "ap", arg: 2, scope: !340, file: !2, line: 53, type: !343)
!347 = !DILocalVariable(name: "a", scope: !340, file: !2, line: 56, type: !119)
!348 = !DILocalVariable(name: "b", scope: !340, file: !2, line: 56, type: !119)
!349 = !DILocalVariable(name: "i", scope: !350, file: !2, line: 57, type: !119)
!350 = distinct !DILexicalBlock(scope: !340, file: !2, line: 57, column: 5)
!351 = !DILocalVariable(name: "i", scope: !352, file: !2, line: 59, type: !119)
!352 = distinct !DILexicalBlock(scope: !340, file: !2, line: 59, column: 5)
!353 = !DILocation(line: 0, scope: !340, inlinedAt: !354)
!354 = distinct !DILocation(line: 68, column: 13, scope: !327)
!355 = !DILocation(line: 54, column: 5, scope: !340, inlinedAt: !354)
!356 = !DILocation(line: 55, column: 5, scope: !340, inlinedAt: !354)
!357 = !DILocation(line: 0, scope: !350, inlinedAt: !354)
!358 = !DILocation(line: 58, column: 14, scope: !359, inlinedAt: !354)
!359 = distinct !DILexicalBlock(scope: !350, file: !2, line: 57, column: 5)
!360 = distinct !DIAssignID()
!361 = distinct !DIAssignID()
!362 = distinct !DIAssignID()
!363 = distinct !DIAssignID()
!364 = distinct !DIAssignID()
!365 = distinct !DIAssignID()
!366 = distinct !DIAssignID()
!367 = distinct !DIAssignID()
!368 = distinct !DIAssignID()
!369 = distinct !DIAssignID()
!370 = !DILocation(line: 0, scope: !352, inlinedAt: !354)
!371 = !DILocation(line: 60, column: 14, scope: !372, inlinedAt: !354)
!372 = distinct !DILexicalBlock(scope: !352, file: !2, line: 59, column: 5)
!373 = distinct !DIAssignID()
!374 = distinct !DIAssignID()
!375 = !DILocation(line: 60, column: 11, scope: !372, inlinedAt: !354)
!376 = !DILocation(line: 58, column: 11, scope: !359, inlinedAt: !354)
!377 = !DILocation(line: 61, column: 5, scope: !340, inlinedAt: !354)
!378 = !DILocation(line: 62, column: 14, scope: !340, inlinedAt: !354)
!379 = !DILocation(line: 62, column: 21, scope: !340, inlinedAt: !354)
!380 = !DILocation(line: 63, column: 1, scope: !340, inlinedAt: !354)
!381 = !DILocation(line: 69, column: 5, scope: !327)
!382 = !DILocation(line: 71, column: 1, scope: !327)
!383 = !DILocation(line: 70, column: 5, scope: !327)
!384 = distinct !DISubprogram(name: "max_of", scope: !2, file: !2, line: 73, type: !385, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !388)
!385 = !DISubroutineType(types: !386)
!386 = !{!387, !119, null}
!387 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!388 = !{!389, !390, !391, !392, !394}
!389 = !DILocalVariable(name: "count", arg: 1, scope: !384, file: !2, line: 73, type: !119)
!390 = !DILocalVariable(name: "ap", scope: !384, file: !2, line: 74, type: !188)
!391 = !DILocalVariable(name: "m", scope: !384, file: !2, line: 76, type: !387)
!392 = !DILocalVariable(name: "i", scope: !393, file: !2, line: 77, type: !119)
!393 = distinct !DILexicalBlock(scope: !384, file: !2, line: 77, column: 5)
!394 = !DILocalVariable(name: "v", scope: !395, file: !2, line: 78, type: !387)
!395 = distinct !DILexicalBlock(scope: !396, file: !2, line: 77, column: 37)
!396 = distinct !DILexicalBlock(scope: !393, file: !2, line: 77, column: 5)
!397 = distinct !DIAssignID()
!398 = !DILocation(line: 0, scope: !384)
!399 = !DILocation(line: 74, column: 5, scope: !384)
!400 = !DILocation(line: 75, column: 5, scope: !384)
!401 = !DILocation(line: 76, column: 19, scope: !384)
!402 = distinct !DIAssignID()
!403 = !{!404, !404, i64 0}
!404 = !{!"long long", !153, i64 0}
!405 = !DILocation(line: 0, scope: !393)
!406 = !DILocation(line: 78, column: 23, scope: !395)
!407 = distinct !DIAssignID()
!408 = distinct !DIAssignID()
!409 = !DILocation(line: 0, scope: !395)
!410 = distinct !DIAssignID()
!411 = !DILocation(line: 79, column: 13, scope: !395)
!412 = !DILocation(line: 82, column: 5, scope: !384)
!413 = !DILocation(line: 84, column: 1, scope: !384)
!414 = !DILocation(line: 83, column: 5, scope: !384)
!415 = distinct !DISubprogram(name: "concat", scope: !2, file: !2, line: 86, type: !416, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !418)
!416 = !DISubroutineType(types: !417)
!417 = !{!100, !252, null}
!418 = !{!419, !420, !421}
!419 = !DILocalVariable(name: "buf", arg: 1, scope: !415, file: !2, line: 86, type: !252)
!420 = !DILocalVariable(name: "ap", scope: !415, file: !2, line: 87, type: !188)
!421 = !DILocalVariable(name: "s", scope: !415, file: !2, line: 90, type: !100)
!422 = distinct !DIAssignID()
!423 = !DILocation(line: 0, scope: !415)
!424 = !DILocation(line: 87, column: 5, scope: !415)
!425 = !DILocation(line: 88, column: 5, scope: !415)
!426 = !DILocation(line: 89, column: 12, scope: !415)
!427 = !DILocation(line: 91, column: 5, scope: !415)
!428 = !DILocation(line: 91, column: 17, scope: !415)
!429 = distinct !DIAssignID()
!430 = distinct !DIAssignID()
!431 = !DILocation(line: 91, column: 43, scope: !415)
!432 = !DILocation(line: 92, column: 9, scope: !415)
!433 = distinct !{!433, !427, !434, !219}
!434 = !DILocation(line: 92, column: 22, scope: !415)
!435 = !DILocation(line: 93, column: 5, scope: !415)
!436 = !DILocation(line: 95, column: 1, scope: !415)
!437 = !DILocation(line: 94, column: 5, scope: !415)
!438 = distinct !DISubprogram(name: "sum_pairs", scope: !2, file: !2, line: 102, type: !221, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !98, retainedNodes: !439)
!439 = !{!440, !441, !442, !443, !445}
!440 = !DILocalVariable(name: "count", arg: 1, scope: !438, file: !2, line: 102, type: !119)
!441 = !DILocalVariable(name: "ap", scope: !438, file: !2, line: 103, type: !188)
!442 = !DILocalVariable(name: "s", scope: !438, file: !2, line: 105, type: !135)
!443 = !DILocalVariable(name: "i", scope: !444, file: !2, line: 106, type: !119)
!444 = distinct !DILexicalBlock(scope: !438, file: !2, line: 106, column: 5)
!445 = !DILocalVariable(name: "p", scope: !446, file: !2, line: 107, type: !131)
!446 = distinct !DILexicalBlock(scope: !447, file: !2, line: 106, column: 37)
!447 = distinct !DILexicalBlock(scope: !444, file: !2, line: 106, column: 5)
!448 = distinct !DIAssignID()
!449 = !DILocation(line: 0, scope: !438)
!450 = !DILocation(line: 103, column: 5, scope: !438)
!451 = !DILocation(line: 104, column: 5, scope: !438)
!452 = !DILocation(line: 0, scope: !444)
!453 = !DILocation(line: 107, column: 25, scope: !446)
!454 = distinct !DIAssignID()
!455 = distinct !DIAssignID()
!456 = distinct !DIAssignID()
!457 = !DILocation(line: 0, scope: !446)
!458 = !DILocation(line: 108, column: 14, scope: !446)
!459 = !DILocation(line: 108, column: 11, scope: !446)
!460 = !DILocation(line: 110, column: 5, scope: !438)
!461 = !DILocation(line: 112, column: 1, scope: !438)
!462 = !DILocation(line: 111, column: 5, scope: !438)
!463 = !DISubprogram(name: "sprintf", scope: !177, file: !177, line: 358, type: !464, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{!119, !466, !180, null}
!466 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !252)
!467 = !DISubprogram(name: "strcat", scope: !468, file: !468, line: 149, type: !469, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!469 = !DISubroutineType(types: !470)
!470 = !{!252, !466, !180}
