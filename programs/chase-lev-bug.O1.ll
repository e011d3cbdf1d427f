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

9:                                                ; preds = %33, %0
  %10 = load atomic i64, ptr @bottom monotonic, align 8, !dbg !105
  %11 = add nsw i64 %10, -1, !dbg !113
    #dbg_value(i64 %11, !108, !DIExpression(), !114)
  store atomic i64 %11, ptr @bottom monotonic, align 8, !dbg !115
  %12 = load atomic i64, ptr @top monotonic, align 8, !dbg !116
    #dbg_value(i64 %12, !109, !DIExpression(), !114)
  %13 = icmp slt i64 %12, %10, !dbg !117
  br i1 %13, label %14, label %24, !dbg !119

14:                                               ; preds = %9
  %15 = srem i64 %11, 3, !dbg !120
  %16 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %15, !dbg !122
  %17 = load atomic i32, ptr %16 monotonic, align 4, !dbg !123
    #dbg_value(i32 %17, !110, !DIExpression(), !114)
  %18 = icmp eq i64 %12, %11, !dbg !124
  br i1 %18, label %19, label %26, !dbg !126

19:                                               ; preds = %14
  %20 = add nsw i64 %12, 1, !dbg !127
  %21 = cmpxchg ptr @top, i64 %12, i64 %20 seq_cst monotonic, align 8, !dbg !130
  %22 = extractvalue { i64, i1 } %21, 1, !dbg !130
  %23 = select i1 %22, i32 %17, i32 -1, !dbg !131
    #dbg_value(i32 %23, !110, !DIExpression(), !114)
  br label %24, !dbg !132

24:                                               ; preds = %9, %19
  %25 = phi i32 [ %23, %19 ], [ -1, %9 ]
  store atomic i64 %10, ptr @bottom monotonic, align 8, !dbg !133
  br label %26, !dbg !134

26:                                               ; preds = %24, %14
  %27 = phi i32 [ %17, %14 ], [ %25, %24 ], !dbg !133
    #dbg_value(i32 %27, !110, !DIExpression(), !114)
    #dbg_value(i32 %27, !86, !DIExpression(), !135)
  %28 = icmp eq i32 %27, -1, !dbg !134
  br i1 %28, label %43, label %29, !dbg !136

29:                                               ; preds = %26
    #dbg_value(i32 %27, !137, !DIExpression(), !143)
  %30 = add i32 %27, -1, !dbg !145
  %31 = icmp ult i32 %30, 2, !dbg !145
  br i1 %31, label %33, label %32, !dbg !145

32:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 36, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !145
  unreachable, !dbg !145

33:                                               ; preds = %29
  %34 = zext nneg i32 %27 to i64, !dbg !148
  %35 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %34, !dbg !148
  %36 = atomicrmw add ptr %35, i32 1 monotonic, align 4, !dbg !149
    #dbg_value(i32 %36, !142, !DIExpression(), !143)
  %37 = icmp eq i32 %36, 0, !dbg !150
  br i1 %37, label %9, label %38, !dbg !153, !llvm.loop !154

38:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 38, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !150
  unreachable, !dbg !150

39:                                               ; preds = %43
  %40 = add nuw nsw i64 %44, 1, !dbg !158
    #dbg_value(i64 %40, !88, !DIExpression(), !160)
    #dbg_value(i64 %40, !88, !DIExpression(), !160)
  %41 = icmp eq i64 %40, 3, !dbg !161
  br i1 %41, label %42, label %43, !dbg !162, !llvm.loop !163

42:                                               ; preds = %39
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !165
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !165
  ret i32 0, !dbg !166

43:                                               ; preds = %26, %39
  %44 = phi i64 [ %40, %39 ], [ 1, %26 ]
    #dbg_value(i64 %44, !88, !DIExpression(), !160)
  %45 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %44, !dbg !167
  %46 = load atomic i32, ptr %45 monotonic, align 4, !dbg !167
  %47 = icmp eq i32 %46, 1, !dbg !167
    #dbg_value(i64 %44, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !160)
  br i1 %47, label %39, label %48, !dbg !170

