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
  fence seq_cst, !dbg !116
  %12 = load atomic i64, ptr @top monotonic, align 8, !dbg !117
    #dbg_value(i64 %12, !109, !DIExpression(), !114)
  %13 = icmp slt i64 %12, %10, !dbg !118
  br i1 %13, label %14, label %24, !dbg !120

14:                                               ; preds = %9
  %15 = srem i64 %11, 3, !dbg !121
  %16 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %15, !dbg !123
  %17 = load atomic i32, ptr %16 monotonic, align 4, !dbg !124
    #dbg_value(i32 %17, !110, !DIExpression(), !114)
  %18 = icmp eq i64 %12, %11, !dbg !125
  br i1 %18, label %19, label %26, !dbg !127

19:                                               ; preds = %14
  %20 = add nsw i64 %12, 1, !dbg !128
  %21 = cmpxchg ptr @top, i64 %12, i64 %20 seq_cst monotonic, align 8, !dbg !131
  %22 = extractvalue { i64, i1 } %21, 1, !dbg !131
  %23 = select i1 %22, i32 %17, i32 -1, !dbg !132
    #dbg_value(i32 %23, !110, !DIExpression(), !114)
  br label %24, !dbg !133

24:                                               ; preds = %9, %19
  %25 = phi i32 [ %23, %19 ], [ -1, %9 ]
  store atomic i64 %10, ptr @bottom monotonic, align 8, !dbg !134
  br label %26, !dbg !135

26:                                               ; preds = %24, %14
  %27 = phi i32 [ %17, %14 ], [ %25, %24 ], !dbg !134
    #dbg_value(i32 %27, !110, !DIExpression(), !114)
    #dbg_value(i32 %27, !86, !DIExpression(), !136)
  %28 = icmp eq i32 %27, -1, !dbg !135
  br i1 %28, label %43, label %29, !dbg !137

29:                                               ; preds = %26
    #dbg_value(i32 %27, !138, !DIExpression(), !144)
  %30 = add i32 %27, -1, !dbg !146
  %31 = icmp ult i32 %30, 2, !dbg !146
  br i1 %31, label %33, label %32, !dbg !146

32:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 36, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !146
  unreachable, !dbg !146

33:                                               ; preds = %29
  %34 = zext nneg i32 %27 to i64, !dbg !149
  %35 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %34, !dbg !149
  %36 = atomicrmw add ptr %35, i32 1 monotonic, align 4, !dbg !150
    #dbg_value(i32 %36, !143, !DIExpression(), !144)
  %37 = icmp eq i32 %36, 0, !dbg !151
  br i1 %37, label %9, label %38, !dbg !154, !llvm.loop !155

38:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 38, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !151
  unreachable, !dbg !151

39:                                               ; preds = %43
  %40 = add nuw nsw i64 %44, 1, !dbg !159
    #dbg_value(i64 %40, !88, !DIExpression(), !161)
    #dbg_value(i64 %40, !88, !DIExpression(), !161)
  %41 = icmp eq i64 %40, 3, !dbg !162
  br i1 %41, label %42, label %43, !dbg !163, !llvm.loop !164

42:                                               ; preds = %39
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !166
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !166
  ret i32 0, !dbg !167

43:                                               ; preds = %26, %39
  %44 = phi i64 [ %40, %39 ], [ 1, %26 ]
    #dbg_value(i64 %44, !88, !DIExpression(), !161)
  %45 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %44, !dbg !168
  %46 = load atomic i32, ptr %45 monotonic, align 4, !dbg !168
  %47 = icmp eq i32 %46, 1, !dbg !168
    #dbg_value(i64 %44, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !161)
  br i1 %47, label %39, label %48, !dbg !171

48:                                               ; preds = %43
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 129, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !168
  unreachable, !dbg !168
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !172 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @owner(ptr nocapture readnone %0) #0 !dbg !193 {
    #dbg_value(ptr poison, !195, !DIExpression(), !203)
    #dbg_value(i32 1, !196, !DIExpression(), !204)
  br label %2, !dbg !205

