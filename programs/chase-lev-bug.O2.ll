; ModuleID = 'chase_lev.c'
source_filename = "chase_lev.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@taken = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [59 x i8] c"atomic_load_explicit(&taken[x], memory_order_relaxed) == 1\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [12 x i8] c"chase_lev.c\00", align 1, !dbg !24
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !29
@top = dso_local global i64 0, align 8, !dbg !35
@bottom = dso_local local_unnamed_addr global i64 0, align 8, !dbg !40
@buffer = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !42
@.str.2 = private unnamed_addr constant [18 x i8] c"b - t <= SIZE - 1\00", align 1, !dbg !50
@__PRETTY_FUNCTION__.push = private unnamed_addr constant [15 x i8] c"void push(int)\00", align 1, !dbg !55
@.str.3 = private unnamed_addr constant [22 x i8] c"x >= 1 && x <= NITEMS\00", align 1, !dbg !57
@__PRETTY_FUNCTION__.got = private unnamed_addr constant [14 x i8] c"void got(int)\00", align 1, !dbg !62
@.str.4 = private unnamed_addr constant [12 x i8] c"before == 0\00", align 1, !dbg !67

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !77 {
  %1 = alloca i64, align 8, !DIAssignID !90
    #dbg_assign(i1 undef, !81, !DIExpression(), !90, ptr %1, !DIExpression(), !91)
  %2 = alloca i64, align 8, !DIAssignID !92
    #dbg_assign(i1 undef, !85, !DIExpression(), !92, ptr %2, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !93
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @owner, ptr noundef null) #5, !dbg !94
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @thief, ptr noundef null) #5, !dbg !95
  %5 = load i64, ptr %1, align 8, !dbg !96, !tbaa !97
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !101
  %7 = load i64, ptr %2, align 8, !dbg !102, !tbaa !97
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !103
  br label %9, !dbg !104

9:                                                ; preds = %35, %0
  %10 = load atomic i64, ptr @bottom monotonic, align 8, !dbg !105
  %11 = add nsw i64 %10, -1, !dbg !113
    #dbg_value(i64 %11, !108, !DIExpression(), !114)
  store atomic i64 %11, ptr @bottom monotonic, align 8, !dbg !115
  %12 = load atomic i64, ptr @top monotonic, align 8, !dbg !116
    #dbg_value(i64 %12, !109, !DIExpression(), !114)
  %13 = icmp slt i64 %12, %10, !dbg !117
  br i1 %13, label %14, label %23, !dbg !119

14:                                               ; preds = %9
  %15 = srem i64 %11, 3, !dbg !120
  %16 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %15, !dbg !122
  %17 = load atomic i32, ptr %16 monotonic, align 4, !dbg !123
    #dbg_value(i32 %17, !110, !DIExpression(), !114)
  %18 = icmp eq i64 %12, %11, !dbg !124
  br i1 %18, label %19, label %25, !dbg !126

19:                                               ; preds = %14
  %20 = cmpxchg ptr @top, i64 %11, i64 %10 seq_cst monotonic, align 8, !dbg !127
  %21 = extractvalue { i64, i1 } %20, 1, !dbg !127
  %22 = select i1 %21, i32 %17, i32 -1, !dbg !130
    #dbg_value(i32 %22, !110, !DIExpression(), !114)
  br label %23, !dbg !131

23:                                               ; preds = %19, %9
  %24 = phi i32 [ %22, %19 ], [ -1, %9 ]
  store atomic i64 %10, ptr @bottom monotonic, align 8, !dbg !132
  br label %25, !dbg !133

25:                                               ; preds = %14, %23
  %26 = phi i32 [ %17, %14 ], [ %24, %23 ], !dbg !132
    #dbg_value(i32 %26, !110, !DIExpression(), !114)
    #dbg_value(i32 %26, !86, !DIExpression(), !134)
  %27 = icmp eq i32 %26, -1, !dbg !135
  br i1 %27, label %28, label %31, !dbg !136

28:                                               ; preds = %25
    #dbg_value(i64 1, !88, !DIExpression(), !137)
  %29 = load atomic i32, ptr getelementptr inbounds (i8, ptr @taken, i64 4) monotonic, align 4, !dbg !138
  %30 = icmp eq i32 %29, 1, !dbg !138
    #dbg_value(i64 1, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %30, label %41, label %45, !dbg !142

31:                                               ; preds = %25
    #dbg_value(i32 %26, !143, !DIExpression(), !149)
  %32 = add i32 %26, -1, !dbg !151
  %33 = icmp ult i32 %32, 2, !dbg !151
  br i1 %33, label %35, label %34, !dbg !151

