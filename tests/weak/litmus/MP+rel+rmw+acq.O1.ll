; ModuleID = 'MP+rel+rmw+acq.c'
source_filename = "MP+rel+rmw+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !103
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !108
@r2_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !110
@r2_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !112
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [17 x i8] c"MP+rel+rmw+acq.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !64
@.str.17 = private unnamed_addr constant [14 x i8] c"!\22outcome 16\22\00", align 1, !dbg !66
@.str.18 = private unnamed_addr constant [14 x i8] c"!\22outcome 17\22\00", align 1, !dbg !68
@.str.19 = private unnamed_addr constant [14 x i8] c"!\22outcome 18\22\00", align 1, !dbg !70
@.str.20 = private unnamed_addr constant [14 x i8] c"!\22outcome 19\22\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [14 x i8] c"!\22outcome 20\22\00", align 1, !dbg !74
@.str.22 = private unnamed_addr constant [14 x i8] c"!\22outcome 21\22\00", align 1, !dbg !76
@.str.23 = private unnamed_addr constant [14 x i8] c"!\22outcome 22\22\00", align 1, !dbg !78
@.str.24 = private unnamed_addr constant [14 x i8] c"!\22outcome 23\22\00", align 1, !dbg !80
@.str.25 = private unnamed_addr constant [14 x i8] c"!\22outcome 24\22\00", align 1, !dbg !82
@.str.26 = private unnamed_addr constant [14 x i8] c"!\22outcome 25\22\00", align 1, !dbg !84
@.str.27 = private unnamed_addr constant [14 x i8] c"!\22outcome 26\22\00", align 1, !dbg !86
@.str.28 = private unnamed_addr constant [14 x i8] c"!\22outcome 27\22\00", align 1, !dbg !88
@.str.29 = private unnamed_addr constant [14 x i8] c"!\22outcome 28\22\00", align 1, !dbg !90
@.str.30 = private unnamed_addr constant [14 x i8] c"!\22outcome 29\22\00", align 1, !dbg !92
@.str.31 = private unnamed_addr constant [14 x i8] c"!\22outcome 30\22\00", align 1, !dbg !94
@.str.32 = private unnamed_addr constant [14 x i8] c"!\22outcome 31\22\00", align 1, !dbg !96
@.str.33 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !98

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !122 {
    #dbg_value(ptr poison, !127, !DIExpression(), !128)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !129
  store atomic i32 1, ptr @y release, align 4, !dbg !130
  ret ptr null, !dbg !131
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !132 {
    #dbg_value(ptr poison, !134, !DIExpression(), !135)
  %2 = atomicrmw add ptr @y, i32 10 monotonic, align 4, !dbg !136
  store i32 %2, ptr @r1_0, align 4, !dbg !137, !tbaa !138
  ret ptr null, !dbg !142
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t2(ptr nocapture readnone %0) #0 !dbg !143 {
    #dbg_value(ptr poison, !145, !DIExpression(), !146)
  %2 = load atomic i32, ptr @y acquire, align 4, !dbg !147
  store i32 %2, ptr @r2_0, align 4, !dbg !148, !tbaa !138
  %3 = load atomic i32, ptr @x monotonic, align 4, !dbg !149
  store i32 %3, ptr @r2_1, align 4, !dbg !150, !tbaa !138
  ret ptr null, !dbg !151
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !152 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !167
    #dbg_assign(i1 undef, !156, !DIExpression(), !167, ptr %1, !DIExpression(), !168)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !169
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !170
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !171
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !172
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !173
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @t2, ptr noundef null) #6, !dbg !174
  %7 = load i64, ptr %1, align 16, !dbg !175, !tbaa !176
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !178
  %9 = load i64, ptr %3, align 8, !dbg !179, !tbaa !176
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !180
  %11 = load i64, ptr %5, align 16, !dbg !181, !tbaa !176
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !182
    #dbg_value(i32 0, !165, !DIExpression(), !168)
  %13 = load i32, ptr @r1_0, align 4, !dbg !183, !tbaa !138
    #dbg_value(i32 %13, !163, !DIExpression(), !168)
  switch i32 %13, label %14 [
    i32 0, label %18
    i32 1, label %18
    i32 10, label %17
  ], !dbg !184

14:                                               ; preds = %0
  %15 = icmp eq i32 %13, 11, !dbg !185
  %16 = select i1 %15, i32 3, i32 -1, !dbg !186
  br label %18, !dbg !187

17:                                               ; preds = %0
  br label %18, !dbg !188

18:                                               ; preds = %0, %0, %17, %14
  %19 = phi i32 [ %13, %0 ], [ %16, %14 ], [ 2, %17 ], [ %13, %0 ], !dbg !184
    #dbg_value(i32 %19, !164, !DIExpression(), !168)
  %20 = icmp slt i32 %19, 0, !dbg !188
  br i1 %20, label %75, label %21, !dbg !190

21:                                               ; preds = %18
    #dbg_value(i32 %19, !165, !DIExpression(), !168)
  %22 = load i32, ptr @r2_0, align 4, !dbg !191, !tbaa !138
    #dbg_value(i32 %22, !163, !DIExpression(), !168)
  switch i32 %22, label %23 [
    i32 0, label %27
    i32 1, label %27
    i32 10, label %26
  ], !dbg !192

23:                                               ; preds = %21
  %24 = icmp eq i32 %22, 11, !dbg !193
  %25 = select i1 %24, i32 3, i32 -1, !dbg !194
  br label %27, !dbg !195

26:                                               ; preds = %21
  br label %27, !dbg !196

27:                                               ; preds = %21, %21, %26, %23
  %28 = phi i32 [ %22, %21 ], [ %25, %23 ], [ 2, %26 ], [ %22, %21 ], !dbg !192
    #dbg_value(i32 %28, !164, !DIExpression(), !168)
  %29 = icmp slt i32 %28, 0, !dbg !196
  br i1 %29, label %75, label %30, !dbg !198

30:                                               ; preds = %27
    #dbg_value(!DIArgList(i32 %19, i32 %28), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !168)
  %31 = load i32, ptr @r2_1, align 4, !dbg !199, !tbaa !138
    #dbg_value(i32 %31, !163, !DIExpression(), !168)
  %32 = icmp eq i32 %31, 0, !dbg !200
  %33 = icmp eq i32 %31, 1, !dbg !201
  %34 = select i1 %33, i32 1, i32 -1, !dbg !201
  %35 = select i1 %32, i32 0, i32 %34, !dbg !201
    #dbg_value(i32 %35, !164, !DIExpression(), !168)
  %36 = icmp slt i32 %35, 0, !dbg !202
  br i1 %36, label %75, label %37, !dbg !204

37:                                               ; preds = %30
  %38 = shl nuw nsw i32 %28, 2, !dbg !205
    #dbg_value(!DIArgList(i32 %19, i32 %38), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !168)
  %39 = add nuw nsw i32 %38, %19, !dbg !206
    #dbg_value(i32 %39, !165, !DIExpression(), !168)
  %40 = shl nuw nsw i32 %35, 4, !dbg !207
  %41 = add nuw nsw i32 %39, %40, !dbg !208
    #dbg_value(i32 %41, !165, !DIExpression(), !168)
  switch i32 %41, label %74 [
    i32 0, label %42
    i32 1, label %43
    i32 2, label %44
    i32 3, label %45
    i32 4, label %46
    i32 5, label %47
    i32 6, label %48
    i32 7, label %49
    i32 8, label %50
    i32 9, label %51
    i32 10, label %52
    i32 11, label %53
    i32 12, label %54
    i32 13, label %55
    i32 14, label %56
    i32 15, label %57
    i32 16, label %58
    i32 17, label %59
    i32 18, label %60
    i32 19, label %61
    i32 20, label %62
    i32 21, label %63
    i32 22, label %64
    i32 23, label %65
    i32 24, label %66
    i32 25, label %67
    i32 26, label %68
    i32 27, label %69
    i32 28, label %70
    i32 29, label %71
    i32 30, label %72
    i32 31, label %73
  ], !dbg !209

42:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 78, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !210
  unreachable, !dbg !210

43:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 83, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !214
  unreachable, !dbg !214

44:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 88, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !217
  unreachable, !dbg !217

45:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 93, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !220
  unreachable, !dbg !220

46:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 98, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !223
  unreachable, !dbg !223

47:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 103, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !226
  unreachable, !dbg !226

48:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 108, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !229
  unreachable, !dbg !229

49:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 113, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !232
  unreachable, !dbg !232

50:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 118, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !235
  unreachable, !dbg !235

51:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !238
  unreachable, !dbg !238

52:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 128, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !241
  unreachable, !dbg !241

53:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 133, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !244
  unreachable, !dbg !244

54:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 138, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !247
  unreachable, !dbg !247

55:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 143, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !250
  unreachable, !dbg !250

56:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 148, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !253
  unreachable, !dbg !253

57:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 153, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !256
  unreachable, !dbg !256

58:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 158, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !259
  unreachable, !dbg !259

59:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.1, i32 noundef 163, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !262
  unreachable, !dbg !262

60:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.1, i32 noundef 168, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !265
  unreachable, !dbg !265

61:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.1, i32 noundef 173, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !268
  unreachable, !dbg !268

62:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.1, i32 noundef 178, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !271
  unreachable, !dbg !271

63:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.1, i32 noundef 183, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !274
  unreachable, !dbg !274

64:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.1, i32 noundef 188, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !277
  unreachable, !dbg !277

65:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.1, i32 noundef 193, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !280
  unreachable, !dbg !280

66:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.1, i32 noundef 198, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !283
  unreachable, !dbg !283

67:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.26, ptr noundef nonnull @.str.1, i32 noundef 203, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !286
  unreachable, !dbg !286

68:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.27, ptr noundef nonnull @.str.1, i32 noundef 208, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !289
  unreachable, !dbg !289

69:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.28, ptr noundef nonnull @.str.1, i32 noundef 213, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !292
  unreachable, !dbg !292

70:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.29, ptr noundef nonnull @.str.1, i32 noundef 218, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !295
  unreachable, !dbg !295

71:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.1, i32 noundef 223, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !298
  unreachable, !dbg !298

72:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.31, ptr noundef nonnull @.str.1, i32 noundef 228, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !301
  unreachable, !dbg !301

73:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.1, i32 noundef 233, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !304
  unreachable, !dbg !304

74:                                               ; preds = %37
  unreachable

75:                                               ; preds = %30, %27, %18
    #dbg_label(!166, !307)
  call void @__assert_fail(ptr noundef nonnull @.str.33, ptr noundef nonnull @.str.1, i32 noundef 242, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !308
  unreachable, !dbg !308
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !311 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !331 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !335 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!114, !115, !116, !117, !118, !119, !120}
!llvm.ident = !{!121}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !105, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+rel+rmw+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "76cfbd34e86cfc0fb3f2b51c971c9f8c")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !49, !51, !56, !58, !60, !62, !64, !66, !68, !70, !72, !74, !76, !78, !80, !82, !84, !86, !88, !90, !92, !94, !96, !98, !0, !103, !108, !110, !112}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !18, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 14)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !53, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !53, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !53, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !53, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !53, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 173, type: !53, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 178, type: !53, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 183, type: !53, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 188, type: !53, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 193, type: !53, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 198, type: !53, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 203, type: !53, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 208, type: !53, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 213, type: !53, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 218, type: !53, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 223, type: !53, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 228, type: !53, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 233, type: !53, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 242, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 22)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !105, isLocal: false, isDefinition: true)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !107)
!107 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !107, isLocal: false, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 20, type: !107, isLocal: false, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 20, type: !107, isLocal: false, isDefinition: true)
!114 = !{i32 7, !"Dwarf Version", i32 5}
!115 = !{i32 2, !"Debug Info Version", i32 3}
!116 = !{i32 1, !"wchar_size", i32 4}
!117 = !{i32 8, !"PIC Level", i32 2}
!118 = !{i32 7, !"PIE Level", i32 2}
!119 = !{i32 7, !"uwtable", i32 2}
!120 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!121 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!122 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !123, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !126)
!123 = !DISubroutineType(types: !124)
!124 = !{!125, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!126 = !{!127}
!127 = !DILocalVariable(name: "arg", arg: 1, scope: !122, file: !3, line: 22, type: !125)
!128 = !DILocation(line: 0, scope: !122)
!129 = !DILocation(line: 25, column: 2, scope: !122)
!130 = !DILocation(line: 26, column: 2, scope: !122)
!131 = !DILocation(line: 27, column: 2, scope: !122)
!132 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !123, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!133 = !{!134}
!134 = !DILocalVariable(name: "arg", arg: 1, scope: !132, file: !3, line: 30, type: !125)
!135 = !DILocation(line: 0, scope: !132)
!136 = !DILocation(line: 33, column: 9, scope: !132)
!137 = !DILocation(line: 33, column: 7, scope: !132)
!138 = !{!139, !139, i64 0}
!139 = !{!"int", !140, i64 0}
!140 = !{!"omnipotent char", !141, i64 0}
!141 = !{!"Simple C/C++ TBAA"}
!142 = !DILocation(line: 34, column: 2, scope: !132)
!143 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 37, type: !123, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !144)
!144 = !{!145}
!145 = !DILocalVariable(name: "arg", arg: 1, scope: !143, file: !3, line: 37, type: !125)
!146 = !DILocation(line: 0, scope: !143)
!147 = !DILocation(line: 40, column: 9, scope: !143)
!148 = !DILocation(line: 40, column: 7, scope: !143)
!149 = !DILocation(line: 41, column: 9, scope: !143)
!150 = !DILocation(line: 41, column: 7, scope: !143)
!151 = !DILocation(line: 42, column: 2, scope: !143)
!152 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !153, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!107}
!155 = !{!156, !163, !164, !165, !166}
!156 = !DILocalVariable(name: "th", scope: !152, file: !3, line: 47, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 192, elements: !161)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !159, line: 27, baseType: !160)
!159 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!160 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!161 = !{!162}
!162 = !DISubrange(count: 3)
!163 = !DILocalVariable(name: "v", scope: !152, file: !3, line: 54, type: !107)
!164 = !DILocalVariable(name: "d", scope: !152, file: !3, line: 54, type: !107)
!165 = !DILocalVariable(name: "o", scope: !152, file: !3, line: 54, type: !107)
!166 = !DILabel(scope: !152, name: "unexpected", file: !3, line: 241)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 0, scope: !152)
!169 = !DILocation(line: 47, column: 2, scope: !152)
!170 = !DILocation(line: 48, column: 2, scope: !152)
!171 = !DILocation(line: 49, column: 18, scope: !152)
!172 = !DILocation(line: 49, column: 2, scope: !152)
!173 = !DILocation(line: 50, column: 18, scope: !152)
!174 = !DILocation(line: 50, column: 2, scope: !152)
!175 = !DILocation(line: 51, column: 15, scope: !152)
!176 = !{!177, !177, i64 0}
!177 = !{!"long", !140, i64 0}
!178 = !DILocation(line: 51, column: 2, scope: !152)
!179 = !DILocation(line: 52, column: 15, scope: !152)
!180 = !DILocation(line: 52, column: 2, scope: !152)
!181 = !DILocation(line: 53, column: 15, scope: !152)
!182 = !DILocation(line: 53, column: 2, scope: !152)
!183 = !DILocation(line: 55, column: 6, scope: !152)
!184 = !DILocation(line: 56, column: 6, scope: !152)
!185 = !DILocation(line: 56, column: 48, scope: !152)
!186 = !DILocation(line: 56, column: 46, scope: !152)
!187 = !DILocation(line: 56, column: 32, scope: !152)
!188 = !DILocation(line: 57, column: 8, scope: !189)
!189 = distinct !DILexicalBlock(scope: !152, file: !3, line: 57, column: 6)
!190 = !DILocation(line: 57, column: 6, scope: !152)
!191 = !DILocation(line: 60, column: 6, scope: !152)
!192 = !DILocation(line: 61, column: 6, scope: !152)
!193 = !DILocation(line: 61, column: 48, scope: !152)
!194 = !DILocation(line: 61, column: 46, scope: !152)
!195 = !DILocation(line: 61, column: 32, scope: !152)
!196 = !DILocation(line: 62, column: 8, scope: !197)
!197 = distinct !DILexicalBlock(scope: !152, file: !3, line: 62, column: 6)
!198 = !DILocation(line: 62, column: 6, scope: !152)
!199 = !DILocation(line: 65, column: 6, scope: !152)
!200 = !DILocation(line: 66, column: 8, scope: !152)
!201 = !DILocation(line: 66, column: 6, scope: !152)
!202 = !DILocation(line: 67, column: 8, scope: !203)
!203 = distinct !DILexicalBlock(scope: !152, file: !3, line: 67, column: 6)
!204 = !DILocation(line: 67, column: 6, scope: !152)
!205 = !DILocation(line: 64, column: 9, scope: !152)
!206 = !DILocation(line: 64, column: 4, scope: !152)
!207 = !DILocation(line: 69, column: 9, scope: !152)
!208 = !DILocation(line: 69, column: 4, scope: !152)
!209 = !DILocation(line: 75, column: 2, scope: !152)
!210 = !DILocation(line: 78, column: 3, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !3, line: 78, column: 3)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 78, column: 3)
!213 = distinct !DILexicalBlock(scope: !152, file: !3, line: 75, column: 13)
!214 = !DILocation(line: 83, column: 3, scope: !215)
!215 = distinct !DILexicalBlock(scope: !216, file: !3, line: 83, column: 3)
!216 = distinct !DILexicalBlock(scope: !213, file: !3, line: 83, column: 3)
!217 = !DILocation(line: 88, column: 3, scope: !218)
!218 = distinct !DILexicalBlock(scope: !219, file: !3, line: 88, column: 3)
!219 = distinct !DILexicalBlock(scope: !213, file: !3, line: 88, column: 3)
!220 = !DILocation(line: 93, column: 3, scope: !221)
!221 = distinct !DILexicalBlock(scope: !222, file: !3, line: 93, column: 3)
!222 = distinct !DILexicalBlock(scope: !213, file: !3, line: 93, column: 3)
!223 = !DILocation(line: 98, column: 3, scope: !224)
!224 = distinct !DILexicalBlock(scope: !225, file: !3, line: 98, column: 3)
!225 = distinct !DILexicalBlock(scope: !213, file: !3, line: 98, column: 3)
!226 = !DILocation(line: 103, column: 3, scope: !227)
!227 = distinct !DILexicalBlock(scope: !228, file: !3, line: 103, column: 3)
!228 = distinct !DILexicalBlock(scope: !213, file: !3, line: 103, column: 3)
!229 = !DILocation(line: 108, column: 3, scope: !230)
!230 = distinct !DILexicalBlock(scope: !231, file: !3, line: 108, column: 3)
!231 = distinct !DILexicalBlock(scope: !213, file: !3, line: 108, column: 3)
!232 = !DILocation(line: 113, column: 3, scope: !233)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 113, column: 3)
!234 = distinct !DILexicalBlock(scope: !213, file: !3, line: 113, column: 3)
!235 = !DILocation(line: 118, column: 3, scope: !236)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 118, column: 3)
!237 = distinct !DILexicalBlock(scope: !213, file: !3, line: 118, column: 3)
!238 = !DILocation(line: 123, column: 3, scope: !239)
!239 = distinct !DILexicalBlock(scope: !240, file: !3, line: 123, column: 3)
!240 = distinct !DILexicalBlock(scope: !213, file: !3, line: 123, column: 3)
!241 = !DILocation(line: 128, column: 3, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 128, column: 3)
!243 = distinct !DILexicalBlock(scope: !213, file: !3, line: 128, column: 3)
!244 = !DILocation(line: 133, column: 3, scope: !245)
!245 = distinct !DILexicalBlock(scope: !246, file: !3, line: 133, column: 3)
!246 = distinct !DILexicalBlock(scope: !213, file: !3, line: 133, column: 3)
!247 = !DILocation(line: 138, column: 3, scope: !248)
!248 = distinct !DILexicalBlock(scope: !249, file: !3, line: 138, column: 3)
!249 = distinct !DILexicalBlock(scope: !213, file: !3, line: 138, column: 3)
!250 = !DILocation(line: 143, column: 3, scope: !251)
!251 = distinct !DILexicalBlock(scope: !252, file: !3, line: 143, column: 3)
!252 = distinct !DILexicalBlock(scope: !213, file: !3, line: 143, column: 3)
!253 = !DILocation(line: 148, column: 3, scope: !254)
!254 = distinct !DILexicalBlock(scope: !255, file: !3, line: 148, column: 3)
!255 = distinct !DILexicalBlock(scope: !213, file: !3, line: 148, column: 3)
!256 = !DILocation(line: 153, column: 3, scope: !257)
!257 = distinct !DILexicalBlock(scope: !258, file: !3, line: 153, column: 3)
!258 = distinct !DILexicalBlock(scope: !213, file: !3, line: 153, column: 3)
!259 = !DILocation(line: 158, column: 3, scope: !260)
!260 = distinct !DILexicalBlock(scope: !261, file: !3, line: 158, column: 3)
!261 = distinct !DILexicalBlock(scope: !213, file: !3, line: 158, column: 3)
!262 = !DILocation(line: 163, column: 3, scope: !263)
!263 = distinct !DILexicalBlock(scope: !264, file: !3, line: 163, column: 3)
!264 = distinct !DILexicalBlock(scope: !213, file: !3, line: 163, column: 3)
!265 = !DILocation(line: 168, column: 3, scope: !266)
!266 = distinct !DILexicalBlock(scope: !267, file: !3, line: 168, column: 3)
!267 = distinct !DILexicalBlock(scope: !213, file: !3, line: 168, column: 3)
!268 = !DILocation(line: 173, column: 3, scope: !269)
!269 = distinct !DILexicalBlock(scope: !270, file: !3, line: 173, column: 3)
!270 = distinct !DILexicalBlock(scope: !213, file: !3, line: 173, column: 3)
!271 = !DILocation(line: 178, column: 3, scope: !272)
!272 = distinct !DILexicalBlock(scope: !273, file: !3, line: 178, column: 3)
!273 = distinct !DILexicalBlock(scope: !213, file: !3, line: 178, column: 3)
!274 = !DILocation(line: 183, column: 3, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !3, line: 183, column: 3)
!276 = distinct !DILexicalBlock(scope: !213, file: !3, line: 183, column: 3)
!277 = !DILocation(line: 188, column: 3, scope: !278)
!278 = distinct !DILexicalBlock(scope: !279, file: !3, line: 188, column: 3)
!279 = distinct !DILexicalBlock(scope: !213, file: !3, line: 188, column: 3)
!280 = !DILocation(line: 193, column: 3, scope: !281)
!281 = distinct !DILexicalBlock(scope: !282, file: !3, line: 193, column: 3)
!282 = distinct !DILexicalBlock(scope: !213, file: !3, line: 193, column: 3)
!283 = !DILocation(line: 198, column: 3, scope: !284)
!284 = distinct !DILexicalBlock(scope: !285, file: !3, line: 198, column: 3)
!285 = distinct !DILexicalBlock(scope: !213, file: !3, line: 198, column: 3)
!286 = !DILocation(line: 203, column: 3, scope: !287)
!287 = distinct !DILexicalBlock(scope: !288, file: !3, line: 203, column: 3)
!288 = distinct !DILexicalBlock(scope: !213, file: !3, line: 203, column: 3)
!289 = !DILocation(line: 208, column: 3, scope: !290)
!290 = distinct !DILexicalBlock(scope: !291, file: !3, line: 208, column: 3)
!291 = distinct !DILexicalBlock(scope: !213, file: !3, line: 208, column: 3)
!292 = !DILocation(line: 213, column: 3, scope: !293)
!293 = distinct !DILexicalBlock(scope: !294, file: !3, line: 213, column: 3)
!294 = distinct !DILexicalBlock(scope: !213, file: !3, line: 213, column: 3)
!295 = !DILocation(line: 218, column: 3, scope: !296)
!296 = distinct !DILexicalBlock(scope: !297, file: !3, line: 218, column: 3)
!297 = distinct !DILexicalBlock(scope: !213, file: !3, line: 218, column: 3)
!298 = !DILocation(line: 223, column: 3, scope: !299)
!299 = distinct !DILexicalBlock(scope: !300, file: !3, line: 223, column: 3)
!300 = distinct !DILexicalBlock(scope: !213, file: !3, line: 223, column: 3)
!301 = !DILocation(line: 228, column: 3, scope: !302)
!302 = distinct !DILexicalBlock(scope: !303, file: !3, line: 228, column: 3)
!303 = distinct !DILexicalBlock(scope: !213, file: !3, line: 228, column: 3)
!304 = !DILocation(line: 233, column: 3, scope: !305)
!305 = distinct !DILexicalBlock(scope: !306, file: !3, line: 233, column: 3)
!306 = distinct !DILexicalBlock(scope: !213, file: !3, line: 233, column: 3)
!307 = !DILocation(line: 241, column: 1, scope: !152)
!308 = !DILocation(line: 242, column: 2, scope: !309)
!309 = distinct !DILexicalBlock(scope: !310, file: !3, line: 242, column: 2)
!310 = distinct !DILexicalBlock(scope: !152, file: !3, line: 242, column: 2)
!311 = !DISubprogram(name: "pthread_create", scope: !312, file: !312, line: 202, type: !313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!313 = !DISubroutineType(types: !314)
!314 = !{!107, !315, !317, !329, !330}
!315 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!317 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !318)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !320)
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !159, line: 62, baseType: !321)
!321 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !159, line: 56, size: 448, elements: !322)
!322 = !{!323, !327}
!323 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !321, file: !159, line: 58, baseType: !324, size: 448)
!324 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !325)
!325 = !{!326}
!326 = !DISubrange(count: 56)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !321, file: !159, line: 59, baseType: !328, size: 64)
!328 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!330 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!331 = !DISubprogram(name: "pthread_join", scope: !312, file: !312, line: 219, type: !332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!332 = !DISubroutineType(types: !333)
!333 = !{!107, !158, !334}
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!335 = !DISubprogram(name: "__assert_fail", scope: !336, file: !336, line: 69, type: !337, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!336 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!337 = !DISubroutineType(types: !338)
!338 = !{null, !339, !339, !7, !339}
!339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