2:                                                ; preds = %1, %9
  %3 = phi i32 [ 1, %1 ], [ %13, %9 ]
    #dbg_value(i32 %3, !196, !DIExpression(), !204)
    #dbg_value(i32 %3, !206, !DIExpression(), !211)
  %4 = load atomic i64, ptr @bottom monotonic, align 8, !dbg !214
    #dbg_value(i64 %4, !209, !DIExpression(), !211)
  %5 = load atomic i64, ptr @top acquire, align 8, !dbg !215
    #dbg_value(i64 %5, !210, !DIExpression(), !211)
  %6 = sub nsw i64 %4, %5, !dbg !216
  %7 = icmp slt i64 %6, 3, !dbg !216
  br i1 %7, label %9, label %8, !dbg !219

8:                                                ; preds = %2
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 72, ptr noundef nonnull @__PRETTY_FUNCTION__.push) #6, !dbg !216
  unreachable, !dbg !216

9:                                                ; preds = %2
  %10 = srem i64 %4, 3, !dbg !220
  %11 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %10, !dbg !221
  store atomic i32 %3, ptr %11 monotonic, align 4, !dbg !222
  fence release, !dbg !223
  %12 = add nsw i64 %4, 1, !dbg !224
  store atomic i64 %12, ptr @bottom monotonic, align 8, !dbg !225
  %13 = add nuw nsw i32 %3, 1, !dbg !226
    #dbg_value(i32 %13, !196, !DIExpression(), !204)
  %14 = icmp eq i32 %13, 3, !dbg !227
  br i1 %14, label %16, label %2, !dbg !205, !llvm.loop !228

15:                                               ; preds = %47
  ret ptr null, !dbg !230

16:                                               ; preds = %9, %47
  %17 = phi i32 [ %48, %47 ], [ 0, %9 ]
    #dbg_value(i32 %17, !198, !DIExpression(), !231)
  %18 = load atomic i64, ptr @bottom monotonic, align 8, !dbg !232
  %19 = add nsw i64 %18, -1, !dbg !234
    #dbg_value(i64 %19, !108, !DIExpression(), !235)
  store atomic i64 %19, ptr @bottom monotonic, align 8, !dbg !236
  fence seq_cst, !dbg !237
  %20 = load atomic i64, ptr @top monotonic, align 8, !dbg !238
    #dbg_value(i64 %20, !109, !DIExpression(), !235)
  %21 = icmp slt i64 %20, %18, !dbg !239
  br i1 %21, label %22, label %32, !dbg !240

22:                                               ; preds = %16
  %23 = srem i64 %19, 3, !dbg !241
  %24 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %23, !dbg !242
  %25 = load atomic i32, ptr %24 monotonic, align 4, !dbg !243
    #dbg_value(i32 %25, !110, !DIExpression(), !235)
  %26 = icmp eq i64 %20, %19, !dbg !244
  br i1 %26, label %27, label %34, !dbg !245

27:                                               ; preds = %22
  %28 = add nsw i64 %20, 1, !dbg !246
  %29 = cmpxchg ptr @top, i64 %20, i64 %28 seq_cst monotonic, align 8, !dbg !247
  %30 = extractvalue { i64, i1 } %29, 1, !dbg !247
  %31 = select i1 %30, i32 %25, i32 -1, !dbg !248
    #dbg_value(i32 %31, !110, !DIExpression(), !235)
  br label %32, !dbg !249

32:                                               ; preds = %16, %27
  %33 = phi i32 [ %31, %27 ], [ -1, %16 ]
  store atomic i64 %18, ptr @bottom monotonic, align 8, !dbg !250
  br label %34, !dbg !251

34:                                               ; preds = %32, %22
  %35 = phi i32 [ %25, %22 ], [ %33, %32 ], !dbg !250
    #dbg_value(i32 %35, !110, !DIExpression(), !235)
    #dbg_value(i32 %35, !200, !DIExpression(), !253)
  %36 = icmp eq i32 %35, -1, !dbg !251
  br i1 %36, label %47, label %37, !dbg !254

