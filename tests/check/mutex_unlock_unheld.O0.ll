; ModuleID = 'mutex_unlock_unheld.c'
source_filename = "mutex_unlock_unheld.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !46 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !51, !DIExpression(), !52)
  %3 = call i32 @pthread_mutex_unlock(ptr noundef @m) #3, !dbg !53
  ret ptr null, !dbg !54
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !55 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !58, !DIExpression(), !61)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #3, !dbg !62
  %4 = load i64, ptr %2, align 8, !dbg !63
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null), !dbg !64
  ret i32 0, !dbg !65
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_unlock_unheld.c", directory: ".", checksumkind: CSK_MD5, checksum: "3eba9841187ca414fe3d12b4b3d41f70")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !6, line: 72, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!7 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 67, size: 320, elements: !8)
!8 = !{!9, !31, !36}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !7, file: !6, line: 69, baseType: !10, size: 320)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !11, line: 22, size: 320, elements: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!12 = !{!13, !15, !17, !18, !19, !20, !22, !23}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !10, file: !11, line: 24, baseType: !14, size: 32)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !10, file: !11, line: 25, baseType: !16, size: 32, offset: 32)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !10, file: !11, line: 26, baseType: !14, size: 32, offset: 64)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !10, file: !11, line: 28, baseType: !16, size: 32, offset: 96)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !10, file: !11, line: 32, baseType: !14, size: 32, offset: 128)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !10, file: !11, line: 34, baseType: !21, size: 16, offset: 160)
!21 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !10, file: !11, line: 35, baseType: !21, size: 16, offset: 176)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !10, file: !11, line: 36, baseType: !24, size: 128, offset: 192)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !25, line: 55, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !25, line: 51, size: 128, elements: !27)
!27 = !{!28, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !26, file: !25, line: 53, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !26, file: !25, line: 54, baseType: !29, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !7, file: !6, line: 70, baseType: !32, size: 320)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 320, elements: !34)
!33 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!34 = !{!35}
!35 = !DISubrange(count: 40)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !7, file: !6, line: 71, baseType: !37, size: 64)
!37 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"frame-pointer", i32 2}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !47, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !50)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!50 = !{}
!51 = !DILocalVariable(name: "arg", arg: 1, scope: !46, file: !3, line: 9, type: !49)
!52 = !DILocation(line: 9, column: 20, scope: !46)
!53 = !DILocation(line: 10, column: 3, scope: !46)
!54 = !DILocation(line: 11, column: 3, scope: !46)
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !56, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !50)
!56 = !DISubroutineType(types: !57)
!57 = !{!14}
!58 = !DILocalVariable(name: "t", scope: !55, file: !3, line: 15, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !6, line: 27, baseType: !60)
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DILocation(line: 15, column: 13, scope: !55)
!62 = !DILocation(line: 16, column: 3, scope: !55)
!63 = !DILocation(line: 17, column: 16, scope: !55)
!64 = !DILocation(line: 17, column: 3, scope: !55)
!65 = !DILocation(line: 18, column: 3, scope: !55)