34:                                               ; preds = %31
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 36, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !151
  unreachable, !dbg !151

35:                                               ; preds = %31
  %36 = zext nneg i32 %26 to i64, !dbg !154
  %37 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %36, !dbg !154
  %38 = atomicrmw add ptr %37, i32 1 monotonic, align 4, !dbg !155
    #dbg_value(i32 %38, !148, !DIExpression(), !149)
  %39 = icmp eq i32 %38, 0, !dbg !156
  br i1 %39, label %9, label %40, !dbg !159, !llvm.loop !160

40:                                               ; preds = %35
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 38, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !156
  unreachable, !dbg !156

41:                                               ; preds = %28
    #dbg_value(i64 2, !88, !DIExpression(), !137)
  %42 = load atomic i32, ptr getelementptr inbounds (i8, ptr @taken, i64 8) monotonic, align 4, !dbg !138
  %43 = icmp eq i32 %42, 1, !dbg !138
    #dbg_value(i64 2, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !137)
  br i1 %43, label %44, label %45, !dbg !142

44:                                               ; preds = %41
    #dbg_value(i64 3, !88, !DIExpression(), !137)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !163
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !163
  ret i32 0, !dbg !164

45:                                               ; preds = %41, %28
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 129, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !138
  unreachable, !dbg !138
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !165 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @owner(ptr nocapture readnone %0) #0 !dbg !186 {
    #dbg_value(ptr poison, !188, !DIExpression(), !196)
    #dbg_value(i32 1, !189, !DIExpression(), !197)
    #dbg_value(i32 1, !189, !DIExpression(), !197)
    #dbg_value(i32 1, !198, !DIExpression(), !203)
  %2 = load atomic i64, ptr @bottom monotonic, align 8, !dbg !206
    #dbg_value(i64 %2, !201, !DIExpression(), !203)
  %3 = load atomic i64, ptr @top acquire, align 8, !dbg !207
    #dbg_value(i64 %3, !202, !DIExpression(), !203)
  %4 = sub nsw i64 %2, %3, !dbg !208
  %5 = icmp slt i64 %4, 3, !dbg !208
  br i1 %5, label %7, label %6, !dbg !211

6:                                                ; preds = %7, %1
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 72, ptr noundef nonnull @__PRETTY_FUNCTION__.push) #6, !dbg !208
  unreachable, !dbg !208

7:                                                ; preds = %1
  %8 = srem i64 %2, 3, !dbg !212
  %9 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %8, !dbg !213
  store atomic i32 1, ptr %9 monotonic, align 4, !dbg !214
  fence release, !dbg !215
  %10 = add nsw i64 %2, 1, !dbg !216
  store atomic i64 %10, ptr @bottom monotonic, align 8, !dbg !217
    #dbg_value(i32 2, !189, !DIExpression(), !197)
    #dbg_value(i32 2, !198, !DIExpression(), !203)
  %11 = load atomic i64, ptr @bottom monotonic, align 8, !dbg !206
    #dbg_value(i64 %11, !201, !DIExpression(), !203)
  %12 = load atomic i64, ptr @top acquire, align 8, !dbg !207
    #dbg_value(i64 %12, !202, !DIExpression(), !203)
  %13 = sub nsw i64 %11, %12, !dbg !208
  %14 = icmp slt i64 %13, 3, !dbg !208
  br i1 %14, label %15, label %6, !dbg !211

15:                                               ; preds = %7
  %16 = srem i64 %11, 3, !dbg !212
  %17 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %16, !dbg !213
  store atomic i32 2, ptr %17 monotonic, align 4, !dbg !214
  fence release, !dbg !215
  %18 = add nsw i64 %11, 1, !dbg !216
  store atomic i64 %18, ptr @bottom monotonic, align 8, !dbg !217
    #dbg_value(i32 3, !189, !DIExpression(), !197)
    #dbg_value(i32 0, !191, !DIExpression(), !218)
  %19 = load atomic i64, ptr @bottom monotonic, align 8, !dbg !219
  %20 = add nsw i64 %19, -1, !dbg !221
    #dbg_value(i64 %20, !108, !DIExpression(), !222)
  store atomic i64 %20, ptr @bottom monotonic, align 8, !dbg !223
  %21 = load atomic i64, ptr @top monotonic, align 8, !dbg !224
    #dbg_value(i64 %21, !109, !DIExpression(), !222)
  %22 = icmp slt i64 %21, %19, !dbg !225
  br i1 %22, label %23, label %32, !dbg !226