37:                                               ; preds = %34
    #dbg_value(i32 %35, !138, !DIExpression(), !255)
  %38 = add i32 %35, -1, !dbg !257
  %39 = icmp ult i32 %38, 2, !dbg !257
  br i1 %39, label %41, label %40, !dbg !257

40:                                               ; preds = %37
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 36, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !257
  unreachable, !dbg !257

41:                                               ; preds = %37
  %42 = zext nneg i32 %35 to i64, !dbg !258
  %43 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %42, !dbg !258
  %44 = atomicrmw add ptr %43, i32 1 monotonic, align 4, !dbg !259
    #dbg_value(i32 %44, !143, !DIExpression(), !255)
  %45 = icmp eq i32 %44, 0, !dbg !260
  br i1 %45, label %47, label %46, !dbg !261

46:                                               ; preds = %41
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 38, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !260
  unreachable, !dbg !260

47:                                               ; preds = %41, %34
  %48 = add nuw nsw i32 %17, 1, !dbg !262
    #dbg_value(i32 %48, !198, !DIExpression(), !231)
  %49 = icmp eq i32 %17, 0, !dbg !263
  br i1 %49, label %16, label %15, !dbg !264, !llvm.loop !265
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @thief(ptr nocapture readnone %0) #0 !dbg !267 {
    #dbg_value(ptr poison, !269, !DIExpression(), !275)
    #dbg_value(i32 0, !270, !DIExpression(), !276)
  br label %3, !dbg !277

2:                                                ; preds = %29
  ret ptr null, !dbg !278

3:                                                ; preds = %1, %29
  %4 = phi i32 [ 0, %1 ], [ %30, %29 ]
    #dbg_value(i32 %4, !270, !DIExpression(), !276)
  %5 = load atomic i64, ptr @top acquire, align 8, !dbg !279
    #dbg_value(i64 %5, !282, !DIExpression(), !286)
  fence seq_cst, !dbg !287
  %6 = load atomic i64, ptr @bottom acquire, align 8, !dbg !288
    #dbg_value(i64 %6, !283, !DIExpression(), !286)
    #dbg_value(i32 -1, !284, !DIExpression(), !286)
  %7 = icmp slt i64 %5, %6, !dbg !289
  br i1 %7, label %8, label %16, !dbg !291

8:                                                ; preds = %3
  %9 = srem i64 %5, 3, !dbg !292
  %10 = getelementptr inbounds [3 x i32], ptr @buffer, i64 0, i64 %9, !dbg !294
  %11 = load atomic i32, ptr %10 monotonic, align 4, !dbg !295
    #dbg_value(i32 %11, !284, !DIExpression(), !286)
  %12 = add nsw i64 %5, 1, !dbg !296
  %13 = cmpxchg ptr @top, i64 %5, i64 %12 seq_cst monotonic, align 8, !dbg !298
  %14 = extractvalue { i64, i1 } %13, 1, !dbg !298
  %15 = select i1 %14, i32 %11, i32 -2, !dbg !299
  br label %16, !dbg !299

16:                                               ; preds = %3, %8
  %17 = phi i32 [ -1, %3 ], [ %15, %8 ], !dbg !286
    #dbg_value(i32 %17, !272, !DIExpression(), !300)
  %18 = icmp ult i32 %17, -2, !dbg !301
  br i1 %18, label %19, label %29, !dbg !301

19:                                               ; preds = %16
    #dbg_value(i32 %17, !138, !DIExpression(), !303)
  %20 = add i32 %17, -1, !dbg !305
  %21 = icmp ult i32 %20, 2, !dbg !305
  br i1 %21, label %23, label %22, !dbg !305

22:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 36, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !305
  unreachable, !dbg !305

23:                                               ; preds = %19
  %24 = zext nneg i32 %17 to i64, !dbg !306
  %25 = getelementptr inbounds [3 x i32], ptr @taken, i64 0, i64 %24, !dbg !306
  %26 = atomicrmw add ptr %25, i32 1 monotonic, align 4, !dbg !307
    #dbg_value(i32 %26, !143, !DIExpression(), !303)
  %27 = icmp eq i32 %26, 0, !dbg !308
  br i1 %27, label %29, label %28, !dbg !309

