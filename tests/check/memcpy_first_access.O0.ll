; ModuleID = 'memcpy_first_access.c'
source_filename = "memcpy_first_access.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { [40 x i32] }

@go = dso_local global i32 0, align 4, !dbg !0
@src = dso_local global %struct.S zeroinitializer, align 4, !dbg !22
@flag = dso_local global i32 0, align 4, !dbg !33
@dst = dso_local global %struct.S zeroinitializer, align 4, !dbg !31
@.str = private unnamed_addr constant [27 x i8] c"!(dst.a[0] == 1 && f == 0)\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [22 x i8] c"memcpy_first_access.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.copier = private unnamed_addr constant [21 x i8] c"void *copier(void *)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !44 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !49, !DIExpression(), !50)
  br label %3, !dbg !51

3:                                                ; preds = %7, %1
  %4 = load volatile i32, ptr @go, align 4, !dbg !52
  %5 = icmp ne i32 %4, 0, !dbg !53
  %6 = xor i1 %5, true, !dbg !53
  br i1 %6, label %7, label %8, !dbg !51

7:                                                ; preds = %3
  br label %3, !dbg !51, !llvm.loop !54

8:                                                ; preds = %3
  store i32 1, ptr @src, align 4, !dbg !57
  store i32 1, ptr @flag, align 4, !dbg !58
  ret ptr null, !dbg !59
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @copier(ptr noundef %0) #0 !dbg !60 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !61, !DIExpression(), !62)
  br label %4, !dbg !63

4:                                                ; preds = %8, %1
  %5 = load volatile i32, ptr @go, align 4, !dbg !64
  %6 = icmp ne i32 %5, 0, !dbg !65
  %7 = xor i1 %6, true, !dbg !65
  br i1 %7, label %8, label %9, !dbg !63

8:                                                ; preds = %4
  br label %4, !dbg !63, !llvm.loop !66

9:                                                ; preds = %4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 @dst, ptr align 4 @src, i64 160, i1 false), !dbg !68
    #dbg_declare(ptr %3, !69, !DIExpression(), !70)
  %10 = load i32, ptr @flag, align 4, !dbg !71
  store i32 %10, ptr %3, align 4, !dbg !70
  %11 = load i32, ptr @dst, align 4, !dbg !72
  %12 = icmp eq i32 %11, 1, !dbg !72
  br i1 %12, label %13, label %16, !dbg !72

13:                                               ; preds = %9
  %14 = load i32, ptr %3, align 4, !dbg !72
  %15 = icmp eq i32 %14, 0, !dbg !72
  br i1 %15, label %17, label %16, !dbg !75

16:                                               ; preds = %13, %9
  br label %18, !dbg !75

17:                                               ; preds = %13
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 29, ptr noundef @__PRETTY_FUNCTION__.copier) #5, !dbg !72
  unreachable, !dbg !72

18:                                               ; preds = %16
  ret ptr null, !dbg !76
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !77 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !80, !DIExpression(), !84)
    #dbg_declare(ptr %3, !85, !DIExpression(), !86)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #6, !dbg !87
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @copier, ptr noundef null) #6, !dbg !88
  store volatile i32 1, ptr @go, align 4, !dbg !89
  %6 = load i64, ptr %2, align 8, !dbg !90
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !91
  %8 = load i64, ptr %3, align 8, !dbg !92
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !93
  ret i32 0, !dbg !94
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "go", scope: !2, file: !3, line: 14, type: !35, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "memcpy_first_access.c", directory: ".", checksumkind: CSK_MD5, checksum: "8efecb3bf0f1271bc4ff3bc4f46fd3d2")
!4 = !{!5, !11, !16, !22, !31, !33, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 216, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 27)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 22)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "src", scope: !2, file: !3, line: 12, type: !24, isLocal: false, isDefinition: true)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 10, size: 1280, elements: !25)
!25 = !{!26}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !24, file: !3, line: 11, baseType: !27, size: 1280)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 1280, elements: !29)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !{!30}
!30 = !DISubrange(count: 40)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "dst", scope: !2, file: !3, line: 12, type: !24, isLocal: false, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 13, type: !28, isLocal: false, isDefinition: true)
!35 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !28)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 16, type: !45, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!48 = !{}
!49 = !DILocalVariable(name: "arg", arg: 1, scope: !44, file: !3, line: 16, type: !47)
!50 = !DILocation(line: 16, column: 20, scope: !44)
!51 = !DILocation(line: 17, column: 3, scope: !44)
!52 = !DILocation(line: 17, column: 11, scope: !44)
!53 = !DILocation(line: 17, column: 10, scope: !44)
!54 = distinct !{!54, !51, !55, !56}
!55 = !DILocation(line: 18, column: 3, scope: !44)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 19, column: 12, scope: !44)
!58 = !DILocation(line: 20, column: 8, scope: !44)
!59 = !DILocation(line: 21, column: 3, scope: !44)
!60 = distinct !DISubprogram(name: "copier", scope: !3, file: !3, line: 24, type: !45, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!61 = !DILocalVariable(name: "arg", arg: 1, scope: !60, file: !3, line: 24, type: !47)
!62 = !DILocation(line: 24, column: 20, scope: !60)
!63 = !DILocation(line: 25, column: 3, scope: !60)
!64 = !DILocation(line: 25, column: 11, scope: !60)
!65 = !DILocation(line: 25, column: 10, scope: !60)
!66 = distinct !{!66, !63, !67, !56}
!67 = !DILocation(line: 26, column: 3, scope: !60)
!68 = !DILocation(line: 27, column: 9, scope: !60)
!69 = !DILocalVariable(name: "f", scope: !60, file: !3, line: 28, type: !28)
!70 = !DILocation(line: 28, column: 7, scope: !60)
!71 = !DILocation(line: 28, column: 11, scope: !60)
!72 = !DILocation(line: 29, column: 3, scope: !73)
!73 = distinct !DILexicalBlock(scope: !74, file: !3, line: 29, column: 3)
!74 = distinct !DILexicalBlock(scope: !60, file: !3, line: 29, column: 3)
!75 = !DILocation(line: 29, column: 3, scope: !74)
!76 = !DILocation(line: 30, column: 3, scope: !60)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !78, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!78 = !DISubroutineType(types: !79)
!79 = !{!28}
!80 = !DILocalVariable(name: "a", scope: !77, file: !3, line: 34, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !82, line: 27, baseType: !83)
!82 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DILocation(line: 34, column: 13, scope: !77)
!85 = !DILocalVariable(name: "b", scope: !77, file: !3, line: 34, type: !81)
!86 = !DILocation(line: 34, column: 16, scope: !77)
!87 = !DILocation(line: 35, column: 3, scope: !77)
!88 = !DILocation(line: 36, column: 3, scope: !77)
!89 = !DILocation(line: 37, column: 6, scope: !77)
!90 = !DILocation(line: 38, column: 16, scope: !77)
!91 = !DILocation(line: 38, column: 3, scope: !77)
!92 = !DILocation(line: 39, column: 16, scope: !77)
!93 = !DILocation(line: 39, column: 3, scope: !77)
!94 = !DILocation(line: 40, column: 3, scope: !77)