23:                                               ; preds = %15
  %24 = srem i64 %20, 3, !dbg !227
  %25 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %24, !dbg !228
  %26 = load atomic i32, ptr %25 monotonic, align 4, !dbg !229
    #dbg_value(i32 %26, !110, !DIExpression(), !222)
  %27 = icmp eq i64 %21, %20, !dbg !230
  br i1 %27, label %28, label %34, !dbg !231

28:                                               ; preds = %23
  %29 = cmpxchg ptr @top, i64 %20, i64 %19 seq_cst monotonic, align 8, !dbg !232
  %30 = extractvalue { i64, i1 } %29, 1, !dbg !232
  %31 = select i1 %30, i32 %26, i32 -1, !dbg !233
    #dbg_value(i32 %31, !110, !DIExpression(), !222)
  br label %32, !dbg !234

32:                                               ; preds = %28, %15
  %33 = phi i32 [ %31, %28 ], [ -1, %15 ]
  store atomic i64 %19, ptr @bottom monotonic, align 8, !dbg !235
  br label %34, !dbg !236

34:                                               ; preds = %23, %32
  %35 = phi i32 [ %26, %23 ], [ %33, %32 ], !dbg !235
    #dbg_value(i32 %35, !110, !DIExpression(), !222)
    #dbg_value(i32 %35, !193, !DIExpression(), !237)
  %36 = icmp eq i32 %35, -1, !dbg !238
  br i1 %36, label %47, label %37, !dbg !240

37:                                               ; preds = %34
    #dbg_value(i32 %35, !143, !DIExpression(), !241)
  %38 = add i32 %35, -1, !dbg !243
  %39 = icmp ult i32 %38, 2, !dbg !243
  br i1 %39, label %41, label %40, !dbg !243

40:                                               ; preds = %66, %37
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 36, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !243
  unreachable, !dbg !243

41:                                               ; preds = %37
  %42 = zext nneg i32 %35 to i64, !dbg !244
  %43 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %42, !dbg !244
  %44 = atomicrmw add ptr %43, i32 1 monotonic, align 4, !dbg !245
    #dbg_value(i32 %44, !148, !DIExpression(), !241)
  %45 = icmp eq i32 %44, 0, !dbg !246
  br i1 %45, label %47, label %46, !dbg !247

46:                                               ; preds = %69, %41
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 38, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !246
  unreachable, !dbg !246

47:                                               ; preds = %41, %34
    #dbg_value(i32 1, !191, !DIExpression(), !218)
  %48 = load atomic i64, ptr @bottom monotonic, align 8, !dbg !219
  %49 = add nsw i64 %48, -1, !dbg !221
    #dbg_value(i64 %49, !108, !DIExpression(), !222)
  store atomic i64 %49, ptr @bottom monotonic, align 8, !dbg !223
  %50 = load atomic i64, ptr @top monotonic, align 8, !dbg !224
    #dbg_value(i64 %50, !109, !DIExpression(), !222)
  %51 = icmp slt i64 %50, %48, !dbg !225
  br i1 %51, label %52, label %61, !dbg !226

52:                                               ; preds = %47
  %53 = srem i64 %49, 3, !dbg !227
  %54 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %53, !dbg !228
  %55 = load atomic i32, ptr %54 monotonic, align 4, !dbg !229
    #dbg_value(i32 %55, !110, !DIExpression(), !222)
  %56 = icmp eq i64 %50, %49, !dbg !230
  br i1 %56, label %57, label %63, !dbg !231

57:                                               ; preds = %52
  %58 = cmpxchg ptr @top, i64 %49, i64 %48 seq_cst monotonic, align 8, !dbg !232
  %59 = extractvalue { i64, i1 } %58, 1, !dbg !232
  %60 = select i1 %59, i32 %55, i32 -1, !dbg !233
    #dbg_value(i32 %60, !110, !DIExpression(), !222)
  br label %61, !dbg !234

61:                                               ; preds = %57, %47
  %62 = phi i32 [ %60, %57 ], [ -1, %47 ]
  store atomic i64 %48, ptr @bottom monotonic, align 8, !dbg !235
  br label %63, !dbg !236

63:                                               ; preds = %61, %52
  %64 = phi i32 [ %55, %52 ], [ %62, %61 ], !dbg !235
    #dbg_value(i32 %64, !110, !DIExpression(), !222)
    #dbg_value(i32 %64, !193, !DIExpression(), !237)
  %65 = icmp eq i32 %64, -1, !dbg !238
  br i1 %65, label %74, label %66, !dbg !240

