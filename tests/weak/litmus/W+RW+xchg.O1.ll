; ModuleID = 'W+RW+xchg.c'
source_filename = "W+RW+xchg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !190
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !193
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !195
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [12 x i8] c"W+RW+xchg.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !45
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !47
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !49
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !51
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !53
@.str.17 = private unnamed_addr constant [14 x i8] c"!\22outcome 16\22\00", align 1, !dbg !55
@.str.18 = private unnamed_addr constant [14 x i8] c"!\22outcome 17\22\00", align 1, !dbg !57
@.str.19 = private unnamed_addr constant [14 x i8] c"!\22outcome 18\22\00", align 1, !dbg !59
@.str.20 = private unnamed_addr constant [14 x i8] c"!\22outcome 19\22\00", align 1, !dbg !61
@.str.21 = private unnamed_addr constant [14 x i8] c"!\22outcome 20\22\00", align 1, !dbg !63
@.str.22 = private unnamed_addr constant [14 x i8] c"!\22outcome 21\22\00", align 1, !dbg !65
@.str.23 = private unnamed_addr constant [14 x i8] c"!\22outcome 22\22\00", align 1, !dbg !67
@.str.24 = private unnamed_addr constant [14 x i8] c"!\22outcome 23\22\00", align 1, !dbg !69
@.str.25 = private unnamed_addr constant [14 x i8] c"!\22outcome 24\22\00", align 1, !dbg !71
@.str.26 = private unnamed_addr constant [14 x i8] c"!\22outcome 25\22\00", align 1, !dbg !73
@.str.27 = private unnamed_addr constant [14 x i8] c"!\22outcome 26\22\00", align 1, !dbg !75
@.str.28 = private unnamed_addr constant [14 x i8] c"!\22outcome 27\22\00", align 1, !dbg !77
@.str.29 = private unnamed_addr constant [14 x i8] c"!\22outcome 28\22\00", align 1, !dbg !79
@.str.30 = private unnamed_addr constant [14 x i8] c"!\22outcome 29\22\00", align 1, !dbg !81
@.str.31 = private unnamed_addr constant [14 x i8] c"!\22outcome 30\22\00", align 1, !dbg !83
@.str.32 = private unnamed_addr constant [14 x i8] c"!\22outcome 31\22\00", align 1, !dbg !85
@.str.33 = private unnamed_addr constant [14 x i8] c"!\22outcome 32\22\00", align 1, !dbg !87
@.str.34 = private unnamed_addr constant [14 x i8] c"!\22outcome 33\22\00", align 1, !dbg !89
@.str.35 = private unnamed_addr constant [14 x i8] c"!\22outcome 34\22\00", align 1, !dbg !91
@.str.36 = private unnamed_addr constant [14 x i8] c"!\22outcome 35\22\00", align 1, !dbg !93
@.str.37 = private unnamed_addr constant [14 x i8] c"!\22outcome 36\22\00", align 1, !dbg !95
@.str.38 = private unnamed_addr constant [14 x i8] c"!\22outcome 37\22\00", align 1, !dbg !97
@.str.39 = private unnamed_addr constant [14 x i8] c"!\22outcome 38\22\00", align 1, !dbg !99
@.str.40 = private unnamed_addr constant [14 x i8] c"!\22outcome 39\22\00", align 1, !dbg !101
@.str.41 = private unnamed_addr constant [14 x i8] c"!\22outcome 40\22\00", align 1, !dbg !103
@.str.42 = private unnamed_addr constant [14 x i8] c"!\22outcome 41\22\00", align 1, !dbg !105
@.str.43 = private unnamed_addr constant [14 x i8] c"!\22outcome 42\22\00", align 1, !dbg !107
@.str.44 = private unnamed_addr constant [14 x i8] c"!\22outcome 43\22\00", align 1, !dbg !109
@.str.45 = private unnamed_addr constant [14 x i8] c"!\22outcome 44\22\00", align 1, !dbg !111
@.str.46 = private unnamed_addr constant [14 x i8] c"!\22outcome 45\22\00", align 1, !dbg !113
@.str.47 = private unnamed_addr constant [14 x i8] c"!\22outcome 46\22\00", align 1, !dbg !115
@.str.48 = private unnamed_addr constant [14 x i8] c"!\22outcome 47\22\00", align 1, !dbg !117
@.str.49 = private unnamed_addr constant [14 x i8] c"!\22outcome 48\22\00", align 1, !dbg !119
@.str.50 = private unnamed_addr constant [14 x i8] c"!\22outcome 49\22\00", align 1, !dbg !121
@.str.51 = private unnamed_addr constant [14 x i8] c"!\22outcome 50\22\00", align 1, !dbg !123
@.str.52 = private unnamed_addr constant [14 x i8] c"!\22outcome 51\22\00", align 1, !dbg !125
@.str.53 = private unnamed_addr constant [14 x i8] c"!\22outcome 52\22\00", align 1, !dbg !127
@.str.54 = private unnamed_addr constant [14 x i8] c"!\22outcome 53\22\00", align 1, !dbg !129
@.str.55 = private unnamed_addr constant [14 x i8] c"!\22outcome 54\22\00", align 1, !dbg !131
@.str.56 = private unnamed_addr constant [14 x i8] c"!\22outcome 55\22\00", align 1, !dbg !133
@.str.57 = private unnamed_addr constant [14 x i8] c"!\22outcome 56\22\00", align 1, !dbg !135
@.str.58 = private unnamed_addr constant [14 x i8] c"!\22outcome 57\22\00", align 1, !dbg !137
@.str.59 = private unnamed_addr constant [14 x i8] c"!\22outcome 58\22\00", align 1, !dbg !139
@.str.60 = private unnamed_addr constant [14 x i8] c"!\22outcome 59\22\00", align 1, !dbg !141
@.str.61 = private unnamed_addr constant [14 x i8] c"!\22outcome 60\22\00", align 1, !dbg !143
@.str.62 = private unnamed_addr constant [14 x i8] c"!\22outcome 61\22\00", align 1, !dbg !145
@.str.63 = private unnamed_addr constant [14 x i8] c"!\22outcome 62\22\00", align 1, !dbg !147
@.str.64 = private unnamed_addr constant [14 x i8] c"!\22outcome 63\22\00", align 1, !dbg !149
@.str.65 = private unnamed_addr constant [14 x i8] c"!\22outcome 64\22\00", align 1, !dbg !151
@.str.66 = private unnamed_addr constant [14 x i8] c"!\22outcome 65\22\00", align 1, !dbg !153
@.str.67 = private unnamed_addr constant [14 x i8] c"!\22outcome 66\22\00", align 1, !dbg !155
@.str.68 = private unnamed_addr constant [14 x i8] c"!\22outcome 67\22\00", align 1, !dbg !157
@.str.69 = private unnamed_addr constant [14 x i8] c"!\22outcome 68\22\00", align 1, !dbg !159
@.str.70 = private unnamed_addr constant [14 x i8] c"!\22outcome 69\22\00", align 1, !dbg !161
@.str.71 = private unnamed_addr constant [14 x i8] c"!\22outcome 70\22\00", align 1, !dbg !163
@.str.72 = private unnamed_addr constant [14 x i8] c"!\22outcome 71\22\00", align 1, !dbg !165
@.str.73 = private unnamed_addr constant [14 x i8] c"!\22outcome 72\22\00", align 1, !dbg !167
@.str.74 = private unnamed_addr constant [14 x i8] c"!\22outcome 73\22\00", align 1, !dbg !169
@.str.75 = private unnamed_addr constant [14 x i8] c"!\22outcome 74\22\00", align 1, !dbg !171
@.str.76 = private unnamed_addr constant [14 x i8] c"!\22outcome 75\22\00", align 1, !dbg !173
@.str.77 = private unnamed_addr constant [14 x i8] c"!\22outcome 76\22\00", align 1, !dbg !175
@.str.78 = private unnamed_addr constant [14 x i8] c"!\22outcome 77\22\00", align 1, !dbg !177
@.str.79 = private unnamed_addr constant [14 x i8] c"!\22outcome 78\22\00", align 1, !dbg !179
@.str.80 = private unnamed_addr constant [14 x i8] c"!\22outcome 79\22\00", align 1, !dbg !181
@.str.81 = private unnamed_addr constant [14 x i8] c"!\22outcome 80\22\00", align 1, !dbg !183
@.str.82 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !185

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !206 {
    #dbg_value(ptr poison, !211, !DIExpression(), !212)
  store volatile i32 1, ptr @x, align 4, !dbg !213, !tbaa !214
  %2 = load volatile i32, ptr @x, align 4, !dbg !218, !tbaa !214
  store i32 %2, ptr @r0_1, align 4, !dbg !219, !tbaa !214
  ret ptr null, !dbg !220
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #1 !dbg !221 {
    #dbg_value(ptr poison, !223, !DIExpression(), !224)
  %2 = load volatile i32, ptr @x, align 4, !dbg !225, !tbaa !214
  store i32 %2, ptr @r1_0, align 4, !dbg !226, !tbaa !214
  %3 = atomicrmw volatile xchg ptr @x, i32 2 seq_cst, align 4, !dbg !227
  store i32 %3, ptr @r1_1, align 4, !dbg !228, !tbaa !214
  ret ptr null, !dbg !229
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !230 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !245
    #dbg_assign(i1 undef, !234, !DIExpression(), !245, ptr %1, !DIExpression(), !246)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !247
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !248
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !249
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !250
  %5 = load i64, ptr %1, align 16, !dbg !251, !tbaa !252
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !254
  %7 = load i64, ptr %3, align 8, !dbg !255, !tbaa !252
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !256
    #dbg_value(i32 0, !243, !DIExpression(), !246)
  %9 = load i32, ptr @r0_1, align 4, !dbg !257, !tbaa !214
    #dbg_value(i32 %9, !241, !DIExpression(), !246)
  %10 = icmp ult i32 %9, 2, !dbg !258
  %11 = icmp eq i32 %9, 2, !dbg !258
  %12 = select i1 %11, i32 2, i32 -1, !dbg !258
  %13 = select i1 %10, i32 %9, i32 %12, !dbg !258
    #dbg_value(i32 %13, !242, !DIExpression(), !246)
  %14 = icmp slt i32 %13, 0, !dbg !259
  br i1 %14, label %125, label %15, !dbg !261

15:                                               ; preds = %0
    #dbg_value(i32 %13, !243, !DIExpression(), !246)
  %16 = load i32, ptr @r1_0, align 4, !dbg !262, !tbaa !214
    #dbg_value(i32 %16, !241, !DIExpression(), !246)
  %17 = icmp ult i32 %16, 2, !dbg !263
  %18 = icmp eq i32 %16, 2, !dbg !263
  %19 = select i1 %18, i32 2, i32 -1, !dbg !263
  %20 = select i1 %17, i32 %16, i32 %19, !dbg !263
    #dbg_value(i32 %20, !242, !DIExpression(), !246)
  %21 = icmp slt i32 %20, 0, !dbg !264
  br i1 %21, label %125, label %22, !dbg !266

22:                                               ; preds = %15
    #dbg_value(!DIArgList(i32 %20, i32 %13), !243, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !246)
  %23 = load i32, ptr @r1_1, align 4, !dbg !267, !tbaa !214
    #dbg_value(i32 %23, !241, !DIExpression(), !246)
  %24 = icmp ult i32 %23, 2, !dbg !268
  %25 = icmp eq i32 %23, 2, !dbg !268
  %26 = select i1 %25, i32 2, i32 -1, !dbg !268
  %27 = select i1 %24, i32 %23, i32 %26, !dbg !268
    #dbg_value(i32 %27, !242, !DIExpression(), !246)
  %28 = icmp slt i32 %27, 0, !dbg !269
  br i1 %28, label %125, label %29, !dbg !271

29:                                               ; preds = %22
    #dbg_value(!DIArgList(i32 %20, i32 %13), !243, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !246)
    #dbg_value(!DIArgList(i32 %20, i32 %13), !243, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !246)
    #dbg_value(!DIArgList(i32 %20, i32 %27, i32 %13), !243, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !246)
  %30 = load volatile i32, ptr @x, align 4, !dbg !272, !tbaa !214
    #dbg_value(i32 %30, !241, !DIExpression(), !246)
  %31 = icmp ult i32 %30, 2, !dbg !273
  %32 = icmp eq i32 %30, 2, !dbg !273
  %33 = select i1 %32, i32 2, i32 -1, !dbg !273
  %34 = select i1 %31, i32 %30, i32 %33, !dbg !273
    #dbg_value(i32 %34, !242, !DIExpression(), !246)
  %35 = icmp slt i32 %34, 0, !dbg !274
  br i1 %35, label %125, label %36, !dbg !276

36:                                               ; preds = %29
  %37 = mul nuw nsw i32 %20, 3, !dbg !277
    #dbg_value(!DIArgList(i32 %37, i32 %27, i32 %13), !243, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !246)
  %38 = add nuw nsw i32 %37, %13, !dbg !278
    #dbg_value(!DIArgList(i32 %38, i32 %27), !243, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !246)
  %39 = mul nuw nsw i32 %27, 9, !dbg !279
    #dbg_value(!DIArgList(i32 %38, i32 %39), !243, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !246)
  %40 = add nuw nsw i32 %38, %39, !dbg !280
    #dbg_value(i32 %40, !243, !DIExpression(), !246)
  %41 = mul nuw nsw i32 %34, 27, !dbg !281
  %42 = add nuw nsw i32 %40, %41, !dbg !282
    #dbg_value(i32 %42, !243, !DIExpression(), !246)
  switch i32 %42, label %124 [
    i32 0, label %43
    i32 1, label %44
    i32 2, label %45
    i32 3, label %46
    i32 4, label %47
    i32 5, label %48
    i32 6, label %49
    i32 7, label %50
    i32 8, label %51
    i32 9, label %52
    i32 10, label %53
    i32 11, label %54
    i32 12, label %55
    i32 13, label %56
    i32 14, label %57
    i32 15, label %58
    i32 16, label %59
    i32 17, label %60
    i32 18, label %61
    i32 19, label %62
    i32 20, label %63
    i32 21, label %64
    i32 22, label %65
    i32 23, label %66
    i32 24, label %67
    i32 25, label %68
    i32 26, label %69
    i32 27, label %70
    i32 28, label %71
    i32 29, label %72
    i32 30, label %73
    i32 31, label %74
    i32 32, label %75
    i32 33, label %76
    i32 34, label %77
    i32 35, label %78
    i32 36, label %79
    i32 37, label %80
    i32 38, label %81
    i32 39, label %82
    i32 40, label %83
    i32 41, label %84
    i32 42, label %85
    i32 43, label %86
    i32 44, label %87
    i32 45, label %88
    i32 46, label %89
    i32 47, label %90
    i32 48, label %91
    i32 49, label %92
    i32 50, label %93
    i32 51, label %94
    i32 52, label %95
    i32 53, label %96
    i32 54, label %97
    i32 55, label %98
    i32 56, label %99
    i32 57, label %100
    i32 58, label %101
    i32 59, label %102
    i32 60, label %103
    i32 61, label %104
    i32 62, label %105
    i32 63, label %106
    i32 64, label %107
    i32 65, label %108
    i32 66, label %109
    i32 67, label %110
    i32 68, label %111
    i32 69, label %112
    i32 70, label %113
    i32 71, label %114
    i32 72, label %115
    i32 73, label %116
    i32 74, label %117
    i32 75, label %118
    i32 76, label %119
    i32 77, label %120
    i32 78, label %121
    i32 79, label %122
    i32 80, label %123
  ], !dbg !283

43:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 72, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !284
  unreachable, !dbg !284

44:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 77, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !288
  unreachable, !dbg !288

45:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 82, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !291
  unreachable, !dbg !291

46:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 87, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !294
  unreachable, !dbg !294

47:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 92, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !297
  unreachable, !dbg !297

48:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 97, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !300
  unreachable, !dbg !300

49:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 102, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !303
  unreachable, !dbg !303

50:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 107, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !306
  unreachable, !dbg !306

51:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 112, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !309
  unreachable, !dbg !309

52:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 117, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !312
  unreachable, !dbg !312

53:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 122, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !315
  unreachable, !dbg !315

54:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 127, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !318
  unreachable, !dbg !318

55:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 132, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !321
  unreachable, !dbg !321

56:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 137, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !324
  unreachable, !dbg !324

57:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 142, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !327
  unreachable, !dbg !327

58:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 147, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !330
  unreachable, !dbg !330

59:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 152, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !333
  unreachable, !dbg !333

60:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.1, i32 noundef 157, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !336
  unreachable, !dbg !336

61:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.1, i32 noundef 162, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !339
  unreachable, !dbg !339

62:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.1, i32 noundef 167, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !342
  unreachable, !dbg !342

63:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.1, i32 noundef 172, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !345
  unreachable, !dbg !345

64:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.1, i32 noundef 177, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !348
  unreachable, !dbg !348

65:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.1, i32 noundef 182, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !351
  unreachable, !dbg !351

66:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.1, i32 noundef 187, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !354
  unreachable, !dbg !354

67:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.1, i32 noundef 192, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !357
  unreachable, !dbg !357

68:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.26, ptr noundef nonnull @.str.1, i32 noundef 197, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !360
  unreachable, !dbg !360

69:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.1, i32 noundef 202, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !363
  unreachable, !dbg !363

70:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.28, ptr noundef nonnull @.str.1, i32 noundef 207, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !366
  unreachable, !dbg !366

71:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.29, ptr noundef nonnull @.str.1, i32 noundef 212, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !369
  unreachable, !dbg !369

72:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.1, i32 noundef 217, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !372
  unreachable, !dbg !372

73:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.31, ptr noundef nonnull @.str.1, i32 noundef 222, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !375
  unreachable, !dbg !375

74:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.1, i32 noundef 227, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !378
  unreachable, !dbg !378

75:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.33, ptr noundef nonnull @.str.1, i32 noundef 232, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !381
  unreachable, !dbg !381

76:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.34, ptr noundef nonnull @.str.1, i32 noundef 237, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !384
  unreachable, !dbg !384

77:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.35, ptr noundef nonnull @.str.1, i32 noundef 242, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !387
  unreachable, !dbg !387

78:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.36, ptr noundef nonnull @.str.1, i32 noundef 247, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !390
  unreachable, !dbg !390

79:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.1, i32 noundef 252, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !393
  unreachable, !dbg !393

80:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.38, ptr noundef nonnull @.str.1, i32 noundef 257, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !396
  unreachable, !dbg !396

81:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.39, ptr noundef nonnull @.str.1, i32 noundef 262, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !399
  unreachable, !dbg !399

82:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.40, ptr noundef nonnull @.str.1, i32 noundef 267, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !402
  unreachable, !dbg !402

83:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.41, ptr noundef nonnull @.str.1, i32 noundef 272, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !405
  unreachable, !dbg !405

84:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.42, ptr noundef nonnull @.str.1, i32 noundef 277, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !408
  unreachable, !dbg !408

85:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.43, ptr noundef nonnull @.str.1, i32 noundef 282, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !411
  unreachable, !dbg !411

86:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.44, ptr noundef nonnull @.str.1, i32 noundef 287, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !414
  unreachable, !dbg !414

87:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.45, ptr noundef nonnull @.str.1, i32 noundef 292, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !417
  unreachable, !dbg !417

88:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.46, ptr noundef nonnull @.str.1, i32 noundef 297, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !420
  unreachable, !dbg !420

89:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.47, ptr noundef nonnull @.str.1, i32 noundef 302, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !423
  unreachable, !dbg !423

90:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.48, ptr noundef nonnull @.str.1, i32 noundef 307, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !426
  unreachable, !dbg !426

91:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.49, ptr noundef nonnull @.str.1, i32 noundef 312, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !429
  unreachable, !dbg !429

92:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.50, ptr noundef nonnull @.str.1, i32 noundef 317, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !432
  unreachable, !dbg !432

93:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.51, ptr noundef nonnull @.str.1, i32 noundef 322, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !435
  unreachable, !dbg !435

94:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.52, ptr noundef nonnull @.str.1, i32 noundef 327, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !438
  unreachable, !dbg !438

95:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.53, ptr noundef nonnull @.str.1, i32 noundef 332, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !441
  unreachable, !dbg !441

96:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.54, ptr noundef nonnull @.str.1, i32 noundef 337, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !444
  unreachable, !dbg !444

97:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.55, ptr noundef nonnull @.str.1, i32 noundef 342, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !447
  unreachable, !dbg !447

98:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.56, ptr noundef nonnull @.str.1, i32 noundef 347, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !450
  unreachable, !dbg !450

99:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.57, ptr noundef nonnull @.str.1, i32 noundef 352, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !453
  unreachable, !dbg !453

100:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.58, ptr noundef nonnull @.str.1, i32 noundef 357, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !456
  unreachable, !dbg !456

101:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.59, ptr noundef nonnull @.str.1, i32 noundef 362, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !459
  unreachable, !dbg !459

102:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.60, ptr noundef nonnull @.str.1, i32 noundef 367, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !462
  unreachable, !dbg !462

103:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.61, ptr noundef nonnull @.str.1, i32 noundef 372, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !465
  unreachable, !dbg !465

104:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.62, ptr noundef nonnull @.str.1, i32 noundef 377, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !468
  unreachable, !dbg !468

105:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.63, ptr noundef nonnull @.str.1, i32 noundef 382, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !471
  unreachable, !dbg !471

106:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.64, ptr noundef nonnull @.str.1, i32 noundef 387, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !474
  unreachable, !dbg !474

107:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.65, ptr noundef nonnull @.str.1, i32 noundef 392, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !477
  unreachable, !dbg !477

108:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.66, ptr noundef nonnull @.str.1, i32 noundef 397, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !480
  unreachable, !dbg !480

109:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.67, ptr noundef nonnull @.str.1, i32 noundef 402, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !483
  unreachable, !dbg !483

110:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.68, ptr noundef nonnull @.str.1, i32 noundef 407, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !486
  unreachable, !dbg !486

111:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.69, ptr noundef nonnull @.str.1, i32 noundef 412, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !489
  unreachable, !dbg !489

112:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.70, ptr noundef nonnull @.str.1, i32 noundef 417, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !492
  unreachable, !dbg !492

113:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.71, ptr noundef nonnull @.str.1, i32 noundef 422, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !495
  unreachable, !dbg !495

114:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.72, ptr noundef nonnull @.str.1, i32 noundef 427, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !498
  unreachable, !dbg !498

115:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.73, ptr noundef nonnull @.str.1, i32 noundef 432, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !501
  unreachable, !dbg !501

116:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.74, ptr noundef nonnull @.str.1, i32 noundef 437, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !504
  unreachable, !dbg !504

117:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.75, ptr noundef nonnull @.str.1, i32 noundef 442, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !507
  unreachable, !dbg !507

118:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.76, ptr noundef nonnull @.str.1, i32 noundef 447, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !510
  unreachable, !dbg !510

119:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.77, ptr noundef nonnull @.str.1, i32 noundef 452, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !513
  unreachable, !dbg !513

120:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.78, ptr noundef nonnull @.str.1, i32 noundef 457, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !516
  unreachable, !dbg !516

121:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.79, ptr noundef nonnull @.str.1, i32 noundef 462, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !519
  unreachable, !dbg !519

122:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.80, ptr noundef nonnull @.str.1, i32 noundef 467, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !522
  unreachable, !dbg !522

123:                                              ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.81, ptr noundef nonnull @.str.1, i32 noundef 472, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !525
  unreachable, !dbg !525

124:                                              ; preds = %36
  unreachable

125:                                              ; preds = %29, %22, %15, %0
    #dbg_label(!244, !528)
  call void @__assert_fail(ptr noundef nonnull @.str.82, ptr noundef nonnull @.str.1, i32 noundef 481, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !529
  unreachable, !dbg !529
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !532 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !552 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !556 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!198, !199, !200, !201, !202, !203, !204}
!llvm.ident = !{!205}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 17, type: !197, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "W+RW+xchg.c", directory: ".", checksumkind: CSK_MD5, checksum: "b9b6fbc178aa542cdf7251eb48e4a730")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !45, !47, !49, !51, !53, !55, !57, !59, !61, !63, !65, !67, !69, !71, !73, !75, !77, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !121, !123, !125, !127, !129, !131, !133, !135, !137, !139, !141, !143, !145, !147, !149, !151, !153, !155, !157, !159, !161, !163, !165, !167, !169, !171, !173, !175, !177, !179, !181, !183, !185, !0, !190, !193, !195}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 117, type: !7, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 122, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 14)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 127, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 137, type: !42, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 142, type: !42, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 147, type: !42, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 152, type: !42, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !42, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 162, type: !42, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 167, type: !42, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !42, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 177, type: !42, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 182, type: !42, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 187, type: !42, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 192, type: !42, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 197, type: !42, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 202, type: !42, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 207, type: !42, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 212, type: !42, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 217, type: !42, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 222, type: !42, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 227, type: !42, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 232, type: !42, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 237, type: !42, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 242, type: !42, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 247, type: !42, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 252, type: !42, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 257, type: !42, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 262, type: !42, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 267, type: !42, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 272, type: !42, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 277, type: !42, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 282, type: !42, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 287, type: !42, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 292, type: !42, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !3, line: 297, type: !42, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 302, type: !42, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 307, type: !42, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 312, type: !42, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !3, line: 317, type: !42, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !3, line: 322, type: !42, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !3, line: 327, type: !42, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 332, type: !42, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 337, type: !42, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 342, type: !42, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !3, line: 347, type: !42, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !3, line: 352, type: !42, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !3, line: 357, type: !42, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !3, line: 362, type: !42, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !3, line: 367, type: !42, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !3, line: 372, type: !42, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !3, line: 377, type: !42, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !3, line: 382, type: !42, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !3, line: 387, type: !42, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !3, line: 392, type: !42, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(scope: null, file: !3, line: 397, type: !42, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !3, line: 402, type: !42, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !3, line: 407, type: !42, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !3, line: 412, type: !42, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !3, line: 417, type: !42, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !3, line: 422, type: !42, isLocal: true, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(scope: null, file: !3, line: 427, type: !42, isLocal: true, isDefinition: true)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !3, line: 432, type: !42, isLocal: true, isDefinition: true)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(scope: null, file: !3, line: 437, type: !42, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(scope: null, file: !3, line: 442, type: !42, isLocal: true, isDefinition: true)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(scope: null, file: !3, line: 447, type: !42, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(scope: null, file: !3, line: 452, type: !42, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !3, line: 457, type: !42, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(scope: null, file: !3, line: 462, type: !42, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(scope: null, file: !3, line: 467, type: !42, isLocal: true, isDefinition: true)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(scope: null, file: !3, line: 472, type: !42, isLocal: true, isDefinition: true)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(scope: null, file: !3, line: 481, type: !187, isLocal: true, isDefinition: true)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 22)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 18, type: !192, isLocal: false, isDefinition: true)
!192 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !192, isLocal: false, isDefinition: true)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !192, isLocal: false, isDefinition: true)
!197 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !192)
!198 = !{i32 7, !"Dwarf Version", i32 5}
!199 = !{i32 2, !"Debug Info Version", i32 3}
!200 = !{i32 1, !"wchar_size", i32 4}
!201 = !{i32 8, !"PIC Level", i32 2}
!202 = !{i32 7, !"PIE Level", i32 2}
!203 = !{i32 7, !"uwtable", i32 2}
!204 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!205 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!206 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !207, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !210)
!207 = !DISubroutineType(types: !208)
!208 = !{!209, !209}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!210 = !{!211}
!211 = !DILocalVariable(name: "arg", arg: 1, scope: !206, file: !3, line: 20, type: !209)
!212 = !DILocation(line: 0, scope: !206)
!213 = !DILocation(line: 23, column: 4, scope: !206)
!214 = !{!215, !215, i64 0}
!215 = !{!"int", !216, i64 0}
!216 = !{!"omnipotent char", !217, i64 0}
!217 = !{!"Simple C/C++ TBAA"}
!218 = !DILocation(line: 24, column: 9, scope: !206)
!219 = !DILocation(line: 24, column: 7, scope: !206)
!220 = !DILocation(line: 25, column: 2, scope: !206)
!221 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !207, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !222)
!222 = !{!223}
!223 = !DILocalVariable(name: "arg", arg: 1, scope: !221, file: !3, line: 28, type: !209)
!224 = !DILocation(line: 0, scope: !221)
!225 = !DILocation(line: 31, column: 9, scope: !221)
!226 = !DILocation(line: 31, column: 7, scope: !221)
!227 = !DILocation(line: 32, column: 9, scope: !221)
!228 = !DILocation(line: 32, column: 7, scope: !221)
!229 = !DILocation(line: 33, column: 2, scope: !221)
!230 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !231, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{!192}
!233 = !{!234, !241, !242, !243, !244}
!234 = !DILocalVariable(name: "th", scope: !230, file: !3, line: 38, type: !235)
!235 = !DICompositeType(tag: DW_TAG_array_type, baseType: !236, size: 128, elements: !239)
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !237, line: 27, baseType: !238)
!237 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!238 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!239 = !{!240}
!240 = !DISubrange(count: 2)
!241 = !DILocalVariable(name: "v", scope: !230, file: !3, line: 43, type: !192)
!242 = !DILocalVariable(name: "d", scope: !230, file: !3, line: 43, type: !192)
!243 = !DILocalVariable(name: "o", scope: !230, file: !3, line: 43, type: !192)
!244 = !DILabel(scope: !230, name: "unexpected", file: !3, line: 480)
!245 = distinct !DIAssignID()
!246 = !DILocation(line: 0, scope: !230)
!247 = !DILocation(line: 38, column: 2, scope: !230)
!248 = !DILocation(line: 39, column: 2, scope: !230)
!249 = !DILocation(line: 40, column: 18, scope: !230)
!250 = !DILocation(line: 40, column: 2, scope: !230)
!251 = !DILocation(line: 41, column: 15, scope: !230)
!252 = !{!253, !253, i64 0}
!253 = !{!"long", !216, i64 0}
!254 = !DILocation(line: 41, column: 2, scope: !230)
!255 = !DILocation(line: 42, column: 15, scope: !230)
!256 = !DILocation(line: 42, column: 2, scope: !230)
!257 = !DILocation(line: 44, column: 6, scope: !230)
!258 = !DILocation(line: 45, column: 6, scope: !230)
!259 = !DILocation(line: 46, column: 8, scope: !260)
!260 = distinct !DILexicalBlock(scope: !230, file: !3, line: 46, column: 6)
!261 = !DILocation(line: 46, column: 6, scope: !230)
!262 = !DILocation(line: 49, column: 6, scope: !230)
!263 = !DILocation(line: 50, column: 6, scope: !230)
!264 = !DILocation(line: 51, column: 8, scope: !265)
!265 = distinct !DILexicalBlock(scope: !230, file: !3, line: 51, column: 6)
!266 = !DILocation(line: 51, column: 6, scope: !230)
!267 = !DILocation(line: 54, column: 6, scope: !230)
!268 = !DILocation(line: 55, column: 6, scope: !230)
!269 = !DILocation(line: 56, column: 8, scope: !270)
!270 = distinct !DILexicalBlock(scope: !230, file: !3, line: 56, column: 6)
!271 = !DILocation(line: 56, column: 6, scope: !230)
!272 = !DILocation(line: 59, column: 6, scope: !230)
!273 = !DILocation(line: 60, column: 6, scope: !230)
!274 = !DILocation(line: 61, column: 8, scope: !275)
!275 = distinct !DILexicalBlock(scope: !230, file: !3, line: 61, column: 6)
!276 = !DILocation(line: 61, column: 6, scope: !230)
!277 = !DILocation(line: 53, column: 9, scope: !230)
!278 = !DILocation(line: 53, column: 4, scope: !230)
!279 = !DILocation(line: 58, column: 9, scope: !230)
!280 = !DILocation(line: 58, column: 4, scope: !230)
!281 = !DILocation(line: 63, column: 9, scope: !230)
!282 = !DILocation(line: 63, column: 4, scope: !230)
!283 = !DILocation(line: 69, column: 2, scope: !230)
!284 = !DILocation(line: 72, column: 3, scope: !285)
!285 = distinct !DILexicalBlock(scope: !286, file: !3, line: 72, column: 3)
!286 = distinct !DILexicalBlock(scope: !287, file: !3, line: 72, column: 3)
!287 = distinct !DILexicalBlock(scope: !230, file: !3, line: 69, column: 13)
!288 = !DILocation(line: 77, column: 3, scope: !289)
!289 = distinct !DILexicalBlock(scope: !290, file: !3, line: 77, column: 3)
!290 = distinct !DILexicalBlock(scope: !287, file: !3, line: 77, column: 3)
!291 = !DILocation(line: 82, column: 3, scope: !292)
!292 = distinct !DILexicalBlock(scope: !293, file: !3, line: 82, column: 3)
!293 = distinct !DILexicalBlock(scope: !287, file: !3, line: 82, column: 3)
!294 = !DILocation(line: 87, column: 3, scope: !295)
!295 = distinct !DILexicalBlock(scope: !296, file: !3, line: 87, column: 3)
!296 = distinct !DILexicalBlock(scope: !287, file: !3, line: 87, column: 3)
!297 = !DILocation(line: 92, column: 3, scope: !298)
!298 = distinct !DILexicalBlock(scope: !299, file: !3, line: 92, column: 3)
!299 = distinct !DILexicalBlock(scope: !287, file: !3, line: 92, column: 3)
!300 = !DILocation(line: 97, column: 3, scope: !301)
!301 = distinct !DILexicalBlock(scope: !302, file: !3, line: 97, column: 3)
!302 = distinct !DILexicalBlock(scope: !287, file: !3, line: 97, column: 3)
!303 = !DILocation(line: 102, column: 3, scope: !304)
!304 = distinct !DILexicalBlock(scope: !305, file: !3, line: 102, column: 3)
!305 = distinct !DILexicalBlock(scope: !287, file: !3, line: 102, column: 3)
!306 = !DILocation(line: 107, column: 3, scope: !307)
!307 = distinct !DILexicalBlock(scope: !308, file: !3, line: 107, column: 3)
!308 = distinct !DILexicalBlock(scope: !287, file: !3, line: 107, column: 3)
!309 = !DILocation(line: 112, column: 3, scope: !310)
!310 = distinct !DILexicalBlock(scope: !311, file: !3, line: 112, column: 3)
!311 = distinct !DILexicalBlock(scope: !287, file: !3, line: 112, column: 3)
!312 = !DILocation(line: 117, column: 3, scope: !313)
!313 = distinct !DILexicalBlock(scope: !314, file: !3, line: 117, column: 3)
!314 = distinct !DILexicalBlock(scope: !287, file: !3, line: 117, column: 3)
!315 = !DILocation(line: 122, column: 3, scope: !316)
!316 = distinct !DILexicalBlock(scope: !317, file: !3, line: 122, column: 3)
!317 = distinct !DILexicalBlock(scope: !287, file: !3, line: 122, column: 3)
!318 = !DILocation(line: 127, column: 3, scope: !319)
!319 = distinct !DILexicalBlock(scope: !320, file: !3, line: 127, column: 3)
!320 = distinct !DILexicalBlock(scope: !287, file: !3, line: 127, column: 3)
!321 = !DILocation(line: 132, column: 3, scope: !322)
!322 = distinct !DILexicalBlock(scope: !323, file: !3, line: 132, column: 3)
!323 = distinct !DILexicalBlock(scope: !287, file: !3, line: 132, column: 3)
!324 = !DILocation(line: 137, column: 3, scope: !325)
!325 = distinct !DILexicalBlock(scope: !326, file: !3, line: 137, column: 3)
!326 = distinct !DILexicalBlock(scope: !287, file: !3, line: 137, column: 3)
!327 = !DILocation(line: 142, column: 3, scope: !328)
!328 = distinct !DILexicalBlock(scope: !329, file: !3, line: 142, column: 3)
!329 = distinct !DILexicalBlock(scope: !287, file: !3, line: 142, column: 3)
!330 = !DILocation(line: 147, column: 3, scope: !331)
!331 = distinct !DILexicalBlock(scope: !332, file: !3, line: 147, column: 3)
!332 = distinct !DILexicalBlock(scope: !287, file: !3, line: 147, column: 3)
!333 = !DILocation(line: 152, column: 3, scope: !334)
!334 = distinct !DILexicalBlock(scope: !335, file: !3, line: 152, column: 3)
!335 = distinct !DILexicalBlock(scope: !287, file: !3, line: 152, column: 3)
!336 = !DILocation(line: 157, column: 3, scope: !337)
!337 = distinct !DILexicalBlock(scope: !338, file: !3, line: 157, column: 3)
!338 = distinct !DILexicalBlock(scope: !287, file: !3, line: 157, column: 3)
!339 = !DILocation(line: 162, column: 3, scope: !340)
!340 = distinct !DILexicalBlock(scope: !341, file: !3, line: 162, column: 3)
!341 = distinct !DILexicalBlock(scope: !287, file: !3, line: 162, column: 3)
!342 = !DILocation(line: 167, column: 3, scope: !343)
!343 = distinct !DILexicalBlock(scope: !344, file: !3, line: 167, column: 3)
!344 = distinct !DILexicalBlock(scope: !287, file: !3, line: 167, column: 3)
!345 = !DILocation(line: 172, column: 3, scope: !346)
!346 = distinct !DILexicalBlock(scope: !347, file: !3, line: 172, column: 3)
!347 = distinct !DILexicalBlock(scope: !287, file: !3, line: 172, column: 3)
!348 = !DILocation(line: 177, column: 3, scope: !349)
!349 = distinct !DILexicalBlock(scope: !350, file: !3, line: 177, column: 3)
!350 = distinct !DILexicalBlock(scope: !287, file: !3, line: 177, column: 3)
!351 = !DILocation(line: 182, column: 3, scope: !352)
!352 = distinct !DILexicalBlock(scope: !353, file: !3, line: 182, column: 3)
!353 = distinct !DILexicalBlock(scope: !287, file: !3, line: 182, column: 3)
!354 = !DILocation(line: 187, column: 3, scope: !355)
!355 = distinct !DILexicalBlock(scope: !356, file: !3, line: 187, column: 3)
!356 = distinct !DILexicalBlock(scope: !287, file: !3, line: 187, column: 3)
!357 = !DILocation(line: 192, column: 3, scope: !358)
!358 = distinct !DILexicalBlock(scope: !359, file: !3, line: 192, column: 3)
!359 = distinct !DILexicalBlock(scope: !287, file: !3, line: 192, column: 3)
!360 = !DILocation(line: 197, column: 3, scope: !361)
!361 = distinct !DILexicalBlock(scope: !362, file: !3, line: 197, column: 3)
!362 = distinct !DILexicalBlock(scope: !287, file: !3, line: 197, column: 3)
!363 = !DILocation(line: 202, column: 3, scope: !364)
!364 = distinct !DILexicalBlock(scope: !365, file: !3, line: 202, column: 3)
!365 = distinct !DILexicalBlock(scope: !287, file: !3, line: 202, column: 3)
!366 = !DILocation(line: 207, column: 3, scope: !367)
!367 = distinct !DILexicalBlock(scope: !368, file: !3, line: 207, column: 3)
!368 = distinct !DILexicalBlock(scope: !287, file: !3, line: 207, column: 3)
!369 = !DILocation(line: 212, column: 3, scope: !370)
!370 = distinct !DILexicalBlock(scope: !371, file: !3, line: 212, column: 3)
!371 = distinct !DILexicalBlock(scope: !287, file: !3, line: 212, column: 3)
!372 = !DILocation(line: 217, column: 3, scope: !373)
!373 = distinct !DILexicalBlock(scope: !374, file: !3, line: 217, column: 3)
!374 = distinct !DILexicalBlock(scope: !287, file: !3, line: 217, column: 3)
!375 = !DILocation(line: 222, column: 3, scope: !376)
!376 = distinct !DILexicalBlock(scope: !377, file: !3, line: 222, column: 3)
!377 = distinct !DILexicalBlock(scope: !287, file: !3, line: 222, column: 3)
!378 = !DILocation(line: 227, column: 3, scope: !379)
!379 = distinct !DILexicalBlock(scope: !380, file: !3, line: 227, column: 3)
!380 = distinct !DILexicalBlock(scope: !287, file: !3, line: 227, column: 3)
!381 = !DILocation(line: 232, column: 3, scope: !382)
!382 = distinct !DILexicalBlock(scope: !383, file: !3, line: 232, column: 3)
!383 = distinct !DILexicalBlock(scope: !287, file: !3, line: 232, column: 3)
!384 = !DILocation(line: 237, column: 3, scope: !385)
!385 = distinct !DILexicalBlock(scope: !386, file: !3, line: 237, column: 3)
!386 = distinct !DILexicalBlock(scope: !287, file: !3, line: 237, column: 3)
!387 = !DILocation(line: 242, column: 3, scope: !388)
!388 = distinct !DILexicalBlock(scope: !389, file: !3, line: 242, column: 3)
!389 = distinct !DILexicalBlock(scope: !287, file: !3, line: 242, column: 3)
!390 = !DILocation(line: 247, column: 3, scope: !391)
!391 = distinct !DILexicalBlock(scope: !392, file: !3, line: 247, column: 3)
!392 = distinct !DILexicalBlock(scope: !287, file: !3, line: 247, column: 3)
!393 = !DILocation(line: 252, column: 3, scope: !394)
!394 = distinct !DILexicalBlock(scope: !395, file: !3, line: 252, column: 3)
!395 = distinct !DILexicalBlock(scope: !287, file: !3, line: 252, column: 3)
!396 = !DILocation(line: 257, column: 3, scope: !397)
!397 = distinct !DILexicalBlock(scope: !398, file: !3, line: 257, column: 3)
!398 = distinct !DILexicalBlock(scope: !287, file: !3, line: 257, column: 3)
!399 = !DILocation(line: 262, column: 3, scope: !400)
!400 = distinct !DILexicalBlock(scope: !401, file: !3, line: 262, column: 3)
!401 = distinct !DILexicalBlock(scope: !287, file: !3, line: 262, column: 3)
!402 = !DILocation(line: 267, column: 3, scope: !403)
!403 = distinct !DILexicalBlock(scope: !404, file: !3, line: 267, column: 3)
!404 = distinct !DILexicalBlock(scope: !287, file: !3, line: 267, column: 3)
!405 = !DILocation(line: 272, column: 3, scope: !406)
!406 = distinct !DILexicalBlock(scope: !407, file: !3, line: 272, column: 3)
!407 = distinct !DILexicalBlock(scope: !287, file: !3, line: 272, column: 3)
!408 = !DILocation(line: 277, column: 3, scope: !409)
!409 = distinct !DILexicalBlock(scope: !410, file: !3, line: 277, column: 3)
!410 = distinct !DILexicalBlock(scope: !287, file: !3, line: 277, column: 3)
!411 = !DILocation(line: 282, column: 3, scope: !412)
!412 = distinct !DILexicalBlock(scope: !413, file: !3, line: 282, column: 3)
!413 = distinct !DILexicalBlock(scope: !287, file: !3, line: 282, column: 3)
!414 = !DILocation(line: 287, column: 3, scope: !415)
!415 = distinct !DILexicalBlock(scope: !416, file: !3, line: 287, column: 3)
!416 = distinct !DILexicalBlock(scope: !287, file: !3, line: 287, column: 3)
!417 = !DILocation(line: 292, column: 3, scope: !418)
!418 = distinct !DILexicalBlock(scope: !419, file: !3, line: 292, column: 3)
!419 = distinct !DILexicalBlock(scope: !287, file: !3, line: 292, column: 3)
!420 = !DILocation(line: 297, column: 3, scope: !421)
!421 = distinct !DILexicalBlock(scope: !422, file: !3, line: 297, column: 3)
!422 = distinct !DILexicalBlock(scope: !287, file: !3, line: 297, column: 3)
!423 = !DILocation(line: 302, column: 3, scope: !424)
!424 = distinct !DILexicalBlock(scope: !425, file: !3, line: 302, column: 3)
!425 = distinct !DILexicalBlock(scope: !287, file: !3, line: 302, column: 3)
!426 = !DILocation(line: 307, column: 3, scope: !427)
!427 = distinct !DILexicalBlock(scope: !428, file: !3, line: 307, column: 3)
!428 = distinct !DILexicalBlock(scope: !287, file: !3, line: 307, column: 3)
!429 = !DILocation(line: 312, column: 3, scope: !430)
!430 = distinct !DILexicalBlock(scope: !431, file: !3, line: 312, column: 3)
!431 = distinct !DILexicalBlock(scope: !287, file: !3, line: 312, column: 3)
!432 = !DILocation(line: 317, column: 3, scope: !433)
!433 = distinct !DILexicalBlock(scope: !434, file: !3, line: 317, column: 3)
!434 = distinct !DILexicalBlock(scope: !287, file: !3, line: 317, column: 3)
!435 = !DILocation(line: 322, column: 3, scope: !436)
!436 = distinct !DILexicalBlock(scope: !437, file: !3, line: 322, column: 3)
!437 = distinct !DILexicalBlock(scope: !287, file: !3, line: 322, column: 3)
!438 = !DILocation(line: 327, column: 3, scope: !439)
!439 = distinct !DILexicalBlock(scope: !440, file: !3, line: 327, column: 3)
!440 = distinct !DILexicalBlock(scope: !287, file: !3, line: 327, column: 3)
!441 = !DILocation(line: 332, column: 3, scope: !442)
!442 = distinct !DILexicalBlock(scope: !443, file: !3, line: 332, column: 3)
!443 = distinct !DILexicalBlock(scope: !287, file: !3, line: 332, column: 3)
!444 = !DILocation(line: 337, column: 3, scope: !445)
!445 = distinct !DILexicalBlock(scope: !446, file: !3, line: 337, column: 3)
!446 = distinct !DILexicalBlock(scope: !287, file: !3, line: 337, column: 3)
!447 = !DILocation(line: 342, column: 3, scope: !448)
!448 = distinct !DILexicalBlock(scope: !449, file: !3, line: 342, column: 3)
!449 = distinct !DILexicalBlock(scope: !287, file: !3, line: 342, column: 3)
!450 = !DILocation(line: 347, column: 3, scope: !451)
!451 = distinct !DILexicalBlock(scope: !452, file: !3, line: 347, column: 3)
!452 = distinct !DILexicalBlock(scope: !287, file: !3, line: 347, column: 3)
!453 = !DILocation(line: 352, column: 3, scope: !454)
!454 = distinct !DILexicalBlock(scope: !455, file: !3, line: 352, column: 3)
!455 = distinct !DILexicalBlock(scope: !287, file: !3, line: 352, column: 3)
!456 = !DILocation(line: 357, column: 3, scope: !457)
!457 = distinct !DILexicalBlock(scope: !458, file: !3, line: 357, column: 3)
!458 = distinct !DILexicalBlock(scope: !287, file: !3, line: 357, column: 3)
!459 = !DILocation(line: 362, column: 3, scope: !460)
!460 = distinct !DILexicalBlock(scope: !461, file: !3, line: 362, column: 3)
!461 = distinct !DILexicalBlock(scope: !287, file: !3, line: 362, column: 3)
!462 = !DILocation(line: 367, column: 3, scope: !463)
!463 = distinct !DILexicalBlock(scope: !464, file: !3, line: 367, column: 3)
!464 = distinct !DILexicalBlock(scope: !287, file: !3, line: 367, column: 3)
!465 = !DILocation(line: 372, column: 3, scope: !466)
!466 = distinct !DILexicalBlock(scope: !467, file: !3, line: 372, column: 3)
!467 = distinct !DILexicalBlock(scope: !287, file: !3, line: 372, column: 3)
!468 = !DILocation(line: 377, column: 3, scope: !469)
!469 = distinct !DILexicalBlock(scope: !470, file: !3, line: 377, column: 3)
!470 = distinct !DILexicalBlock(scope: !287, file: !3, line: 377, column: 3)
!471 = !DILocation(line: 382, column: 3, scope: !472)
!472 = distinct !DILexicalBlock(scope: !473, file: !3, line: 382, column: 3)
!473 = distinct !DILexicalBlock(scope: !287, file: !3, line: 382, column: 3)
!474 = !DILocation(line: 387, column: 3, scope: !475)
!475 = distinct !DILexicalBlock(scope: !476, file: !3, line: 387, column: 3)
!476 = distinct !DILexicalBlock(scope: !287, file: !3, line: 387, column: 3)
!477 = !DILocation(line: 392, column: 3, scope: !478)
!478 = distinct !DILexicalBlock(scope: !479, file: !3, line: 392, column: 3)
!479 = distinct !DILexicalBlock(scope: !287, file: !3, line: 392, column: 3)
!480 = !DILocation(line: 397, column: 3, scope: !481)
!481 = distinct !DILexicalBlock(scope: !482, file: !3, line: 397, column: 3)
!482 = distinct !DILexicalBlock(scope: !287, file: !3, line: 397, column: 3)
!483 = !DILocation(line: 402, column: 3, scope: !484)
!484 = distinct !DILexicalBlock(scope: !485, file: !3, line: 402, column: 3)
!485 = distinct !DILexicalBlock(scope: !287, file: !3, line: 402, column: 3)
!486 = !DILocation(line: 407, column: 3, scope: !487)
!487 = distinct !DILexicalBlock(scope: !488, file: !3, line: 407, column: 3)
!488 = distinct !DILexicalBlock(scope: !287, file: !3, line: 407, column: 3)
!489 = !DILocation(line: 412, column: 3, scope: !490)
!490 = distinct !DILexicalBlock(scope: !491, file: !3, line: 412, column: 3)
!491 = distinct !DILexicalBlock(scope: !287, file: !3, line: 412, column: 3)
!492 = !DILocation(line: 417, column: 3, scope: !493)
!493 = distinct !DILexicalBlock(scope: !494, file: !3, line: 417, column: 3)
!494 = distinct !DILexicalBlock(scope: !287, file: !3, line: 417, column: 3)
!495 = !DILocation(line: 422, column: 3, scope: !496)
!496 = distinct !DILexicalBlock(scope: !497, file: !3, line: 422, column: 3)
!497 = distinct !DILexicalBlock(scope: !287, file: !3, line: 422, column: 3)
!498 = !DILocation(line: 427, column: 3, scope: !499)
!499 = distinct !DILexicalBlock(scope: !500, file: !3, line: 427, column: 3)
!500 = distinct !DILexicalBlock(scope: !287, file: !3, line: 427, column: 3)
!501 = !DILocation(line: 432, column: 3, scope: !502)
!502 = distinct !DILexicalBlock(scope: !503, file: !3, line: 432, column: 3)
!503 = distinct !DILexicalBlock(scope: !287, file: !3, line: 432, column: 3)
!504 = !DILocation(line: 437, column: 3, scope: !505)
!505 = distinct !DILexicalBlock(scope: !506, file: !3, line: 437, column: 3)
!506 = distinct !DILexicalBlock(scope: !287, file: !3, line: 437, column: 3)
!507 = !DILocation(line: 442, column: 3, scope: !508)
!508 = distinct !DILexicalBlock(scope: !509, file: !3, line: 442, column: 3)
!509 = distinct !DILexicalBlock(scope: !287, file: !3, line: 442, column: 3)
!510 = !DILocation(line: 447, column: 3, scope: !511)
!511 = distinct !DILexicalBlock(scope: !512, file: !3, line: 447, column: 3)
!512 = distinct !DILexicalBlock(scope: !287, file: !3, line: 447, column: 3)
!513 = !DILocation(line: 452, column: 3, scope: !514)
!514 = distinct !DILexicalBlock(scope: !515, file: !3, line: 452, column: 3)
!515 = distinct !DILexicalBlock(scope: !287, file: !3, line: 452, column: 3)
!516 = !DILocation(line: 457, column: 3, scope: !517)
!517 = distinct !DILexicalBlock(scope: !518, file: !3, line: 457, column: 3)
!518 = distinct !DILexicalBlock(scope: !287, file: !3, line: 457, column: 3)
!519 = !DILocation(line: 462, column: 3, scope: !520)
!520 = distinct !DILexicalBlock(scope: !521, file: !3, line: 462, column: 3)
!521 = distinct !DILexicalBlock(scope: !287, file: !3, line: 462, column: 3)
!522 = !DILocation(line: 467, column: 3, scope: !523)
!523 = distinct !DILexicalBlock(scope: !524, file: !3, line: 467, column: 3)
!524 = distinct !DILexicalBlock(scope: !287, file: !3, line: 467, column: 3)
!525 = !DILocation(line: 472, column: 3, scope: !526)
!526 = distinct !DILexicalBlock(scope: !527, file: !3, line: 472, column: 3)
!527 = distinct !DILexicalBlock(scope: !287, file: !3, line: 472, column: 3)
!528 = !DILocation(line: 480, column: 1, scope: !230)
!529 = !DILocation(line: 481, column: 2, scope: !530)
!530 = distinct !DILexicalBlock(scope: !531, file: !3, line: 481, column: 2)
!531 = distinct !DILexicalBlock(scope: !230, file: !3, line: 481, column: 2)
!532 = !DISubprogram(name: "pthread_create", scope: !533, file: !533, line: 202, type: !534, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!533 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!534 = !DISubroutineType(types: !535)
!535 = !{!192, !536, !538, !550, !551}
!536 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !537)
!537 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!538 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !539)
!539 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !540, size: 64)
!540 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !541)
!541 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !237, line: 62, baseType: !542)
!542 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !237, line: 56, size: 448, elements: !543)
!543 = !{!544, !548}
!544 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !542, file: !237, line: 58, baseType: !545, size: 448)
!545 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !546)
!546 = !{!547}
!547 = !DISubrange(count: 56)
!548 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !542, file: !237, line: 59, baseType: !549, size: 64)
!549 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!550 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!551 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !209)
!552 = !DISubprogram(name: "pthread_join", scope: !533, file: !533, line: 219, type: !553, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!553 = !DISubroutineType(types: !554)
!554 = !{!192, !236, !555}
!555 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!556 = !DISubprogram(name: "__assert_fail", scope: !557, file: !557, line: 69, type: !558, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!557 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!558 = !DISubroutineType(types: !559)
!559 = !{null, !560, !560, !561, !560}
!560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!561 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
