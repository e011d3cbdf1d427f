; ModuleID = 'strerror_time.c'
source_filename = "strerror_time.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.timeval = type { i64, i64 }
%struct.timespec = type { i64, i64 }

@__const.main.codes = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 2, i32 4, i32 11, i32 12, i32 22, i32 16, i32 35, i32 34], align 16
@.str = private unnamed_addr constant [8 x i8] c"%d: %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"perror\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"time consistent: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"gettimeofday: %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [19 x i8] c"clock_gettime: %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [22 x i8] c"sleep: %u usleep: %d\0A\00", align 1, !dbg !32

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !47 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.timeval, align 8
  %7 = alloca %struct.timespec, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !52, !DIExpression(), !56)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.codes, i64 40, i1 false), !dbg !56
    #dbg_declare(ptr %3, !57, !DIExpression(), !60)
  store i32 0, ptr %3, align 4, !dbg !60
  br label %8, !dbg !61

8:                                                ; preds = %23, %0
  %9 = load i32, ptr %3, align 4, !dbg !62
  %10 = zext i32 %9 to i64, !dbg !62
  %11 = icmp ult i64 %10, 10, !dbg !64
  br i1 %11, label %12, label %26, !dbg !65

12:                                               ; preds = %8
  %13 = load i32, ptr %3, align 4, !dbg !66
  %14 = zext i32 %13 to i64, !dbg !67
  %15 = getelementptr inbounds [10 x i32], ptr %2, i64 0, i64 %14, !dbg !67
  %16 = load i32, ptr %15, align 4, !dbg !67
  %17 = load i32, ptr %3, align 4, !dbg !68
  %18 = zext i32 %17 to i64, !dbg !69
  %19 = getelementptr inbounds [10 x i32], ptr %2, i64 0, i64 %18, !dbg !69
  %20 = load i32, ptr %19, align 4, !dbg !69
  %21 = call ptr @strerror(i32 noundef %20) #5, !dbg !70
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16, ptr noundef %21), !dbg !71
  br label %23, !dbg !71

23:                                               ; preds = %12
  %24 = load i32, ptr %3, align 4, !dbg !72
  %25 = add i32 %24, 1, !dbg !72
  store i32 %25, ptr %3, align 4, !dbg !72
  br label %8, !dbg !73, !llvm.loop !74

26:                                               ; preds = %8
  %27 = call ptr @strerror(i32 noundef 4242) #5, !dbg !77
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %27), !dbg !78
  %29 = call ptr @__errno_location() #6, !dbg !79
  store i32 22, ptr %29, align 4, !dbg !80
  call void @perror(ptr noundef @.str.2), !dbg !81
    #dbg_declare(ptr %4, !82, !DIExpression(), !88)
  %30 = call i64 @time(ptr noundef null) #5, !dbg !89
  store i64 %30, ptr %4, align 8, !dbg !88
    #dbg_declare(ptr %5, !90, !DIExpression(), !91)
  %31 = call i64 @time(ptr noundef %5) #5, !dbg !92
  %32 = load i64, ptr %5, align 8, !dbg !93
  %33 = load i64, ptr %4, align 8, !dbg !94
  %34 = icmp sge i64 %32, %33, !dbg !95
  %35 = zext i1 %34 to i32, !dbg !95
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %35), !dbg !96
    #dbg_declare(ptr %6, !97, !DIExpression(), !104)
  %37 = call i32 @gettimeofday(ptr noundef %6, ptr noundef null) #5, !dbg !105
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %37), !dbg !106
    #dbg_declare(ptr %7, !107, !DIExpression(), !114)
  %39 = call i32 @clock_gettime(i32 noundef 1, ptr noundef %7) #5, !dbg !115
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %39), !dbg !116
  %41 = call i32 @sleep(i32 noundef 0), !dbg !117
  %42 = call i32 @usleep(i32 noundef 0), !dbg !118
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %41, i32 noundef %42), !dbg !119
  ret i32 0, !dbg !120
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) #3

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #4

declare void @perror(ptr noundef) #2

; Function Attrs: nounwind
declare i64 @time(ptr noundef) #3

; Function Attrs: nounwind
declare i32 @gettimeofday(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, ptr noundef) #3

declare i32 @sleep(i32 noundef) #2

