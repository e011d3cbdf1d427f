; ModuleID = 'double_free.c'
source_filename = "double_free.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.buf = type { ptr, i64 }

@.str = private unnamed_addr constant [15 x i8] c"released once\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %struct.buf, align 8
  %7 = alloca %struct.buf, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %8 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !37)
  %9 = getelementptr inbounds %struct.buf, ptr %6, i32 0, i32 0, !dbg !38
  %10 = load i32, ptr %4, align 4, !dbg !39
  %11 = add nsw i32 16, %10, !dbg !40
  %12 = sext i32 %11 to i64, !dbg !41
  %13 = call noalias ptr @malloc(i64 noundef %12) #5, !dbg !42
  store ptr %13, ptr %9, align 8, !dbg !38
  %14 = getelementptr inbounds %struct.buf, ptr %6, i32 0, i32 1, !dbg !38
  store i64 16, ptr %14, align 8, !dbg !38
    #dbg_declare(ptr %7, !43, !DIExpression(), !44)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %6, i64 16, i1 false), !dbg !45
  call void @release(ptr noundef %6), !dbg !46
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !47
  call void @release(ptr noundef %7), !dbg !48
  ret i32 0, !dbg !49
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release(ptr noundef %0) #0 !dbg !50 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !54, !DIExpression(), !55)
  %3 = load ptr, ptr %2, align 8, !dbg !56
  %4 = getelementptr inbounds %struct.buf, ptr %3, i32 0, i32 0, !dbg !57
  %5 = load ptr, ptr %4, align 8, !dbg !57
  call void @free(ptr noundef %5) #6, !dbg !58
  %6 = load ptr, ptr %2, align 8, !dbg !59
  %7 = getelementptr inbounds %struct.buf, ptr %6, i32 0, i32 0, !dbg !60
  store ptr null, ptr %7, align 8, !dbg !61
  ret void, !dbg !62
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "double_free.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "716be6498686511d9de987c4be64d2ee")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !18, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 16, type: !20)
!25 = !DILocation(line: 16, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 16, type: !21)
!27 = !DILocation(line: 16, column: 27, scope: !17)
!28 = !DILocation(line: 17, column: 9, scope: !17)
!29 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 18, type: !30)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "buf", file: !2, line: 6, size: 128, elements: !31)
!31 = !{!32, !33}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !30, file: !2, line: 7, baseType: !22, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !30, file: !2, line: 8, baseType: !34, size: 64, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !35, line: 18, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 18, column: 14, scope: !17)
!38 = !DILocation(line: 18, column: 18, scope: !17)
!39 = !DILocation(line: 18, column: 31, scope: !17)
!40 = !DILocation(line: 18, column: 29, scope: !17)
!41 = !DILocation(line: 18, column: 26, scope: !17)
!42 = !DILocation(line: 18, column: 19, scope: !17)
!43 = !DILocalVariable(name: "copy", scope: !17, file: !2, line: 19, type: !30)
!44 = !DILocation(line: 19, column: 14, scope: !17)
!45 = !DILocation(line: 19, column: 21, scope: !17)
!46 = !DILocation(line: 20, column: 3, scope: !17)
!47 = !DILocation(line: 21, column: 3, scope: !17)
!48 = !DILocation(line: 22, column: 3, scope: !17)
!49 = !DILocation(line: 23, column: 3, scope: !17)
!50 = distinct !DISubprogram(name: "release", scope: !2, file: !2, line: 11, type: !51, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!54 = !DILocalVariable(name: "b", arg: 1, scope: !50, file: !2, line: 11, type: !53)
!55 = !DILocation(line: 11, column: 59, scope: !50)
!56 = !DILocation(line: 12, column: 8, scope: !50)
!57 = !DILocation(line: 12, column: 11, scope: !50)
!58 = !DILocation(line: 12, column: 3, scope: !50)
!59 = !DILocation(line: 13, column: 3, scope: !50)
!60 = !DILocation(line: 13, column: 6, scope: !50)
!61 = !DILocation(line: 13, column: 11, scope: !50)
!62 = !DILocation(line: 14, column: 1, scope: !50)