66:                                               ; preds = %63
    #dbg_value(i32 %64, !143, !DIExpression(), !241)
  %67 = add i32 %64, -1, !dbg !243
  %68 = icmp ult i32 %67, 2, !dbg !243
  br i1 %68, label %69, label %40, !dbg !243

69:                                               ; preds = %66
  %70 = zext nneg i32 %64 to i64, !dbg !244
  %71 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %70, !dbg !244
  %72 = atomicrmw add ptr %71, i32 1 monotonic, align 4, !dbg !245
    #dbg_value(i32 %72, !148, !DIExpression(), !241)
  %73 = icmp eq i32 %72, 0, !dbg !246
  br i1 %73, label %74, label %46, !dbg !247

74:                                               ; preds = %69, %63
    #dbg_value(i32 2, !191, !DIExpression(), !218)
  ret ptr null, !dbg !248
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @thief(ptr nocapture readnone %0) #0 !dbg !249 {
    #dbg_value(ptr poison, !251, !DIExpression(), !257)
    #dbg_value(i32 0, !252, !DIExpression(), !258)
    #dbg_value(i32 0, !252, !DIExpression(), !258)
  %2 = load atomic i64, ptr @top acquire, align 8, !dbg !259
    #dbg_value(i64 %2, !262, !DIExpression(), !266)
  fence seq_cst, !dbg !267
  %3 = load atomic i64, ptr @bottom acquire, align 8, !dbg !268
    #dbg_value(i64 %3, !263, !DIExpression(), !266)
    #dbg_value(i32 -1, !264, !DIExpression(), !266)
  %4 = icmp slt i64 %2, %3, !dbg !269
  br i1 %4, label %5, label %24, !dbg !271

5:                                                ; preds = %1
  %6 = srem i64 %2, 3, !dbg !272
  %7 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %6, !dbg !274
  %8 = load atomic i32, ptr %7 monotonic, align 4, !dbg !275
    #dbg_value(i32 %8, !264, !DIExpression(), !266)
  %9 = add nsw i64 %2, 1, !dbg !276
  %10 = cmpxchg ptr @top, i64 %2, i64 %9 seq_cst monotonic, align 8, !dbg !278
  %11 = extractvalue { i64, i1 } %10, 1, !dbg !278
    #dbg_value(i32 %8, !254, !DIExpression(), !279)
  %12 = icmp ult i32 %8, -2
  %13 = select i1 %11, i1 %12, i1 false, !dbg !280
  br i1 %13, label %14, label %24, !dbg !280

14:                                               ; preds = %5
    #dbg_value(i32 %8, !143, !DIExpression(), !281)
  %15 = add i32 %8, -1, !dbg !284
  %16 = icmp ult i32 %15, 2, !dbg !284
  br i1 %16, label %18, label %17, !dbg !284

17:                                               ; preds = %37, %14
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 36, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !284
  unreachable, !dbg !284

18:                                               ; preds = %14
  %19 = zext nneg i32 %8 to i64, !dbg !285
  %20 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %19, !dbg !285
  %21 = atomicrmw add ptr %20, i32 1 monotonic, align 4, !dbg !286
    #dbg_value(i32 %21, !148, !DIExpression(), !281)
  %22 = icmp eq i32 %21, 0, !dbg !287
  br i1 %22, label %24, label %23, !dbg !288

23:                                               ; preds = %40, %18
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 38, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !287
  unreachable, !dbg !287

24:                                               ; preds = %5, %1, %18
    #dbg_value(i32 1, !252, !DIExpression(), !258)
  %25 = load atomic i64, ptr @top acquire, align 8, !dbg !259
    #dbg_value(i64 %25, !262, !DIExpression(), !266)
  fence seq_cst, !dbg !267
  %26 = load atomic i64, ptr @bottom acquire, align 8, !dbg !268
    #dbg_value(i64 %26, !263, !DIExpression(), !266)
    #dbg_value(i32 -1, !264, !DIExpression(), !266)
  %27 = icmp slt i64 %25, %26, !dbg !269
  br i1 %27, label %28, label %45, !dbg !271

28:                                               ; preds = %24
  %29 = srem i64 %25, 3, !dbg !272
  %30 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %29, !dbg !274
  %31 = load atomic i32, ptr %30 monotonic, align 4, !dbg !275
    #dbg_value(i32 %31, !264, !DIExpression(), !266)
  %32 = add nsw i64 %25, 1, !dbg !276
  %33 = cmpxchg ptr @top, i64 %25, i64 %32 seq_cst monotonic, align 8, !dbg !278
  %34 = extractvalue { i64, i1 } %33, 1, !dbg !278
    #dbg_value(i32 %31, !254, !DIExpression(), !279)
  %35 = icmp ult i32 %31, -2
  %36 = select i1 %34, i1 %35, i1 false, !dbg !280
  br i1 %36, label %37, label %45, !dbg !280