declare i32 @usleep(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "strerror_time.c", directory: "/work/main/tests/c", checksumkind: CSK_MD5, checksum: "251a4a6bf8213b28c45de5167340de49")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 19)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 22)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !38, splitDebugInlining: false, nameTableKind: None)
!38 = !{!0, !7, !12, !17, !22, !27, !32}
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"frame-pointer", i32 2}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !48, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !37, retainedNodes: !51)
!48 = !DISubroutineType(types: !49)
!49 = !{!50}
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !{}
!52 = !DILocalVariable(name: "codes", scope: !47, file: !2, line: 12, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 320, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 10)
!56 = !DILocation(line: 12, column: 7, scope: !47)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 13, type: !59)
!58 = distinct !DILexicalBlock(scope: !47, file: !2, line: 13, column: 3)
!59 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!60 = !DILocation(line: 13, column: 17, scope: !58)
!61 = !DILocation(line: 13, column: 8, scope: !58)
!62 = !DILocation(line: 13, column: 24, scope: !63)
!63 = distinct !DILexicalBlock(scope: !58, file: !2, line: 13, column: 3)
!64 = !DILocation(line: 13, column: 26, scope: !63)
!65 = !DILocation(line: 13, column: 3, scope: !58)
!66 = !DILocation(line: 14, column: 30, scope: !63)
!67 = !DILocation(line: 14, column: 24, scope: !63)
!68 = !DILocation(line: 14, column: 49, scope: !63)
!69 = !DILocation(line: 14, column: 43, scope: !63)
!70 = !DILocation(line: 14, column: 34, scope: !63)
!71 = !DILocation(line: 14, column: 5, scope: !63)
!72 = !DILocation(line: 13, column: 61, scope: !63)
!73 = !DILocation(line: 13, column: 3, scope: !63)
!74 = distinct !{!74, !65, !75, !76}
!75 = !DILocation(line: 14, column: 52, scope: !58)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 15, column: 18, scope: !47)
!78 = !DILocation(line: 15, column: 3, scope: !47)
!79 = !DILocation(line: 16, column: 3, scope: !47)
!80 = !DILocation(line: 16, column: 9, scope: !47)
!81 = !DILocation(line: 17, column: 3, scope: !47)
!82 = !DILocalVariable(name: "a", scope: !47, file: !2, line: 18, type: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "time_t", file: !84, line: 10, baseType: !85)
!84 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/time_t.h", directory: "", checksumkind: CSK_MD5, checksum: "5c299a4954617c88bb03645c7864e1b1")
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !86, line: 160, baseType: !87)
!86 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!87 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!88 = !DILocation(line: 18, column: 10, scope: !47)
!89 = !DILocation(line: 18, column: 14, scope: !47)
!90 = !DILocalVariable(name: "b", scope: !47, file: !2, line: 18, type: !83)
!91 = !DILocation(line: 18, column: 23, scope: !47)
!92 = !DILocation(line: 19, column: 3, scope: !47)
!93 = !DILocation(line: 20, column: 35, scope: !47)
!94 = !DILocation(line: 20, column: 40, scope: !47)
!95 = !DILocation(line: 20, column: 37, scope: !47)
!96 = !DILocation(line: 20, column: 3, scope: !47)
!97 = !DILocalVariable(name: "tv", scope: !47, file: !2, line: 21, type: !98)
!98 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timeval", file: !99, line: 8, size: 128, elements: !100)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timeval.h", directory: "", checksumkind: CSK_MD5, checksum: "9b45d950050c215f216850b27bd1e8f3")
!100 = !{!101, !102}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !98, file: !99, line: 14, baseType: !85, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "tv_usec", scope: !98, file: !99, line: 15, baseType: !103, size: 64, offset: 64)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__suseconds_t", file: !86, line: 162, baseType: !87)
!104 = !DILocation(line: 21, column: 18, scope: !47)
!105 = !DILocation(line: 22, column: 32, scope: !47)
!106 = !DILocation(line: 22, column: 3, scope: !47)
!107 = !DILocalVariable(name: "ts", scope: !47, file: !2, line: 23, type: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !109, line: 11, size: 128, elements: !110)
!109 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!110 = !{!111, !112}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !108, file: !109, line: 16, baseType: !85, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !108, file: !109, line: 21, baseType: !113, size: 64, offset: 64)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !86, line: 197, baseType: !87)
!114 = !DILocation(line: 23, column: 19, scope: !47)
!115 = !DILocation(line: 24, column: 33, scope: !47)
!116 = !DILocation(line: 24, column: 3, scope: !47)
!117 = !DILocation(line: 25, column: 36, scope: !47)
!118 = !DILocation(line: 25, column: 46, scope: !47)
!119 = !DILocation(line: 25, column: 3, scope: !47)
!120 = !DILocation(line: 26, column: 3, scope: !47)
