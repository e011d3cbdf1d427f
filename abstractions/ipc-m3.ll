; ModuleID = 'ipc.c'
source_filename = "ipc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ipc_queue = type { %union.pthread_mutex_t, %union.pthread_cond_t, %union.pthread_cond_t, i32, i32, [3 x %struct.ipc_msg] }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.ipc_msg = type { i32, i32 }

@queue = external local_unnamed_addr global %struct.ipc_queue, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none) uwtable
define dso_local noundef i64 @pancam_abstract(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #0 !dbg !12 {
    #dbg_value(ptr %0, !18, !DIExpression(), !24)
    #dbg_value(i64 %1, !19, !DIExpression(), !24)
    #dbg_value(i64 0, !20, !DIExpression(), !24)
  %3 = icmp ult i64 %1, 8, !dbg !25
  br i1 %3, label %28, label %4, !dbg !27

4:                                                ; preds = %2
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 136), align 8, !dbg !28, !tbaa !29
  %6 = trunc i32 %5 to i8, !dbg !34
    #dbg_value(i64 1, !20, !DIExpression(), !24)
  store i8 %6, ptr %0, align 1, !dbg !35, !tbaa !36
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 140), align 4, !dbg !37, !tbaa !38
  %8 = trunc i32 %7 to i8, !dbg !39
    #dbg_value(i64 2, !20, !DIExpression(), !24)
  %9 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !40
  store i8 %8, ptr %9, align 1, !dbg !41, !tbaa !36
    #dbg_value(i32 0, !21, !DIExpression(), !42)
    #dbg_value(i64 2, !20, !DIExpression(), !24)
    #dbg_value(i64 0, !21, !DIExpression(), !42)
    #dbg_value(i64 2, !20, !DIExpression(), !24)
  %10 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 144), align 8, !dbg !43, !tbaa !46
  %11 = trunc i32 %10 to i8, !dbg !48
    #dbg_value(i64 3, !20, !DIExpression(), !24)
  %12 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !49
  store i8 %11, ptr %12, align 1, !dbg !50, !tbaa !36
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 148), align 4, !dbg !51, !tbaa !52
  %14 = trunc i32 %13 to i8, !dbg !53
    #dbg_value(i64 4, !20, !DIExpression(), !24)
  %15 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !54
  store i8 %14, ptr %15, align 1, !dbg !55, !tbaa !36
    #dbg_value(i64 1, !21, !DIExpression(), !42)
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 152), align 8, !dbg !43, !tbaa !46
  %17 = trunc i32 %16 to i8, !dbg !48
    #dbg_value(i64 5, !20, !DIExpression(), !24)
  %18 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !49
  store i8 %17, ptr %18, align 1, !dbg !50, !tbaa !36
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 156), align 4, !dbg !51, !tbaa !52
  %20 = trunc i32 %19 to i8, !dbg !53
    #dbg_value(i64 6, !20, !DIExpression(), !24)
  %21 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !54
  store i8 %20, ptr %21, align 1, !dbg !55, !tbaa !36
    #dbg_value(i64 2, !21, !DIExpression(), !42)
  %22 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 160), align 8, !dbg !43, !tbaa !46
  %23 = trunc i32 %22 to i8, !dbg !48
    #dbg_value(i64 7, !20, !DIExpression(), !24)
  %24 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !49
  store i8 %23, ptr %24, align 1, !dbg !50, !tbaa !36
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 164), align 4, !dbg !51, !tbaa !52
  %26 = trunc i32 %25 to i8, !dbg !53
    #dbg_value(i64 8, !20, !DIExpression(), !24)
  %27 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !54
  store i8 %26, ptr %27, align 1, !dbg !55, !tbaa !36
    #dbg_value(i64 3, !21, !DIExpression(), !42)
  br label %28, !dbg !56

28:                                               ; preds = %4, %2
  %29 = phi i64 [ 0, %2 ], [ 8, %4 ], !dbg !24
  ret i64 %29, !dbg !56
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ipc.c", directory: ".", checksumkind: CSK_MD5, checksum: "707f82fa6c04a62b8c273be3eb2642c7")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "pancam_abstract", scope: !1, file: !1, line: 38, type: !13, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !16, !15}
!15 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!17 = !{!18, !19, !20, !21}
!18 = !DILocalVariable(name: "buf", arg: 1, scope: !12, file: !1, line: 38, type: !16)
!19 = !DILocalVariable(name: "cap", arg: 2, scope: !12, file: !1, line: 38, type: !15)
!20 = !DILocalVariable(name: "k", scope: !12, file: !1, line: 40, type: !15)
!21 = !DILocalVariable(name: "i", scope: !22, file: !1, line: 45, type: !23)
!22 = distinct !DILexicalBlock(scope: !12, file: !1, line: 45, column: 5)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DILocation(line: 0, scope: !12)
!25 = !DILocation(line: 41, column: 13, scope: !26)
!26 = distinct !DILexicalBlock(scope: !12, file: !1, line: 41, column: 9)
!27 = !DILocation(line: 41, column: 9, scope: !12)
!28 = !DILocation(line: 43, column: 37, scope: !12)
!29 = !{!30, !33, i64 136}
!30 = !{!"ipc_queue", !31, i64 0, !31, i64 40, !31, i64 88, !33, i64 136, !33, i64 140, !31, i64 144}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !{!"int", !31, i64 0}
!34 = !DILocation(line: 43, column: 16, scope: !12)
!35 = !DILocation(line: 43, column: 14, scope: !12)
!36 = !{!31, !31, i64 0}
!37 = !DILocation(line: 44, column: 37, scope: !12)
!38 = !{!30, !33, i64 140}
!39 = !DILocation(line: 44, column: 16, scope: !12)
!40 = !DILocation(line: 44, column: 5, scope: !12)
!41 = !DILocation(line: 44, column: 14, scope: !12)
!42 = !DILocation(line: 0, scope: !22)
!43 = !DILocation(line: 46, column: 49, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !1, line: 45, column: 33)
!45 = distinct !DILexicalBlock(scope: !22, file: !1, line: 45, column: 5)
!46 = !{!47, !33, i64 0}
!47 = !{!"ipc_msg", !33, i64 0, !33, i64 4}
!48 = !DILocation(line: 46, column: 20, scope: !44)
!49 = !DILocation(line: 46, column: 9, scope: !44)
!50 = !DILocation(line: 46, column: 18, scope: !44)
!51 = !DILocation(line: 47, column: 49, scope: !44)
!52 = !{!47, !33, i64 4}
!53 = !DILocation(line: 47, column: 20, scope: !44)
!54 = !DILocation(line: 47, column: 9, scope: !44)
!55 = !DILocation(line: 47, column: 18, scope: !44)
!56 = !DILocation(line: 50, column: 1, scope: !12)