37:                                               ; preds = %28
    #dbg_value(i32 %31, !143, !DIExpression(), !281)
  %38 = add i32 %31, -1, !dbg !284
  %39 = icmp ult i32 %38, 2, !dbg !284
  br i1 %39, label %40, label %17, !dbg !284

40:                                               ; preds = %37
  %41 = zext nneg i32 %31 to i64, !dbg !285
  %42 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %41, !dbg !285
  %43 = atomicrmw add ptr %42, i32 1 monotonic, align 4, !dbg !286
    #dbg_value(i32 %43, !148, !DIExpression(), !281)
  %44 = icmp eq i32 %43, 0, !dbg !287
  br i1 %44, label %45, label %23, !dbg !288

45:                                               ; preds = %40, %28, %24
    #dbg_value(i32 2, !252, !DIExpression(), !258)
  ret ptr null, !dbg !289
}

declare !dbg !290 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !294 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "taken", scope: !2, file: !3, line: 32, type: !44, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "chase_lev.c", directory: ".", checksumkind: CSK_MD5, checksum: "fc5153bcd3390d1e1d0995ef846a4304")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !{!18, !24, !29, !35, !40, !42, !0, !50, !55, !57, !62, !67}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 129, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 472, elements: !22)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 59)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 129, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 129, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 120, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!33 = !{!34}
!34 = !DISubrange(count: 15)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "top", scope: !2, file: !3, line: 30, type: !37, isLocal: false, isDefinition: true)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_long", file: !6, line: 106, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !39)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "bottom", scope: !2, file: !3, line: 30, type: !37, isLocal: false, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "buffer", scope: !2, file: !3, line: 31, type: !44, isLocal: false, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 96, elements: !48)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !47)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !{!49}
!49 = !DISubrange(count: 3)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 144, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 18)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !31, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 176, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 22)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 112, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 14)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !26, isLocal: true, isDefinition: true)
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"PIE Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 119, type: !78, scopeLine: 120, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!47}
!80 = !{!81, !85, !86, !88}
!81 = !DILocalVariable(name: "t0", scope: !77, file: !3, line: 121, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !83, line: 27, baseType: !84)
!83 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = !DILocalVariable(name: "t1", scope: !77, file: !3, line: 121, type: !82)
!86 = !DILocalVariable(name: "x", scope: !87, file: !3, line: 126, type: !47)
!87 = distinct !DILexicalBlock(scope: !77, file: !3, line: 126, column: 5)
!88 = !DILocalVariable(name: "x", scope: !89, file: !3, line: 128, type: !47)
!89 = distinct !DILexicalBlock(scope: !77, file: !3, line: 128, column: 5)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 0, scope: !77)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 121, column: 5, scope: !77)
!94 = !DILocation(line: 122, column: 5, scope: !77)
!95 = !DILocation(line: 123, column: 5, scope: !77)
!96 = !DILocation(line: 124, column: 18, scope: !77)
!97 = !{!98, !98, i64 0}
!98 = !{!"long", !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !DILocation(line: 124, column: 5, scope: !77)
!102 = !DILocation(line: 125, column: 18, scope: !77)
!103 = !DILocation(line: 125, column: 5, scope: !77)
!104 = !DILocation(line: 126, column: 10, scope: !87)
!105 = !DILocation(line: 43, column: 14, scope: !106, inlinedAt: !111)
!106 = distinct !DISubprogram(name: "take", scope: !3, file: !3, line: 41, type: !78, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!107 = !{!108, !109, !110}
!108 = !DILocalVariable(name: "b", scope: !106, file: !3, line: 43, type: !39)
!109 = !DILocalVariable(name: "t", scope: !106, file: !3, line: 48, type: !39)
!110 = !DILocalVariable(name: "x", scope: !106, file: !3, line: 49, type: !47)
!111 = distinct !DILocation(line: 126, column: 22, scope: !112)
!112 = distinct !DILexicalBlock(scope: !87, file: !3, line: 126, column: 5)
!113 = !DILocation(line: 43, column: 66, scope: !106, inlinedAt: !111)
!114 = !DILocation(line: 0, scope: !106, inlinedAt: !111)
!115 = !DILocation(line: 44, column: 5, scope: !106, inlinedAt: !111)
!116 = !DILocation(line: 48, column: 14, scope: !106, inlinedAt: !111)
!117 = !DILocation(line: 50, column: 11, scope: !118, inlinedAt: !111)
!118 = distinct !DILexicalBlock(scope: !106, file: !3, line: 50, column: 9)
!119 = !DILocation(line: 50, column: 9, scope: !106, inlinedAt: !111)
!120 = !DILocation(line: 52, column: 44, scope: !121, inlinedAt: !111)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 50, column: 17)
!122 = !DILocation(line: 52, column: 35, scope: !121, inlinedAt: !111)
!123 = !DILocation(line: 52, column: 13, scope: !121, inlinedAt: !111)
!124 = !DILocation(line: 53, column: 15, scope: !125, inlinedAt: !111)
!125 = distinct !DILexicalBlock(scope: !121, file: !3, line: 53, column: 13)
!126 = !DILocation(line: 53, column: 13, scope: !121, inlinedAt: !111)
!127 = !DILocation(line: 55, column: 18, scope: !128, inlinedAt: !111)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 55, column: 17)
!129 = distinct !DILexicalBlock(scope: !125, file: !3, line: 53, column: 21)
!130 = !DILocation(line: 55, column: 17, scope: !129, inlinedAt: !111)
!131 = !DILocation(line: 60, column: 9, scope: !129, inlinedAt: !111)
!132 = !DILocation(line: 0, scope: !118, inlinedAt: !111)
!133 = !DILocation(line: 65, column: 5, scope: !106, inlinedAt: !111)
!134 = !DILocation(line: 0, scope: !87)
!135 = !DILocation(line: 126, column: 30, scope: !112)
!136 = !DILocation(line: 126, column: 5, scope: !87)
!137 = !DILocation(line: 0, scope: !89)
!138 = !DILocation(line: 129, column: 9, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 129, column: 9)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 129, column: 9)
!141 = distinct !DILexicalBlock(scope: !89, file: !3, line: 128, column: 5)
!142 = !DILocation(line: 129, column: 9, scope: !140)
!143 = !DILocalVariable(name: "x", arg: 1, scope: !144, file: !3, line: 34, type: !47)
!144 = distinct !DISubprogram(name: "got", scope: !3, file: !3, line: 34, type: !145, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{null, !47}
!147 = !{!143, !148}
!148 = !DILocalVariable(name: "before", scope: !144, file: !3, line: 37, type: !47)
!149 = !DILocation(line: 0, scope: !144, inlinedAt: !150)
!150 = distinct !DILocation(line: 127, column: 9, scope: !112)
!151 = !DILocation(line: 36, column: 5, scope: !152, inlinedAt: !150)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 36, column: 5)
!153 = distinct !DILexicalBlock(scope: !144, file: !3, line: 36, column: 5)
!154 = !DILocation(line: 37, column: 45, scope: !144, inlinedAt: !150)
!155 = !DILocation(line: 37, column: 18, scope: !144, inlinedAt: !150)
!156 = !DILocation(line: 38, column: 5, scope: !157, inlinedAt: !150)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 38, column: 5)
!158 = distinct !DILexicalBlock(scope: !144, file: !3, line: 38, column: 5)
!159 = !DILocation(line: 38, column: 5, scope: !158, inlinedAt: !150)
!160 = distinct !{!160, !136, !161, !162}
!161 = !DILocation(line: 127, column: 14, scope: !87)
!162 = !{!"llvm.loop.mustprogress"}
!163 = !DILocation(line: 131, column: 1, scope: !77)
!164 = !DILocation(line: 130, column: 5, scope: !77)
!165 = !DISubprogram(name: "pthread_create", scope: !166, file: !166, line: 202, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!167 = !DISubroutineType(types: !168)
!168 = !{!47, !169, !171, !182, !185}
!169 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !83, line: 62, baseType: !175)
!175 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !83, line: 56, size: 448, elements: !176)
!176 = !{!177, !181}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !175, file: !83, line: 58, baseType: !178, size: 448)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 448, elements: !179)
!179 = !{!180}
!180 = !DISubrange(count: 56)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !175, file: !83, line: 59, baseType: !39, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DISubroutineType(types: !184)
!184 = !{!16, !16}
!185 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!186 = distinct !DISubprogram(name: "owner", scope: !3, file: !3, line: 95, type: !183, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !187)
!187 = !{!188, !189, !191, !193}
!188 = !DILocalVariable(name: "arg", arg: 1, scope: !186, file: !3, line: 95, type: !16)
!189 = !DILocalVariable(name: "i", scope: !190, file: !3, line: 98, type: !47)
!190 = distinct !DILexicalBlock(scope: !186, file: !3, line: 98, column: 5)
!191 = !DILocalVariable(name: "i", scope: !192, file: !3, line: 100, type: !47)
!192 = distinct !DILexicalBlock(scope: !186, file: !3, line: 100, column: 5)
!193 = !DILocalVariable(name: "x", scope: !194, file: !3, line: 101, type: !47)
!194 = distinct !DILexicalBlock(scope: !195, file: !3, line: 100, column: 37)
!195 = distinct !DILexicalBlock(scope: !192, file: !3, line: 100, column: 5)
!196 = !DILocation(line: 0, scope: !186)
!197 = !DILocation(line: 0, scope: !190)
!198 = !DILocalVariable(name: "x", arg: 1, scope: !199, file: !3, line: 68, type: !47)
!199 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 68, type: !145, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!200 = !{!198, !201, !202}
!201 = !DILocalVariable(name: "b", scope: !199, file: !3, line: 70, type: !39)
!202 = !DILocalVariable(name: "t", scope: !199, file: !3, line: 71, type: !39)
!203 = !DILocation(line: 0, scope: !199, inlinedAt: !204)
!204 = distinct !DILocation(line: 99, column: 9, scope: !205)
!205 = distinct !DILexicalBlock(scope: !190, file: !3, line: 98, column: 5)
!206 = !DILocation(line: 70, column: 14, scope: !199, inlinedAt: !204)
!207 = !DILocation(line: 71, column: 14, scope: !199, inlinedAt: !204)
!208 = !DILocation(line: 72, column: 5, scope: !209, inlinedAt: !204)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 72, column: 5)
!210 = distinct !DILexicalBlock(scope: !199, file: !3, line: 72, column: 5)
!211 = !DILocation(line: 72, column: 5, scope: !210, inlinedAt: !204)
!212 = !DILocation(line: 73, column: 37, scope: !199, inlinedAt: !204)
!213 = !DILocation(line: 73, column: 28, scope: !199, inlinedAt: !204)
!214 = !DILocation(line: 73, column: 5, scope: !199, inlinedAt: !204)
!215 = !DILocation(line: 74, column: 5, scope: !199, inlinedAt: !204)
!216 = !DILocation(line: 75, column: 38, scope: !199, inlinedAt: !204)
!217 = !DILocation(line: 75, column: 5, scope: !199, inlinedAt: !204)
!218 = !DILocation(line: 0, scope: !192)
!219 = !DILocation(line: 43, column: 14, scope: !106, inlinedAt: !220)
!220 = distinct !DILocation(line: 101, column: 17, scope: !194)
!221 = !DILocation(line: 43, column: 66, scope: !106, inlinedAt: !220)
!222 = !DILocation(line: 0, scope: !106, inlinedAt: !220)
!223 = !DILocation(line: 44, column: 5, scope: !106, inlinedAt: !220)
!224 = !DILocation(line: 48, column: 14, scope: !106, inlinedAt: !220)
!225 = !DILocation(line: 50, column: 11, scope: !118, inlinedAt: !220)
!226 = !DILocation(line: 50, column: 9, scope: !106, inlinedAt: !220)
!227 = !DILocation(line: 52, column: 44, scope: !121, inlinedAt: !220)
!228 = !DILocation(line: 52, column: 35, scope: !121, inlinedAt: !220)
!229 = !DILocation(line: 52, column: 13, scope: !121, inlinedAt: !220)
!230 = !DILocation(line: 53, column: 15, scope: !125, inlinedAt: !220)
!231 = !DILocation(line: 53, column: 13, scope: !121, inlinedAt: !220)
!232 = !DILocation(line: 55, column: 18, scope: !128, inlinedAt: !220)
!233 = !DILocation(line: 55, column: 17, scope: !129, inlinedAt: !220)
!234 = !DILocation(line: 60, column: 9, scope: !129, inlinedAt: !220)
!235 = !DILocation(line: 0, scope: !118, inlinedAt: !220)
!236 = !DILocation(line: 65, column: 5, scope: !106, inlinedAt: !220)
!237 = !DILocation(line: 0, scope: !194)
!238 = !DILocation(line: 102, column: 15, scope: !239)
!239 = distinct !DILexicalBlock(scope: !194, file: !3, line: 102, column: 13)
!240 = !DILocation(line: 102, column: 13, scope: !194)
!241 = !DILocation(line: 0, scope: !144, inlinedAt: !242)
!242 = distinct !DILocation(line: 103, column: 13, scope: !239)
!243 = !DILocation(line: 36, column: 5, scope: !152, inlinedAt: !242)
!244 = !DILocation(line: 37, column: 45, scope: !144, inlinedAt: !242)
!245 = !DILocation(line: 37, column: 18, scope: !144, inlinedAt: !242)
!246 = !DILocation(line: 38, column: 5, scope: !157, inlinedAt: !242)
!247 = !DILocation(line: 38, column: 5, scope: !158, inlinedAt: !242)
!248 = !DILocation(line: 105, column: 5, scope: !186)
!249 = distinct !DISubprogram(name: "thief", scope: !3, file: !3, line: 108, type: !183, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !250)
!250 = !{!251, !252, !254}
!251 = !DILocalVariable(name: "arg", arg: 1, scope: !249, file: !3, line: 108, type: !16)
!252 = !DILocalVariable(name: "i", scope: !253, file: !3, line: 111, type: !47)
!253 = distinct !DILexicalBlock(scope: !249, file: !3, line: 111, column: 5)
!254 = !DILocalVariable(name: "x", scope: !255, file: !3, line: 112, type: !47)
!255 = distinct !DILexicalBlock(scope: !256, file: !3, line: 111, column: 37)
!256 = distinct !DILexicalBlock(scope: !253, file: !3, line: 111, column: 5)
!257 = !DILocation(line: 0, scope: !249)
!258 = !DILocation(line: 0, scope: !253)
!259 = !DILocation(line: 80, column: 14, scope: !260, inlinedAt: !265)
!260 = distinct !DISubprogram(name: "steal", scope: !3, file: !3, line: 78, type: !78, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !261)
!261 = !{!262, !263, !264}
!262 = !DILocalVariable(name: "t", scope: !260, file: !3, line: 80, type: !39)
!263 = !DILocalVariable(name: "b", scope: !260, file: !3, line: 82, type: !39)
!264 = !DILocalVariable(name: "x", scope: !260, file: !3, line: 83, type: !47)
!265 = distinct !DILocation(line: 112, column: 17, scope: !255)
!266 = !DILocation(line: 0, scope: !260, inlinedAt: !265)
!267 = !DILocation(line: 81, column: 5, scope: !260, inlinedAt: !265)
!268 = !DILocation(line: 82, column: 14, scope: !260, inlinedAt: !265)
!269 = !DILocation(line: 84, column: 11, scope: !270, inlinedAt: !265)
!270 = distinct !DILexicalBlock(scope: !260, file: !3, line: 84, column: 9)
!271 = !DILocation(line: 84, column: 9, scope: !260, inlinedAt: !265)
!272 = !DILocation(line: 86, column: 44, scope: !273, inlinedAt: !265)
!273 = distinct !DILexicalBlock(scope: !270, file: !3, line: 84, column: 16)
!274 = !DILocation(line: 86, column: 35, scope: !273, inlinedAt: !265)
!275 = !DILocation(line: 86, column: 13, scope: !273, inlinedAt: !265)
!276 = !DILocation(line: 87, column: 66, scope: !277, inlinedAt: !265)
!277 = distinct !DILexicalBlock(scope: !273, file: !3, line: 87, column: 13)
!278 = !DILocation(line: 87, column: 14, scope: !277, inlinedAt: !265)
!279 = !DILocation(line: 0, scope: !255)
!280 = !DILocation(line: 87, column: 13, scope: !273, inlinedAt: !265)
!281 = !DILocation(line: 0, scope: !144, inlinedAt: !282)
!282 = distinct !DILocation(line: 114, column: 13, scope: !283)
!283 = distinct !DILexicalBlock(scope: !255, file: !3, line: 113, column: 13)
!284 = !DILocation(line: 36, column: 5, scope: !152, inlinedAt: !282)
!285 = !DILocation(line: 37, column: 45, scope: !144, inlinedAt: !282)
!286 = !DILocation(line: 37, column: 18, scope: !144, inlinedAt: !282)
!287 = !DILocation(line: 38, column: 5, scope: !157, inlinedAt: !282)
!288 = !DILocation(line: 38, column: 5, scope: !158, inlinedAt: !282)
!289 = !DILocation(line: 116, column: 5, scope: !249)
!290 = !DISubprogram(name: "pthread_join", scope: !166, file: !166, line: 219, type: !291, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!291 = !DISubroutineType(types: !292)
!292 = !{!47, !82, !293}
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!294 = !DISubprogram(name: "__assert_fail", scope: !295, file: !295, line: 69, type: !296, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!295 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!296 = !DISubroutineType(types: !297)
!297 = !{null, !298, !298, !7, !298}
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
