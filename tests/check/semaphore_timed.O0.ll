; ModuleID = 'semaphore_timed.c'
source_filename = "semaphore_timed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }
%struct.timespec = type { i64, i64 }

@posted = dso_local global i32 0, align 4, !dbg !0
@s = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !27
@__const.main.ts = private unnamed_addr constant %struct.timespec { i64 1, i64 0 }, align 8
@.str = private unnamed_addr constant [12 x i8] c"posted == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [18 x i8] c"semaphore_timed.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [19 x i8] c"errno == ETIMEDOUT\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @poster(ptr noundef %0) #0 !dbg !48 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
  store i32 1, ptr @posted, align 4, !dbg !55
  %3 = call i32 @sem_post(ptr noundef @s) #6, !dbg !56
  ret ptr null, !dbg !57
}

; Function Attrs: nounwind
declare i32 @sem_post(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !58 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca %struct.timespec, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !61, !DIExpression(), !65)
    #dbg_declare(ptr %3, !66, !DIExpression(), !75)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.ts, i64 16, i1 false), !dbg !75
  %4 = call i32 @sem_init(ptr noundef @s, i32 noundef 0, i32 noundef 0) #6, !dbg !76
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @poster, ptr noundef null) #6, !dbg !77
  %6 = call i32 @sem_timedwait(ptr noundef @s, ptr noundef %3), !dbg !78
  %7 = icmp eq i32 %6, 0, !dbg !80
  br i1 %7, label %8, label %14, !dbg !81

8:                                                ; preds = %0
  %9 = load i32, ptr @posted, align 4, !dbg !82
  %10 = icmp eq i32 %9, 1, !dbg !82
  br i1 %10, label %11, label %12, !dbg !85

11:                                               ; preds = %8
  br label %13, !dbg !85

12:                                               ; preds = %8
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 25, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !82
  unreachable, !dbg !82

13:                                               ; preds = %11
  br label %21, !dbg !86

14:                                               ; preds = %0
  %15 = call ptr @__errno_location() #8, !dbg !87
  %16 = load i32, ptr %15, align 4, !dbg !87
  %17 = icmp eq i32 %16, 110, !dbg !87
  br i1 %17, label %18, label %19, !dbg !90

18:                                               ; preds = %14
  br label %20, !dbg !90

19:                                               ; preds = %14
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 27, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !87
  unreachable, !dbg !87

20:                                               ; preds = %18
  br label %21

21:                                               ; preds = %20, %13
  %22 = load i64, ptr %2, align 8, !dbg !91
  %23 = call i32 @pthread_join(i64 noundef %22, ptr noundef null), !dbg !92
  ret i32 0, !dbg !93
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i32 @sem_init(ptr noundef, i32 noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @sem_timedwait(ptr noundef, ptr noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #5

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "posted", scope: !2, file: !3, line: 11, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "semaphore_timed.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "3ed7fcaa39a9f236f85dd8dd828d430b")
!4 = !{!5, !11, !16, !22, !27, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 18)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 10, type: !29, isLocal: false, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "sem_t", file: !30, line: 39, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "f0ec69aef73516c696d526041269f8fd")
!31 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !30, line: 35, size: 256, elements: !32)
!32 = !{!33, !37}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !31, file: !30, line: 37, baseType: !34, size: 256)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !31, file: !30, line: 38, baseType: !38, size: 64)
!38 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "poster", scope: !3, file: !3, line: 13, type: !49, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!52 = !{}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !48, file: !3, line: 13, type: !51)
!54 = !DILocation(line: 13, column: 20, scope: !48)
!55 = !DILocation(line: 14, column: 10, scope: !48)
!56 = !DILocation(line: 15, column: 3, scope: !48)
!57 = !DILocation(line: 16, column: 3, scope: !48)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !59, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!59 = !DISubroutineType(types: !60)
!60 = !{!39}
!61 = !DILocalVariable(name: "t", scope: !58, file: !3, line: 20, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocation(line: 20, column: 13, scope: !58)
!66 = !DILocalVariable(name: "ts", scope: !58, file: !3, line: 21, type: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !68, line: 11, size: 128, elements: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!69 = !{!70, !73}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !67, file: !68, line: 16, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !72, line: 160, baseType: !38)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!73 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !67, file: !68, line: 21, baseType: !74, size: 64, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !72, line: 197, baseType: !38)
!75 = !DILocation(line: 21, column: 19, scope: !58)
!76 = !DILocation(line: 22, column: 3, scope: !58)
!77 = !DILocation(line: 23, column: 3, scope: !58)
!78 = !DILocation(line: 24, column: 7, scope: !79)
!79 = distinct !DILexicalBlock(scope: !58, file: !3, line: 24, column: 7)
!80 = !DILocation(line: 24, column: 30, scope: !79)
!81 = !DILocation(line: 24, column: 7, scope: !58)
!82 = !DILocation(line: 25, column: 5, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 25, column: 5)
!84 = distinct !DILexicalBlock(scope: !79, file: !3, line: 25, column: 5)
!85 = !DILocation(line: 25, column: 5, scope: !84)
!86 = !DILocation(line: 25, column: 5, scope: !79)
!87 = !DILocation(line: 27, column: 5, scope: !88)
!88 = distinct !DILexicalBlock(scope: !89, file: !3, line: 27, column: 5)
!89 = distinct !DILexicalBlock(scope: !79, file: !3, line: 27, column: 5)
!90 = !DILocation(line: 27, column: 5, scope: !89)
!91 = !DILocation(line: 28, column: 16, scope: !58)
!92 = !DILocation(line: 28, column: 3, scope: !58)
!93 = !DILocation(line: 29, column: 3, scope: !58)