48:                                               ; preds = %43
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 129, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !167
  unreachable, !dbg !167
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !171 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @owner(ptr nocapture readnone %0) #0 !dbg !192 {
    #dbg_value(ptr poison, !194, !DIExpression(), !202)
    #dbg_value(i32 1, !195, !DIExpression(), !203)
  br label %2, !dbg !204

2:                                                ; preds = %1, %9
  %3 = phi i32 [ 1, %1 ], [ %13, %9 ]
    #dbg_value(i32 %3, !195, !DIExpression(), !203)
    #dbg_value(i32 %3, !205, !DIExpression(), !210)
  %4 = load atomic i64, ptr @bottom monotonic, align 8, !dbg !213
    #dbg_value(i64 %4, !208, !DIExpression(), !210)
  %5 = load atomic i64, ptr @top acquire, align 8, !dbg !214
    #dbg_value(i64 %5, !209, !DIExpression(), !210)
  %6 = sub nsw i64 %4, %5, !dbg !215
  %7 = icmp slt i64 %6, 3, !dbg !215
  br i1 %7, label %9, label %8, !dbg !218

8:                                                ; preds = %2
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 72, ptr noundef nonnull @__PRETTY_FUNCTION__.push) #6, !dbg !215
  unreachable, !dbg !215

9:                                                ; preds = %2
  %10 = srem i64 %4, 3, !dbg !219
  %11 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %10, !dbg !220
  store atomic i32 %3, ptr %11 monotonic, align 4, !dbg !221
  fence release, !dbg !222
  %12 = add nsw i64 %4, 1, !dbg !223
  store atomic i64 %12, ptr @bottom monotonic, align 8, !dbg !224
  %13 = add nuw nsw i32 %3, 1, !dbg !225
    #dbg_value(i32 %13, !195, !DIExpression(), !203)
  %14 = icmp eq i32 %13, 3, !dbg !226
  br i1 %14, label %16, label %2, !dbg !204, !llvm.loop !227

15:                                               ; preds = %47
  ret ptr null, !dbg !229

16:                                               ; preds = %9, %47
  %17 = phi i32 [ %48, %47 ], [ 0, %9 ]
    #dbg_value(i32 %17, !197, !DIExpression(), !230)
  %18 = load atomic i64, ptr @bottom monotonic, align 8, !dbg !231
  %19 = add nsw i64 %18, -1, !dbg !233
    #dbg_value(i64 %19, !108, !DIExpression(), !234)
  store atomic i64 %19, ptr @bottom monotonic, align 8, !dbg !235
  %20 = load atomic i64, ptr @top monotonic, align 8, !dbg !236
    #dbg_value(i64 %20, !109, !DIExpression(), !234)
  %21 = icmp slt i64 %20, %18, !dbg !237
  br i1 %21, label %22, label %32, !dbg !238

22:                                               ; preds = %16
  %23 = srem i64 %19, 3, !dbg !239
  %24 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %23, !dbg !240
  %25 = load atomic i32, ptr %24 monotonic, align 4, !dbg !241
    #dbg_value(i32 %25, !110, !DIExpression(), !234)
  %26 = icmp eq i64 %20, %19, !dbg !242
  br i1 %26, label %27, label %34, !dbg !243

27:                                               ; preds = %22
  %28 = add nsw i64 %20, 1, !dbg !244
  %29 = cmpxchg ptr @top, i64 %20, i64 %28 seq_cst monotonic, align 8, !dbg !245
  %30 = extractvalue { i64, i1 } %29, 1, !dbg !245
  %31 = select i1 %30, i32 %25, i32 -1, !dbg !246
    #dbg_value(i32 %31, !110, !DIExpression(), !234)
  br label %32, !dbg !247

