; ModuleID = 'double_free.c'
source_filename = "double_free.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.buf = type { ptr, i64 }

@str = private unnamed_addr constant [14 x i8] c"released once\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
  %3 = alloca %struct.buf, align 8, !DIAssignID !35
    #dbg_assign(i1 undef, !26, !DIExpression(), !35, ptr %3, !DIExpression(), !36)
  %4 = alloca %struct.buf, align 8, !DIAssignID !37
    #dbg_assign(i1 undef, !34, !DIExpression(), !37, ptr %4, !DIExpression(), !36)
    #dbg_value(i32 %0, !24, !DIExpression(), !36)
    #dbg_value(ptr %1, !25, !DIExpression(), !36)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #7, !dbg !38
  %5 = add nsw i32 %0, 16, !dbg !39
  %6 = sext i32 %5 to i64, !dbg !40
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #8, !dbg !41
  store ptr %7, ptr %3, align 8, !dbg !42, !tbaa !43, !DIAssignID !49
    #dbg_assign(ptr %7, !26, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !49, ptr %3, !DIExpression(), !36)
  %8 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !42
  store i64 16, ptr %8, align 8, !dbg !42, !tbaa !50, !DIAssignID !51
    #dbg_assign(i64 16, !26, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !51, ptr %8, !DIExpression(), !36)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #7, !dbg !52
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !dbg !53, !tbaa.struct !54, !DIAssignID !57
    #dbg_assign(i1 undef, !34, !DIExpression(), !57, ptr %4, !DIExpression(), !36)
  call fastcc void @release(ptr noundef nonnull %3), !dbg !58
  %9 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !59
  call fastcc void @release(ptr noundef nonnull %4), !dbg !60
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #7, !dbg !61
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #7, !dbg !61
  ret i32 0, !dbg !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !63 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @release(ptr nocapture noundef %0) unnamed_addr #4 !dbg !68 {
    #dbg_value(ptr %0, !73, !DIExpression(), !74)
  %2 = load ptr, ptr %0, align 8, !dbg !75, !tbaa !43
  tail call void @free(ptr noundef %2) #7, !dbg !76
  store ptr null, ptr %0, align 8, !dbg !77, !tbaa !43
  ret void, !dbg !78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !79 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "double_free.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "716be6498686511d9de987c4be64d2ee")
!2 = !{!3}
!3 = !DIGlobalVariableExpression(var: !4, expr: !DIExpression())
!4 = distinct !DIGlobalVariable(scope: null, file: !1, line: 21, type: !5, isLocal: true, isDefinition: true)
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 120, elements: !7)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{!8}
!8 = !DISubrange(count: 15)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !18, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!23 = !{!24, !25, !26, !34}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !1, line: 16, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !1, line: 16, type: !21)
!26 = !DILocalVariable(name: "a", scope: !17, file: !1, line: 18, type: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "buf", file: !1, line: 6, size: 128, elements: !28)
!28 = !{!29, !30}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !27, file: !1, line: 7, baseType: !22, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !27, file: !1, line: 8, baseType: !31, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !32, line: 18, baseType: !33)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocalVariable(name: "copy", scope: !17, file: !1, line: 19, type: !27)
!35 = distinct !DIAssignID()
!36 = !DILocation(line: 0, scope: !17)
!37 = distinct !DIAssignID()
!38 = !DILocation(line: 18, column: 3, scope: !17)
!39 = !DILocation(line: 18, column: 29, scope: !17)
!40 = !DILocation(line: 18, column: 26, scope: !17)
!41 = !DILocation(line: 18, column: 19, scope: !17)
!42 = !DILocation(line: 18, column: 18, scope: !17)
!43 = !{!44, !45, i64 0}
!44 = !{!"buf", !45, i64 0, !48, i64 8}
!45 = !{!"any pointer", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !{!"long", !46, i64 0}
!49 = distinct !DIAssignID()
!50 = !{!44, !48, i64 8}
!51 = distinct !DIAssignID()
!52 = !DILocation(line: 19, column: 3, scope: !17)
!53 = !DILocation(line: 19, column: 21, scope: !17)
!54 = !{i64 0, i64 8, !55, i64 8, i64 8, !56}
!55 = !{!45, !45, i64 0}
!56 = !{!48, !48, i64 0}
!57 = distinct !DIAssignID()
!58 = !DILocation(line: 20, column: 3, scope: !17)
!59 = !DILocation(line: 21, column: 3, scope: !17)
!60 = !DILocation(line: 22, column: 3, scope: !17)
!61 = !DILocation(line: 24, column: 1, scope: !17)
!62 = !DILocation(line: 23, column: 3, scope: !17)
!63 = !DISubprogram(name: "malloc", scope: !64, file: !64, line: 553, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !31}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = distinct !DISubprogram(name: "release", scope: !1, file: !1, line: 11, type: !69, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !72)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !71}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!72 = !{!73}
!73 = !DILocalVariable(name: "b", arg: 1, scope: !68, file: !1, line: 11, type: !71)
!74 = !DILocation(line: 0, scope: !68)
!75 = !DILocation(line: 12, column: 11, scope: !68)
!76 = !DILocation(line: 12, column: 3, scope: !68)
!77 = !DILocation(line: 13, column: 11, scope: !68)
!78 = !DILocation(line: 14, column: 1, scope: !68)
!79 = !DISubprogram(name: "free", scope: !64, file: !64, line: 568, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DISubroutineType(types: !81)
!81 = !{null, !67}
