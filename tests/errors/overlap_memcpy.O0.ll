; ModuleID = 'overlap_memcpy.c'
source_filename = "overlap_memcpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.s = private unnamed_addr constant [14 x i8] c"xxhello world\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [14 x i8], align 1
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !22, !DIExpression(), !23)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !24, !DIExpression(), !25)
  %7 = load ptr, ptr %5, align 8, !dbg !26
    #dbg_declare(ptr %6, !27, !DIExpression(), !31)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 @__const.main.s, i64 14, i1 false), !dbg !31
  %8 = getelementptr inbounds [14 x i8], ptr %6, i64 0, i64 0, !dbg !32
  %9 = load i32, ptr %4, align 4, !dbg !33
  %10 = sext i32 %9 to i64, !dbg !34
  %11 = add i64 %10, 1, !dbg !35
  call void @shift_left(ptr noundef %8, i64 noundef %11), !dbg !36
  %12 = getelementptr inbounds [14 x i8], ptr %6, i64 0, i64 0, !dbg !37
  %13 = call i32 @puts(ptr noundef %12), !dbg !38
  ret i32 0, !dbg !39
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shift_left(ptr noundef %0, i64 noundef %1) #0 !dbg !40 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !43, !DIExpression(), !44)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !45, !DIExpression(), !46)
  %5 = load ptr, ptr %3, align 8, !dbg !47
  %6 = load ptr, ptr %3, align 8, !dbg !48
  %7 = load i64, ptr %4, align 8, !dbg !49
  %8 = getelementptr inbounds i8, ptr %6, i64 %7, !dbg !50
  %9 = load ptr, ptr %3, align 8, !dbg !51
  %10 = load i64, ptr %4, align 8, !dbg !52
  %11 = getelementptr inbounds i8, ptr %9, i64 %10, !dbg !53
  %12 = call i64 @strlen(ptr noundef %11) #4, !dbg !54
  %13 = add i64 %12, 1, !dbg !55
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %8, i64 %13, i1 false), !dbg !56
  ret void, !dbg !57
}

declare i32 @puts(ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "overlap_memcpy.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "bd2e1463b7bd54e22941302f61c81b0e")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 18, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !15, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 10, type: !17)
!23 = !DILocation(line: 10, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 10, type: !18)
!25 = !DILocation(line: 10, column: 27, scope: !14)
!26 = !DILocation(line: 11, column: 9, scope: !14)
!27 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 12, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 112, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 14)
!31 = !DILocation(line: 12, column: 8, scope: !14)
!32 = !DILocation(line: 13, column: 14, scope: !14)
!33 = !DILocation(line: 13, column: 25, scope: !14)
!34 = !DILocation(line: 13, column: 17, scope: !14)
!35 = !DILocation(line: 13, column: 30, scope: !14)
!36 = !DILocation(line: 13, column: 3, scope: !14)
!37 = !DILocation(line: 14, column: 8, scope: !14)
!38 = !DILocation(line: 14, column: 3, scope: !14)
!39 = !DILocation(line: 15, column: 3, scope: !14)
!40 = distinct !DISubprogram(name: "shift_left", scope: !1, file: !1, line: 6, type: !41, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!41 = !DISubroutineType(types: !42)
!42 = !{null, !19, !3}
!43 = !DILocalVariable(name: "s", arg: 1, scope: !40, file: !1, line: 6, type: !19)
!44 = !DILocation(line: 6, column: 56, scope: !40)
!45 = !DILocalVariable(name: "by", arg: 2, scope: !40, file: !1, line: 6, type: !3)
!46 = !DILocation(line: 6, column: 66, scope: !40)
!47 = !DILocation(line: 7, column: 10, scope: !40)
!48 = !DILocation(line: 7, column: 13, scope: !40)
!49 = !DILocation(line: 7, column: 17, scope: !40)
!50 = !DILocation(line: 7, column: 15, scope: !40)
!51 = !DILocation(line: 7, column: 28, scope: !40)
!52 = !DILocation(line: 7, column: 32, scope: !40)
!53 = !DILocation(line: 7, column: 30, scope: !40)
!54 = !DILocation(line: 7, column: 21, scope: !40)
!55 = !DILocation(line: 7, column: 36, scope: !40)
!56 = !DILocation(line: 7, column: 3, scope: !40)
!57 = !DILocation(line: 8, column: 1, scope: !40)