28:                                               ; preds = %23
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 38, ptr noundef nonnull @__PRETTY_FUNCTION__.got) #6, !dbg !308
  unreachable, !dbg !308

29:                                               ; preds = %23, %16
  %30 = add nuw nsw i32 %4, 1, !dbg !310
    #dbg_value(i32 %30, !270, !DIExpression(), !276)
  %31 = icmp eq i32 %4, 0, !dbg !311
  br i1 %31, label %3, label %2, !dbg !277, !llvm.loop !312
}

declare !dbg !314 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !318 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

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
!116 = !DILocation(line: 46, column: 5, scope: !106, inlinedAt: !111)
!117 = !DILocation(line: 48, column: 14, scope: !106, inlinedAt: !111)
!118 = !DILocation(line: 50, column: 11, scope: !119, inlinedAt: !111)
!119 = distinct !DILexicalBlock(scope: !106, file: !3, line: 50, column: 9)
!120 = !DILocation(line: 50, column: 9, scope: !106, inlinedAt: !111)
!121 = !DILocation(line: 52, column: 44, scope: !122, inlinedAt: !111)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 50, column: 17)
!123 = !DILocation(line: 52, column: 35, scope: !122, inlinedAt: !111)
!124 = !DILocation(line: 52, column: 13, scope: !122, inlinedAt: !111)
!125 = !DILocation(line: 53, column: 15, scope: !126, inlinedAt: !111)
!126 = distinct !DILexicalBlock(scope: !122, file: !3, line: 53, column: 13)
!127 = !DILocation(line: 53, column: 13, scope: !122, inlinedAt: !111)
!128 = !DILocation(line: 55, column: 70, scope: !129, inlinedAt: !111)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 55, column: 17)
!130 = distinct !DILexicalBlock(scope: !126, file: !3, line: 53, column: 21)
!131 = !DILocation(line: 55, column: 18, scope: !129, inlinedAt: !111)
!132 = !DILocation(line: 55, column: 17, scope: !130, inlinedAt: !111)
!133 = !DILocation(line: 60, column: 9, scope: !130, inlinedAt: !111)
!134 = !DILocation(line: 0, scope: !119, inlinedAt: !111)
!135 = !DILocation(line: 126, column: 30, scope: !112)
!136 = !DILocation(line: 0, scope: !87)
!137 = !DILocation(line: 126, column: 5, scope: !87)
!138 = !DILocalVariable(name: "x", arg: 1, scope: !139, file: !3, line: 34, type: !47)
!139 = distinct !DISubprogram(name: "got", scope: !3, file: !3, line: 34, type: !140, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !47}
!142 = !{!138, !143}
!143 = !DILocalVariable(name: "before", scope: !139, file: !3, line: 37, type: !47)
!144 = !DILocation(line: 0, scope: !139, inlinedAt: !145)
!145 = distinct !DILocation(line: 127, column: 9, scope: !112)
!146 = !DILocation(line: 36, column: 5, scope: !147, inlinedAt: !145)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 36, column: 5)
!148 = distinct !DILexicalBlock(scope: !139, file: !3, line: 36, column: 5)
!149 = !DILocation(line: 37, column: 45, scope: !139, inlinedAt: !145)
!150 = !DILocation(line: 37, column: 18, scope: !139, inlinedAt: !145)
!151 = !DILocation(line: 38, column: 5, scope: !152, inlinedAt: !145)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 38, column: 5)
!153 = distinct !DILexicalBlock(scope: !139, file: !3, line: 38, column: 5)
!154 = !DILocation(line: 38, column: 5, scope: !153, inlinedAt: !145)
!155 = distinct !{!155, !137, !156, !157, !158}
!156 = !DILocation(line: 127, column: 14, scope: !87)
!157 = !{!"llvm.loop.mustprogress"}
!158 = !{!"llvm.loop.unroll.disable"}
!159 = !DILocation(line: 128, column: 35, scope: !160)
!160 = distinct !DILexicalBlock(scope: !89, file: !3, line: 128, column: 5)
!161 = !DILocation(line: 0, scope: !89)
!162 = !DILocation(line: 128, column: 23, scope: !160)
!163 = !DILocation(line: 128, column: 5, scope: !89)
!164 = distinct !{!164, !163, !165, !157, !158}
!165 = !DILocation(line: 129, column: 9, scope: !89)
!166 = !DILocation(line: 131, column: 1, scope: !77)
!167 = !DILocation(line: 130, column: 5, scope: !77)
!168 = !DILocation(line: 129, column: 9, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 129, column: 9)
!170 = distinct !DILexicalBlock(scope: !160, file: !3, line: 129, column: 9)
!171 = !DILocation(line: 129, column: 9, scope: !170)
!172 = !DISubprogram(name: "pthread_create", scope: !173, file: !173, line: 202, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!174 = !DISubroutineType(types: !175)
!175 = !{!47, !176, !178, !189, !192}
!176 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !177)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !179)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !83, line: 62, baseType: !182)
!182 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !83, line: 56, size: 448, elements: !183)
!183 = !{!184, !188}
!184 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !182, file: !83, line: 58, baseType: !185, size: 448)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 448, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: 56)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !182, file: !83, line: 59, baseType: !39, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DISubroutineType(types: !191)
!191 = !{!16, !16}
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!193 = distinct !DISubprogram(name: "owner", scope: !3, file: !3, line: 95, type: !190, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !194)
!194 = !{!195, !196, !198, !200}
!195 = !DILocalVariable(name: "arg", arg: 1, scope: !193, file: !3, line: 95, type: !16)
!196 = !DILocalVariable(name: "i", scope: !197, file: !3, line: 98, type: !47)
!197 = distinct !DILexicalBlock(scope: !193, file: !3, line: 98, column: 5)
!198 = !DILocalVariable(name: "i", scope: !199, file: !3, line: 100, type: !47)
!199 = distinct !DILexicalBlock(scope: !193, file: !3, line: 100, column: 5)
!200 = !DILocalVariable(name: "x", scope: !201, file: !3, line: 101, type: !47)
!201 = distinct !DILexicalBlock(scope: !202, file: !3, line: 100, column: 37)
!202 = distinct !DILexicalBlock(scope: !199, file: !3, line: 100, column: 5)
!203 = !DILocation(line: 0, scope: !193)
!204 = !DILocation(line: 0, scope: !197)
!205 = !DILocation(line: 98, column: 5, scope: !197)
!206 = !DILocalVariable(name: "x", arg: 1, scope: !207, file: !3, line: 68, type: !47)
!207 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 68, type: !140, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !208)
!208 = !{!206, !209, !210}
!209 = !DILocalVariable(name: "b", scope: !207, file: !3, line: 70, type: !39)
!210 = !DILocalVariable(name: "t", scope: !207, file: !3, line: 71, type: !39)
!211 = !DILocation(line: 0, scope: !207, inlinedAt: !212)
!212 = distinct !DILocation(line: 99, column: 9, scope: !213)
!213 = distinct !DILexicalBlock(scope: !197, file: !3, line: 98, column: 5)
!214 = !DILocation(line: 70, column: 14, scope: !207, inlinedAt: !212)
!215 = !DILocation(line: 71, column: 14, scope: !207, inlinedAt: !212)
!216 = !DILocation(line: 72, column: 5, scope: !217, inlinedAt: !212)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 72, column: 5)
!218 = distinct !DILexicalBlock(scope: !207, file: !3, line: 72, column: 5)
!219 = !DILocation(line: 72, column: 5, scope: !218, inlinedAt: !212)
!220 = !DILocation(line: 73, column: 37, scope: !207, inlinedAt: !212)
!221 = !DILocation(line: 73, column: 28, scope: !207, inlinedAt: !212)
!222 = !DILocation(line: 73, column: 5, scope: !207, inlinedAt: !212)
!223 = !DILocation(line: 74, column: 5, scope: !207, inlinedAt: !212)
!224 = !DILocation(line: 75, column: 38, scope: !207, inlinedAt: !212)
!225 = !DILocation(line: 75, column: 5, scope: !207, inlinedAt: !212)
!226 = !DILocation(line: 98, column: 34, scope: !213)
!227 = !DILocation(line: 98, column: 23, scope: !213)
!228 = distinct !{!228, !205, !229, !157, !158}
!229 = !DILocation(line: 99, column: 15, scope: !197)
!230 = !DILocation(line: 105, column: 5, scope: !193)
!231 = !DILocation(line: 0, scope: !199)
!232 = !DILocation(line: 43, column: 14, scope: !106, inlinedAt: !233)
!233 = distinct !DILocation(line: 101, column: 17, scope: !201)
!234 = !DILocation(line: 43, column: 66, scope: !106, inlinedAt: !233)
!235 = !DILocation(line: 0, scope: !106, inlinedAt: !233)
!236 = !DILocation(line: 44, column: 5, scope: !106, inlinedAt: !233)
!237 = !DILocation(line: 46, column: 5, scope: !106, inlinedAt: !233)
!238 = !DILocation(line: 48, column: 14, scope: !106, inlinedAt: !233)
!239 = !DILocation(line: 50, column: 11, scope: !119, inlinedAt: !233)
!240 = !DILocation(line: 50, column: 9, scope: !106, inlinedAt: !233)
!241 = !DILocation(line: 52, column: 44, scope: !122, inlinedAt: !233)
!242 = !DILocation(line: 52, column: 35, scope: !122, inlinedAt: !233)
!243 = !DILocation(line: 52, column: 13, scope: !122, inlinedAt: !233)
!244 = !DILocation(line: 53, column: 15, scope: !126, inlinedAt: !233)
!245 = !DILocation(line: 53, column: 13, scope: !122, inlinedAt: !233)
!246 = !DILocation(line: 55, column: 70, scope: !129, inlinedAt: !233)
!247 = !DILocation(line: 55, column: 18, scope: !129, inlinedAt: !233)
!248 = !DILocation(line: 55, column: 17, scope: !130, inlinedAt: !233)
!249 = !DILocation(line: 60, column: 9, scope: !130, inlinedAt: !233)
!250 = !DILocation(line: 0, scope: !119, inlinedAt: !233)
!251 = !DILocation(line: 102, column: 15, scope: !252)
!252 = distinct !DILexicalBlock(scope: !201, file: !3, line: 102, column: 13)
!253 = !DILocation(line: 0, scope: !201)
!254 = !DILocation(line: 102, column: 13, scope: !201)
!255 = !DILocation(line: 0, scope: !139, inlinedAt: !256)
!256 = distinct !DILocation(line: 103, column: 13, scope: !252)
!257 = !DILocation(line: 36, column: 5, scope: !147, inlinedAt: !256)
!258 = !DILocation(line: 37, column: 45, scope: !139, inlinedAt: !256)
!259 = !DILocation(line: 37, column: 18, scope: !139, inlinedAt: !256)
!260 = !DILocation(line: 38, column: 5, scope: !152, inlinedAt: !256)
!261 = !DILocation(line: 38, column: 5, scope: !153, inlinedAt: !256)
!262 = !DILocation(line: 100, column: 33, scope: !202)
!263 = !DILocation(line: 100, column: 23, scope: !202)
!264 = !DILocation(line: 100, column: 5, scope: !199)
!265 = distinct !{!265, !264, !266, !157, !158}
!266 = !DILocation(line: 104, column: 5, scope: !199)
!267 = distinct !DISubprogram(name: "thief", scope: !3, file: !3, line: 108, type: !190, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !268)
!268 = !{!269, !270, !272}
!269 = !DILocalVariable(name: "arg", arg: 1, scope: !267, file: !3, line: 108, type: !16)
!270 = !DILocalVariable(name: "i", scope: !271, file: !3, line: 111, type: !47)
!271 = distinct !DILexicalBlock(scope: !267, file: !3, line: 111, column: 5)
!272 = !DILocalVariable(name: "x", scope: !273, file: !3, line: 112, type: !47)
!273 = distinct !DILexicalBlock(scope: !274, file: !3, line: 111, column: 37)
!274 = distinct !DILexicalBlock(scope: !271, file: !3, line: 111, column: 5)
!275 = !DILocation(line: 0, scope: !267)
!276 = !DILocation(line: 0, scope: !271)
!277 = !DILocation(line: 111, column: 5, scope: !271)
!278 = !DILocation(line: 116, column: 5, scope: !267)
!279 = !DILocation(line: 80, column: 14, scope: !280, inlinedAt: !285)
!280 = distinct !DISubprogram(name: "steal", scope: !3, file: !3, line: 78, type: !78, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !281)
!281 = !{!282, !283, !284}
!282 = !DILocalVariable(name: "t", scope: !280, file: !3, line: 80, type: !39)
!283 = !DILocalVariable(name: "b", scope: !280, file: !3, line: 82, type: !39)
!284 = !DILocalVariable(name: "x", scope: !280, file: !3, line: 83, type: !47)
!285 = distinct !DILocation(line: 112, column: 17, scope: !273)
!286 = !DILocation(line: 0, scope: !280, inlinedAt: !285)
!287 = !DILocation(line: 81, column: 5, scope: !280, inlinedAt: !285)
!288 = !DILocation(line: 82, column: 14, scope: !280, inlinedAt: !285)
!289 = !DILocation(line: 84, column: 11, scope: !290, inlinedAt: !285)
!290 = distinct !DILexicalBlock(scope: !280, file: !3, line: 84, column: 9)
!291 = !DILocation(line: 84, column: 9, scope: !280, inlinedAt: !285)
!292 = !DILocation(line: 86, column: 44, scope: !293, inlinedAt: !285)
!293 = distinct !DILexicalBlock(scope: !290, file: !3, line: 84, column: 16)
!294 = !DILocation(line: 86, column: 35, scope: !293, inlinedAt: !285)
!295 = !DILocation(line: 86, column: 13, scope: !293, inlinedAt: !285)
!296 = !DILocation(line: 87, column: 66, scope: !297, inlinedAt: !285)
!297 = distinct !DILexicalBlock(scope: !293, file: !3, line: 87, column: 13)
!298 = !DILocation(line: 87, column: 14, scope: !297, inlinedAt: !285)
!299 = !DILocation(line: 87, column: 13, scope: !293, inlinedAt: !285)
!300 = !DILocation(line: 0, scope: !273)
!301 = !DILocation(line: 113, column: 24, scope: !302)
!302 = distinct !DILexicalBlock(scope: !273, file: !3, line: 113, column: 13)
!303 = !DILocation(line: 0, scope: !139, inlinedAt: !304)
!304 = distinct !DILocation(line: 114, column: 13, scope: !302)
!305 = !DILocation(line: 36, column: 5, scope: !147, inlinedAt: !304)
!306 = !DILocation(line: 37, column: 45, scope: !139, inlinedAt: !304)
!307 = !DILocation(line: 37, column: 18, scope: !139, inlinedAt: !304)
!308 = !DILocation(line: 38, column: 5, scope: !152, inlinedAt: !304)
!309 = !DILocation(line: 38, column: 5, scope: !153, inlinedAt: !304)
!310 = !DILocation(line: 111, column: 33, scope: !274)
!311 = !DILocation(line: 111, column: 23, scope: !274)
!312 = distinct !{!312, !277, !313, !157, !158}
!313 = !DILocation(line: 115, column: 5, scope: !271)
!314 = !DISubprogram(name: "pthread_join", scope: !173, file: !173, line: 219, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{!47, !82, !317}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!318 = !DISubprogram(name: "__assert_fail", scope: !319, file: !319, line: 69, type: !320, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!319 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!320 = !DISubroutineType(types: !321)
!321 = !{null, !322, !322, !7, !322}
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