32:                                               ; preds = %16, %27
  %33 = phi i32 [ %31, %27 ], [ -1, %16 ]
  store atomic i64 %18, ptr @bottom monotonic, align 8, !dbg !248
  br label %34, !dbg !249

34:                                               ; preds = %32, %22
  %35 = phi i32 [ %25, %22 ], [ %33, %32 ], !dbg !248
    #dbg_value(i32 %35, !110, !DIExpression(), !234)
    #dbg_value(i32 %35, !199, !DIExpression(), !251)
  %36 = icmp eq i32 %35, -1, !dbg !249
  br i1 %36, label %47, label %37, !dbg !252

37:                                               ; preds = %34
    #dbg_value(i32 %35, !137, !DIExpression(), !253)
  %38 = add i32 %35, -1, !dbg !255
  %39 = icmp ult i32 %38, 2, !dbg !255
  br i1 %39, label %41, label %40, !dbg !255

40:                                               ; preds = %37
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 36, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !255
  unreachable, !dbg !255

41:                                               ; preds = %37
  %42 = zext nneg i32 %35 to i64, !dbg !256
  %43 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %42, !dbg !256
  %44 = atomicrmw add ptr %43, i32 1 monotonic, align 4, !dbg !257
    #dbg_value(i32 %44, !142, !DIExpression(), !253)
  %45 = icmp eq i32 %44, 0, !dbg !258
  br i1 %45, label %47, label %46, !dbg !259

46:                                               ; preds = %41
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 38, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !258
  unreachable, !dbg !258

47:                                               ; preds = %41, %34
  %48 = add nuw nsw i32 %17, 1, !dbg !260
    #dbg_value(i32 %48, !197, !DIExpression(), !230)
  %49 = icmp eq i32 %17, 0, !dbg !261
  br i1 %49, label %16, label %15, !dbg !262, !llvm.loop !263
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @thief(ptr nocapture readnone %0) #0 !dbg !265 {
    #dbg_value(ptr poison, !267, !DIExpression(), !273)
    #dbg_value(i32 0, !268, !DIExpression(), !274)
  br label %3, !dbg !275

2:                                                ; preds = %29
  ret ptr null, !dbg !276

3:                                                ; preds = %1, %29
  %4 = phi i32 [ 0, %1 ], [ %30, %29 ]
    #dbg_value(i32 %4, !268, !DIExpression(), !274)
  %5 = load atomic i64, ptr @top acquire, align 8, !dbg !277
    #dbg_value(i64 %5, !280, !DIExpression(), !284)
  fence seq_cst, !dbg !285
  %6 = load atomic i64, ptr @bottom acquire, align 8, !dbg !286
    #dbg_value(i64 %6, !281, !DIExpression(), !284)
    #dbg_value(i32 -1, !282, !DIExpression(), !284)
  %7 = icmp slt i64 %5, %6, !dbg !287
  br i1 %7, label %8, label %16, !dbg !289

8:                                                ; preds = %3
  %9 = srem i64 %5, 3, !dbg !290
  %10 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %9, !dbg !292
  %11 = load atomic i32, ptr %10 monotonic, align 4, !dbg !293
    #dbg_value(i32 %11, !282, !DIExpression(), !284)
  %12 = add nsw i64 %5, 1, !dbg !294
  %13 = cmpxchg ptr @top, i64 %5, i64 %12 seq_cst monotonic, align 8, !dbg !296
  %14 = extractvalue { i64, i1 } %13, 1, !dbg !296
  %15 = select i1 %14, i32 %11, i32 -2, !dbg !297
  br label %16, !dbg !297

16:                                               ; preds = %3, %8
  %17 = phi i32 [ -1, %3 ], [ %15, %8 ], !dbg !284
    #dbg_value(i32 %17, !270, !DIExpression(), !298)
  %18 = icmp ult i32 %17, -2, !dbg !299
  br i1 %18, label %19, label %29, !dbg !299

19:                                               ; preds = %16
    #dbg_value(i32 %17, !137, !DIExpression(), !301)
  %20 = add i32 %17, -1, !dbg !303
  %21 = icmp ult i32 %20, 2, !dbg !303
  br i1 %21, label %23, label %22, !dbg !303

22:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 36, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !303
  unreachable, !dbg !303

23:                                               ; preds = %19
  %24 = zext nneg i32 %17 to i64, !dbg !304
  %25 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %24, !dbg !304
  %26 = atomicrmw add ptr %25, i32 1 monotonic, align 4, !dbg !305
    #dbg_value(i32 %26, !142, !DIExpression(), !301)
  %27 = icmp eq i32 %26, 0, !dbg !306
  br i1 %27, label %29, label %28, !dbg !307

28:                                               ; preds = %23
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 38, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !306
  unreachable, !dbg !306

29:                                               ; preds = %23, %16
  %30 = add nuw nsw i32 %4, 1, !dbg !308
    #dbg_value(i32 %30, !268, !DIExpression(), !274)
  %31 = icmp eq i32 %4, 0, !dbg !309
  br i1 %31, label %3, label %2, !dbg !275, !llvm.loop !310
}

declare !dbg !312 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !316 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

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
!127 = !DILocation(line: 55, column: 70, scope: !128, inlinedAt: !111)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 55, column: 17)
!129 = distinct !DILexicalBlock(scope: !125, file: !3, line: 53, column: 21)
!130 = !DILocation(line: 55, column: 18, scope: !128, inlinedAt: !111)
!131 = !DILocation(line: 55, column: 17, scope: !129, inlinedAt: !111)
!132 = !DILocation(line: 60, column: 9, scope: !129, inlinedAt: !111)
!133 = !DILocation(line: 0, scope: !118, inlinedAt: !111)
!134 = !DILocation(line: 126, column: 30, scope: !112)
!135 = !DILocation(line: 0, scope: !87)
!136 = !DILocation(line: 126, column: 5, scope: !87)
!137 = !DILocalVariable(name: "x", arg: 1, scope: !138, file: !3, line: 34, type: !47)
!138 = distinct !DISubprogram(name: "got", scope: !3, file: !3, line: 34, type: !139, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !47}
!141 = !{!137, !142}
!142 = !DILocalVariable(name: "before", scope: !138, file: !3, line: 37, type: !47)
!143 = !DILocation(line: 0, scope: !138, inlinedAt: !144)
!144 = distinct !DILocation(line: 127, column: 9, scope: !112)
!145 = !DILocation(line: 36, column: 5, scope: !146, inlinedAt: !144)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 36, column: 5)
!147 = distinct !DILexicalBlock(scope: !138, file: !3, line: 36, column: 5)
!148 = !DILocation(line: 37, column: 45, scope: !138, inlinedAt: !144)
!149 = !DILocation(line: 37, column: 18, scope: !138, inlinedAt: !144)
!150 = !DILocation(line: 38, column: 5, scope: !151, inlinedAt: !144)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 38, column: 5)
!152 = distinct !DILexicalBlock(scope: !138, file: !3, line: 38, column: 5)
!153 = !DILocation(line: 38, column: 5, scope: !152, inlinedAt: !144)
!154 = distinct !{!154, !136, !155, !156, !157}
!155 = !DILocation(line: 127, column: 14, scope: !87)
!156 = !{!"llvm.loop.mustprogress"}
!157 = !{!"llvm.loop.unroll.disable"}
!158 = !DILocation(line: 128, column: 35, scope: !159)
!159 = distinct !DILexicalBlock(scope: !89, file: !3, line: 128, column: 5)
!160 = !DILocation(line: 0, scope: !89)
!161 = !DILocation(line: 128, column: 23, scope: !159)
!162 = !DILocation(line: 128, column: 5, scope: !89)
!163 = distinct !{!163, !162, !164, !156, !157}
!164 = !DILocation(line: 129, column: 9, scope: !89)
!165 = !DILocation(line: 131, column: 1, scope: !77)
!166 = !DILocation(line: 130, column: 5, scope: !77)
!167 = !DILocation(line: 129, column: 9, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 129, column: 9)
!169 = distinct !DILexicalBlock(scope: !159, file: !3, line: 129, column: 9)
!170 = !DILocation(line: 129, column: 9, scope: !169)
!171 = !DISubprogram(name: "pthread_create", scope: !172, file: !172, line: 202, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!173 = !DISubroutineType(types: !174)
!174 = !{!47, !175, !177, !188, !191}
!175 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !178)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !83, line: 62, baseType: !181)
!181 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !83, line: 56, size: 448, elements: !182)
!182 = !{!183, !187}
!183 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !181, file: !83, line: 58, baseType: !184, size: 448)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 448, elements: !185)
!185 = !{!186}
!186 = !DISubrange(count: 56)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !181, file: !83, line: 59, baseType: !39, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DISubroutineType(types: !190)
!190 = !{!16, !16}
!191 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!192 = distinct !DISubprogram(name: "owner", scope: !3, file: !3, line: 95, type: !189, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !193)
!193 = !{!194, !195, !197, !199}
!194 = !DILocalVariable(name: "arg", arg: 1, scope: !192, file: !3, line: 95, type: !16)
!195 = !DILocalVariable(name: "i", scope: !196, file: !3, line: 98, type: !47)
!196 = distinct !DILexicalBlock(scope: !192, file: !3, line: 98, column: 5)
!197 = !DILocalVariable(name: "i", scope: !198, file: !3, line: 100, type: !47)
!198 = distinct !DILexicalBlock(scope: !192, file: !3, line: 100, column: 5)
!199 = !DILocalVariable(name: "x", scope: !200, file: !3, line: 101, type: !47)
!200 = distinct !DILexicalBlock(scope: !201, file: !3, line: 100, column: 37)
!201 = distinct !DILexicalBlock(scope: !198, file: !3, line: 100, column: 5)
!202 = !DILocation(line: 0, scope: !192)
!203 = !DILocation(line: 0, scope: !196)
!204 = !DILocation(line: 98, column: 5, scope: !196)
!205 = !DILocalVariable(name: "x", arg: 1, scope: !206, file: !3, line: 68, type: !47)
!206 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 68, type: !139, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !207)
!207 = !{!205, !208, !209}
!208 = !DILocalVariable(name: "b", scope: !206, file: !3, line: 70, type: !39)
!209 = !DILocalVariable(name: "t", scope: !206, file: !3, line: 71, type: !39)
!210 = !DILocation(line: 0, scope: !206, inlinedAt: !211)
!211 = distinct !DILocation(line: 99, column: 9, scope: !212)
!212 = distinct !DILexicalBlock(scope: !196, file: !3, line: 98, column: 5)
!213 = !DILocation(line: 70, column: 14, scope: !206, inlinedAt: !211)
!214 = !DILocation(line: 71, column: 14, scope: !206, inlinedAt: !211)
!215 = !DILocation(line: 72, column: 5, scope: !216, inlinedAt: !211)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 72, column: 5)
!217 = distinct !DILexicalBlock(scope: !206, file: !3, line: 72, column: 5)
!218 = !DILocation(line: 72, column: 5, scope: !217, inlinedAt: !211)
!219 = !DILocation(line: 73, column: 37, scope: !206, inlinedAt: !211)
!220 = !DILocation(line: 73, column: 28, scope: !206, inlinedAt: !211)
!221 = !DILocation(line: 73, column: 5, scope: !206, inlinedAt: !211)
!222 = !DILocation(line: 74, column: 5, scope: !206, inlinedAt: !211)
!223 = !DILocation(line: 75, column: 38, scope: !206, inlinedAt: !211)
!224 = !DILocation(line: 75, column: 5, scope: !206, inlinedAt: !211)
!225 = !DILocation(line: 98, column: 34, scope: !212)
!226 = !DILocation(line: 98, column: 23, scope: !212)
!227 = distinct !{!227, !204, !228, !156, !157}
!228 = !DILocation(line: 99, column: 15, scope: !196)
!229 = !DILocation(line: 105, column: 5, scope: !192)
!230 = !DILocation(line: 0, scope: !198)
!231 = !DILocation(line: 43, column: 14, scope: !106, inlinedAt: !232)
!232 = distinct !DILocation(line: 101, column: 17, scope: !200)
!233 = !DILocation(line: 43, column: 66, scope: !106, inlinedAt: !232)
!234 = !DILocation(line: 0, scope: !106, inlinedAt: !232)
!235 = !DILocation(line: 44, column: 5, scope: !106, inlinedAt: !232)
!236 = !DILocation(line: 48, column: 14, scope: !106, inlinedAt: !232)
!237 = !DILocation(line: 50, column: 11, scope: !118, inlinedAt: !232)
!238 = !DILocation(line: 50, column: 9, scope: !106, inlinedAt: !232)
!239 = !DILocation(line: 52, column: 44, scope: !121, inlinedAt: !232)
!240 = !DILocation(line: 52, column: 35, scope: !121, inlinedAt: !232)
!241 = !DILocation(line: 52, column: 13, scope: !121, inlinedAt: !232)
!242 = !DILocation(line: 53, column: 15, scope: !125, inlinedAt: !232)
!243 = !DILocation(line: 53, column: 13, scope: !121, inlinedAt: !232)
!244 = !DILocation(line: 55, column: 70, scope: !128, inlinedAt: !232)
!245 = !DILocation(line: 55, column: 18, scope: !128, inlinedAt: !232)
!246 = !DILocation(line: 55, column: 17, scope: !129, inlinedAt: !232)
!247 = !DILocation(line: 60, column: 9, scope: !129, inlinedAt: !232)
!248 = !DILocation(line: 0, scope: !118, inlinedAt: !232)
!249 = !DILocation(line: 102, column: 15, scope: !250)
!250 = distinct !DILexicalBlock(scope: !200, file: !3, line: 102, column: 13)
!251 = !DILocation(line: 0, scope: !200)
!252 = !DILocation(line: 102, column: 13, scope: !200)
!253 = !DILocation(line: 0, scope: !138, inlinedAt: !254)
!254 = distinct !DILocation(line: 103, column: 13, scope: !250)
!255 = !DILocation(line: 36, column: 5, scope: !146, inlinedAt: !254)
!256 = !DILocation(line: 37, column: 45, scope: !138, inlinedAt: !254)
!257 = !DILocation(line: 37, column: 18, scope: !138, inlinedAt: !254)
!258 = !DILocation(line: 38, column: 5, scope: !151, inlinedAt: !254)
!259 = !DILocation(line: 38, column: 5, scope: !152, inlinedAt: !254)
!260 = !DILocation(line: 100, column: 33, scope: !201)
!261 = !DILocation(line: 100, column: 23, scope: !201)
!262 = !DILocation(line: 100, column: 5, scope: !198)
!263 = distinct !{!263, !262, !264, !156, !157}
!264 = !DILocation(line: 104, column: 5, scope: !198)
!265 = distinct !DISubprogram(name: "thief", scope: !3, file: !3, line: 108, type: !189, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !266)
!266 = !{!267, !268, !270}
!267 = !DILocalVariable(name: "arg", arg: 1, scope: !265, file: !3, line: 108, type: !16)
!268 = !DILocalVariable(name: "i", scope: !269, file: !3, line: 111, type: !47)
!269 = distinct !DILexicalBlock(scope: !265, file: !3, line: 111, column: 5)
!270 = !DILocalVariable(name: "x", scope: !271, file: !3, line: 112, type: !47)
!271 = distinct !DILexicalBlock(scope: !272, file: !3, line: 111, column: 37)
!272 = distinct !DILexicalBlock(scope: !269, file: !3, line: 111, column: 5)
!273 = !DILocation(line: 0, scope: !265)
!274 = !DILocation(line: 0, scope: !269)
!275 = !DILocation(line: 111, column: 5, scope: !269)
!276 = !DILocation(line: 116, column: 5, scope: !265)
!277 = !DILocation(line: 80, column: 14, scope: !278, inlinedAt: !283)
!278 = distinct !DISubprogram(name: "steal", scope: !3, file: !3, line: 78, type: !78, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !279)
!279 = !{!280, !281, !282}
!280 = !DILocalVariable(name: "t", scope: !278, file: !3, line: 80, type: !39)
!281 = !DILocalVariable(name: "b", scope: !278, file: !3, line: 82, type: !39)
!282 = !DILocalVariable(name: "x", scope: !278, file: !3, line: 83, type: !47)
!283 = distinct !DILocation(line: 112, column: 17, scope: !271)
!284 = !DILocation(line: 0, scope: !278, inlinedAt: !283)
!285 = !DILocation(line: 81, column: 5, scope: !278, inlinedAt: !283)
!286 = !DILocation(line: 82, column: 14, scope: !278, inlinedAt: !283)
!287 = !DILocation(line: 84, column: 11, scope: !288, inlinedAt: !283)
!288 = distinct !DILexicalBlock(scope: !278, file: !3, line: 84, column: 9)
!289 = !DILocation(line: 84, column: 9, scope: !278, inlinedAt: !283)
!290 = !DILocation(line: 86, column: 44, scope: !291, inlinedAt: !283)
!291 = distinct !DILexicalBlock(scope: !288, file: !3, line: 84, column: 16)
!292 = !DILocation(line: 86, column: 35, scope: !291, inlinedAt: !283)
!293 = !DILocation(line: 86, column: 13, scope: !291, inlinedAt: !283)
!294 = !DILocation(line: 87, column: 66, scope: !295, inlinedAt: !283)
!295 = distinct !DILexicalBlock(scope: !291, file: !3, line: 87, column: 13)
!296 = !DILocation(line: 87, column: 14, scope: !295, inlinedAt: !283)
!297 = !DILocation(line: 87, column: 13, scope: !291, inlinedAt: !283)
!298 = !DILocation(line: 0, scope: !271)
!299 = !DILocation(line: 113, column: 24, scope: !300)
!300 = distinct !DILexicalBlock(scope: !271, file: !3, line: 113, column: 13)
!301 = !DILocation(line: 0, scope: !138, inlinedAt: !302)
!302 = distinct !DILocation(line: 114, column: 13, scope: !300)
!303 = !DILocation(line: 36, column: 5, scope: !146, inlinedAt: !302)
!304 = !DILocation(line: 37, column: 45, scope: !138, inlinedAt: !302)
!305 = !DILocation(line: 37, column: 18, scope: !138, inlinedAt: !302)
!306 = !DILocation(line: 38, column: 5, scope: !151, inlinedAt: !302)
!307 = !DILocation(line: 38, column: 5, scope: !152, inlinedAt: !302)
!308 = !DILocation(line: 111, column: 33, scope: !272)
!309 = !DILocation(line: 111, column: 23, scope: !272)
!310 = distinct !{!310, !275, !311, !156, !157}
!311 = !DILocation(line: 115, column: 5, scope: !269)
!312 = !DISubprogram(name: "pthread_join", scope: !172, file: !172, line: 219, type: !313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!313 = !DISubroutineType(types: !314)
!314 = !{!47, !82, !315}
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!316 = !DISubprogram(name: "__assert_fail", scope: !317, file: !317, line: 69, type: !318, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!317 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!318 = !DISubroutineType(types: !319)
!319 = !{null, !320, !320, !7, !320}
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
