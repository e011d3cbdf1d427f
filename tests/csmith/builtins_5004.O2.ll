; ModuleID = 'builtins_5004.c'
source_filename = "builtins_5004.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [5 x i8] c"g_28\00", align 1, !dbg !7
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !12
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !21
@.str.3 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !45

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !59 {
    #dbg_value(i32 %0, !65, !DIExpression(), !68)
    #dbg_value(ptr %1, !66, !DIExpression(), !68)
    #dbg_value(i32 0, !67, !DIExpression(), !68)
  %3 = icmp eq i32 %0, 2, !dbg !69
  br i1 %3, label %4, label %14, !dbg !71

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !72
  %6 = load ptr, ptr %5, align 8, !dbg !72, !tbaa !73
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %14

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp eq i8 %11, 0, !dbg !77
  %13 = zext i1 %12 to i32, !dbg !78
  br label %14

14:                                               ; preds = %2, %4, %9
  %15 = phi i32 [ 0, %2 ], [ 0, %4 ], [ %13, %9 ], !dbg !68
    #dbg_value(i32 %15, !67, !DIExpression(), !68)
    #dbg_value(i32 -306674912, !79, !DIExpression(), !88)
    #dbg_value(i32 0, !85, !DIExpression(), !88)
  br label %16, !dbg !90

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %60, %16 ], !dbg !92
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %61, %16 ], !dbg !94
  %19 = and <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>, !dbg !94
  %20 = icmp eq <4 x i32> %19, zeroinitializer, !dbg !94
  %21 = lshr <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>, !dbg !100
  %22 = xor <4 x i32> %21, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !100
  %23 = select <4 x i1> %20, <4 x i32> %21, <4 x i32> %22, !dbg !100
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !94
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !94
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !100
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !100
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !100
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !94
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !94
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !100
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !100
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !100
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !94
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !94
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !100
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !100
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !100
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !94
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !94
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !100
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !100
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !100
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !94
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !94
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !100
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !100
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !100
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !94
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !94
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !100
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !100
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !100
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !94
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !94
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !100
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !100
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !100
  %59 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %17, !dbg !101
  store <4 x i32> %58, ptr %59, align 16, !dbg !102, !tbaa !103
  %60 = add nuw i64 %17, 4, !dbg !92
  %61 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>, !dbg !94
  %62 = icmp eq i64 %60, 256, !dbg !92
  br i1 %62, label %63, label %16, !dbg !92, !llvm.loop !105

63:                                               ; preds = %16
  tail call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.1, i32 noundef %15), !dbg !110
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef %15), !dbg !111
  %64 = load i32, ptr @crc32_context, align 4, !dbg !112, !tbaa !103
  %65 = xor i32 %64, -1, !dbg !113
    #dbg_value(i32 %65, !114, !DIExpression(), !120)
    #dbg_value(i32 %15, !119, !DIExpression(), !120)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %65), !dbg !122
  ret i32 0, !dbg !123
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !124 {
    #dbg_value(i64 %0, !131, !DIExpression(), !134)
    #dbg_value(ptr %1, !132, !DIExpression(), !134)
    #dbg_value(i32 %2, !133, !DIExpression(), !134)
    #dbg_value(i64 %0, !135, !DIExpression(), !140)
    #dbg_value(i64 %0, !142, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !150)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !152, !tbaa !103
  %5 = lshr i32 %4, 8, !dbg !153
  %6 = zext i32 %4 to i64, !dbg !154
  %7 = xor i64 %6, %0, !dbg !154
  %8 = and i64 %7, 255, !dbg !155
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !155
  %10 = load i32, ptr %9, align 4, !dbg !155, !tbaa !103
  %11 = xor i32 %5, %10, !dbg !156
  %12 = lshr i64 %0, 8, !dbg !157
    #dbg_value(i64 %12, !142, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !158)
  %13 = lshr i32 %11, 8, !dbg !160
  %14 = zext i32 %11 to i64, !dbg !161
  %15 = xor i64 %12, %14, !dbg !161
  %16 = and i64 %15, 255, !dbg !162
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !162
  %18 = load i32, ptr %17, align 4, !dbg !162, !tbaa !103
  %19 = xor i32 %13, %18, !dbg !163
  %20 = lshr i64 %0, 16, !dbg !164
    #dbg_value(i64 %20, !142, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !165)
  %21 = lshr i32 %19, 8, !dbg !167
  %22 = zext i32 %19 to i64, !dbg !168
  %23 = xor i64 %20, %22, !dbg !168
  %24 = and i64 %23, 255, !dbg !169
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !169
  %26 = load i32, ptr %25, align 4, !dbg !169, !tbaa !103
  %27 = xor i32 %21, %26, !dbg !170
  %28 = lshr i64 %0, 24, !dbg !171
    #dbg_value(i64 %28, !142, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !172)
  %29 = lshr i32 %27, 8, !dbg !174
  %30 = zext i32 %27 to i64, !dbg !175
  %31 = xor i64 %28, %30, !dbg !175
  %32 = and i64 %31, 255, !dbg !176
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !176
  %34 = load i32, ptr %33, align 4, !dbg !176, !tbaa !103
  %35 = xor i32 %29, %34, !dbg !177
  %36 = lshr i64 %0, 32, !dbg !178
    #dbg_value(i64 %36, !142, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !179)
  %37 = lshr i32 %35, 8, !dbg !181
  %38 = zext i32 %35 to i64, !dbg !182
  %39 = xor i64 %36, %38, !dbg !182
  %40 = and i64 %39, 255, !dbg !183
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !183
  %42 = load i32, ptr %41, align 4, !dbg !183, !tbaa !103
  %43 = xor i32 %37, %42, !dbg !184
  %44 = lshr i64 %0, 40, !dbg !185
    #dbg_value(i64 %44, !142, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !186)
  %45 = lshr i32 %43, 8, !dbg !188
  %46 = zext i32 %43 to i64, !dbg !189
  %47 = xor i64 %44, %46, !dbg !189
  %48 = and i64 %47, 255, !dbg !190
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !190
  %50 = load i32, ptr %49, align 4, !dbg !190, !tbaa !103
  %51 = xor i32 %45, %50, !dbg !191
  %52 = lshr i64 %0, 48, !dbg !192
    #dbg_value(i64 %52, !142, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !193)
  %53 = lshr i32 %51, 8, !dbg !195
  %54 = zext i32 %51 to i64, !dbg !196
  %55 = xor i64 %52, %54, !dbg !196
  %56 = and i64 %55, 255, !dbg !197
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !197
  %58 = load i32, ptr %57, align 4, !dbg !197, !tbaa !103
  %59 = xor i32 %53, %58, !dbg !198
  %60 = lshr i64 %0, 56, !dbg !199
    #dbg_value(i64 %60, !142, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !200)
  %61 = lshr i32 %59, 8, !dbg !202
  %62 = and i32 %59, 255, !dbg !203
  %63 = zext nneg i32 %62 to i64, !dbg !203
  %64 = xor i64 %60, %63, !dbg !203
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !203
  %66 = load i32, ptr %65, align 4, !dbg !203, !tbaa !103
  %67 = xor i32 %61, %66, !dbg !204
  store i32 %67, ptr @crc32_context, align 4, !dbg !205, !tbaa !103
  %68 = icmp eq i32 %2, 0, !dbg !206
  br i1 %68, label %73, label %69, !dbg !208

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !209
  %71 = zext i32 %70 to i64, !dbg !209
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %1, i64 noundef %71), !dbg !211
  br label %73, !dbg !212

73:                                               ; preds = %69, %3
  ret void, !dbg !213
}

; Function Attrs: nofree nounwind
declare !dbg !214 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "builtins_5004.c", directory: ".", checksumkind: CSK_MD5, checksum: "183d76edfe854eeb77cc8db6dc517cf7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "crc32_context", scope: !14, file: !23, line: 48, type: !25, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !15, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !0, !7, !21, !32, !37, !43, !45, !12}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 2)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !14, file: !23, line: 47, type: !24, isLocal: true, isDefinition: true)
!23 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 8192, elements: !30)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !26, line: 26, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !28, line: 42, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !{!31}
!31 = !DISubrange(count: 256)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !23, line: 114, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 36)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression(DW_OP_constu, 18446744073709551607, DW_OP_stack_value))
!38 = distinct !DIGlobalVariable(name: "g_7", scope: !14, file: !2, line: 17, type: !39, isLocal: true, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !40, line: 26, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !28, line: 41, baseType: !42)
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!44 = distinct !DIGlobalVariable(name: "g_28", scope: !14, file: !2, line: 18, type: !39, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !47, line: 56, type: !48, isLocal: true, isDefinition: true)
!47 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 15)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 44, type: !60, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !64)
!60 = !DISubroutineType(types: !61)
!61 = !{!42, !42, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!64 = !{!65, !66, !67}
!65 = !DILocalVariable(name: "argc", arg: 1, scope: !59, file: !2, line: 44, type: !42)
!66 = !DILocalVariable(name: "argv", arg: 2, scope: !59, file: !2, line: 44, type: !62)
!67 = !DILocalVariable(name: "print_hash_value", scope: !59, file: !2, line: 46, type: !42)
!68 = !DILocation(line: 0, scope: !59)
!69 = !DILocation(line: 47, column: 14, scope: !70)
!70 = distinct !DILexicalBlock(scope: !59, file: !2, line: 47, column: 9)
!71 = !DILocation(line: 47, column: 19, scope: !70)
!72 = !DILocation(line: 47, column: 29, scope: !70)
!73 = !{!74, !74, i64 0}
!74 = !{!"any pointer", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 47, column: 43, scope: !70)
!78 = !DILocation(line: 47, column: 9, scope: !59)
!79 = !DILocalVariable(name: "poly", scope: !80, file: !23, line: 54, type: !87)
!80 = distinct !DISubprogram(name: "crc32_gentab", scope: !23, file: !23, line: 51, type: !81, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{null}
!83 = !{!84, !79, !85, !86}
!84 = !DILocalVariable(name: "crc", scope: !80, file: !23, line: 53, type: !25)
!85 = !DILocalVariable(name: "i", scope: !80, file: !23, line: 55, type: !42)
!86 = !DILocalVariable(name: "j", scope: !80, file: !23, line: 55, type: !42)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!88 = !DILocation(line: 0, scope: !80, inlinedAt: !89)
!89 = distinct !DILocation(line: 49, column: 5, scope: !59)
!90 = !DILocation(line: 57, column: 2, scope: !91, inlinedAt: !89)
!91 = distinct !DILexicalBlock(scope: !80, file: !23, line: 57, column: 2)
!92 = !DILocation(line: 57, column: 24, scope: !93, inlinedAt: !89)
!93 = distinct !DILexicalBlock(scope: !91, file: !23, line: 57, column: 2)
!94 = !DILocation(line: 60, column: 12, scope: !95, inlinedAt: !89)
!95 = distinct !DILexicalBlock(scope: !96, file: !23, line: 60, column: 8)
!96 = distinct !DILexicalBlock(scope: !97, file: !23, line: 59, column: 27)
!97 = distinct !DILexicalBlock(scope: !98, file: !23, line: 59, column: 3)
!98 = distinct !DILexicalBlock(scope: !99, file: !23, line: 59, column: 3)
!99 = distinct !DILexicalBlock(scope: !93, file: !23, line: 57, column: 28)
!100 = !DILocation(line: 60, column: 8, scope: !96, inlinedAt: !89)
!101 = !DILocation(line: 66, column: 3, scope: !99, inlinedAt: !89)
!102 = !DILocation(line: 66, column: 16, scope: !99, inlinedAt: !89)
!103 = !{!104, !104, i64 0}
!104 = !{!"int", !75, i64 0}
!105 = distinct !{!105, !90, !106, !107, !108, !109}
!106 = !DILocation(line: 67, column: 2, scope: !91, inlinedAt: !89)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !{!"llvm.loop.isvectorized", i32 1}
!109 = !{!"llvm.loop.unroll.runtime.disable"}
!110 = !DILocation(line: 51, column: 5, scope: !59)
!111 = !DILocation(line: 52, column: 5, scope: !59)
!112 = !DILocation(line: 53, column: 23, scope: !59)
!113 = !DILocation(line: 53, column: 37, scope: !59)
!114 = !DILocalVariable(name: "crc", arg: 1, scope: !115, file: !47, line: 49, type: !25)
!115 = distinct !DISubprogram(name: "platform_main_end", scope: !47, file: !47, line: 49, type: !116, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !25, !42}
!118 = !{!114, !119}
!119 = !DILocalVariable(name: "flag", arg: 2, scope: !115, file: !47, line: 49, type: !42)
!120 = !DILocation(line: 0, scope: !115, inlinedAt: !121)
!121 = distinct !DILocation(line: 53, column: 5, scope: !59)
!122 = !DILocation(line: 56, column: 2, scope: !115, inlinedAt: !121)
!123 = !DILocation(line: 54, column: 5, scope: !59)
!124 = distinct !DISubprogram(name: "transparent_crc", scope: !23, file: !23, line: 110, type: !125, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !130)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !127, !63, !42}
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !26, line: 27, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !28, line: 45, baseType: !129)
!129 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!130 = !{!131, !132, !133}
!131 = !DILocalVariable(name: "val", arg: 1, scope: !124, file: !23, line: 110, type: !127)
!132 = !DILocalVariable(name: "vname", arg: 2, scope: !124, file: !23, line: 110, type: !63)
!133 = !DILocalVariable(name: "flag", arg: 3, scope: !124, file: !23, line: 110, type: !42)
!134 = !DILocation(line: 0, scope: !124)
!135 = !DILocalVariable(name: "val", arg: 1, scope: !136, file: !23, line: 97, type: !127)
!136 = distinct !DISubprogram(name: "crc32_8bytes", scope: !23, file: !23, line: 97, type: !137, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !127}
!139 = !{!135}
!140 = !DILocation(line: 0, scope: !136, inlinedAt: !141)
!141 = distinct !DILocation(line: 112, column: 2, scope: !124)
!142 = !DILocalVariable(name: "b", arg: 1, scope: !143, file: !23, line: 71, type: !146)
!143 = distinct !DISubprogram(name: "crc32_byte", scope: !23, file: !23, line: 71, type: !144, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !149)
!144 = !DISubroutineType(types: !145)
!145 = !{null, !146}
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !26, line: 24, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !28, line: 38, baseType: !148)
!148 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!149 = !{!142}
!150 = !DILocation(line: 0, scope: !143, inlinedAt: !151)
!151 = distinct !DILocation(line: 99, column: 2, scope: !136, inlinedAt: !141)
!152 = !DILocation(line: 73, column: 5, scope: !143, inlinedAt: !151)
!153 = !DILocation(line: 73, column: 19, scope: !143, inlinedAt: !151)
!154 = !DILocation(line: 74, column: 33, scope: !143, inlinedAt: !151)
!155 = !DILocation(line: 74, column: 3, scope: !143, inlinedAt: !151)
!156 = !DILocation(line: 73, column: 39, scope: !143, inlinedAt: !151)
!157 = !DILocation(line: 100, column: 18, scope: !136, inlinedAt: !141)
!158 = !DILocation(line: 0, scope: !143, inlinedAt: !159)
!159 = distinct !DILocation(line: 100, column: 2, scope: !136, inlinedAt: !141)
!160 = !DILocation(line: 73, column: 19, scope: !143, inlinedAt: !159)
!161 = !DILocation(line: 74, column: 33, scope: !143, inlinedAt: !159)
!162 = !DILocation(line: 74, column: 3, scope: !143, inlinedAt: !159)
!163 = !DILocation(line: 73, column: 39, scope: !143, inlinedAt: !159)
!164 = !DILocation(line: 101, column: 18, scope: !136, inlinedAt: !141)
!165 = !DILocation(line: 0, scope: !143, inlinedAt: !166)
!166 = distinct !DILocation(line: 101, column: 2, scope: !136, inlinedAt: !141)
!167 = !DILocation(line: 73, column: 19, scope: !143, inlinedAt: !166)
!168 = !DILocation(line: 74, column: 33, scope: !143, inlinedAt: !166)
!169 = !DILocation(line: 74, column: 3, scope: !143, inlinedAt: !166)
!170 = !DILocation(line: 73, column: 39, scope: !143, inlinedAt: !166)
!171 = !DILocation(line: 102, column: 18, scope: !136, inlinedAt: !141)
!172 = !DILocation(line: 0, scope: !143, inlinedAt: !173)
!173 = distinct !DILocation(line: 102, column: 2, scope: !136, inlinedAt: !141)
!174 = !DILocation(line: 73, column: 19, scope: !143, inlinedAt: !173)
!175 = !DILocation(line: 74, column: 33, scope: !143, inlinedAt: !173)
!176 = !DILocation(line: 74, column: 3, scope: !143, inlinedAt: !173)
!177 = !DILocation(line: 73, column: 39, scope: !143, inlinedAt: !173)
!178 = !DILocation(line: 103, column: 18, scope: !136, inlinedAt: !141)
!179 = !DILocation(line: 0, scope: !143, inlinedAt: !180)
!180 = distinct !DILocation(line: 103, column: 2, scope: !136, inlinedAt: !141)
!181 = !DILocation(line: 73, column: 19, scope: !143, inlinedAt: !180)
!182 = !DILocation(line: 74, column: 33, scope: !143, inlinedAt: !180)
!183 = !DILocation(line: 74, column: 3, scope: !143, inlinedAt: !180)
!184 = !DILocation(line: 73, column: 39, scope: !143, inlinedAt: !180)
!185 = !DILocation(line: 104, column: 18, scope: !136, inlinedAt: !141)
!186 = !DILocation(line: 0, scope: !143, inlinedAt: !187)
!187 = distinct !DILocation(line: 104, column: 2, scope: !136, inlinedAt: !141)
!188 = !DILocation(line: 73, column: 19, scope: !143, inlinedAt: !187)
!189 = !DILocation(line: 74, column: 33, scope: !143, inlinedAt: !187)
!190 = !DILocation(line: 74, column: 3, scope: !143, inlinedAt: !187)
!191 = !DILocation(line: 73, column: 39, scope: !143, inlinedAt: !187)
!192 = !DILocation(line: 105, column: 18, scope: !136, inlinedAt: !141)
!193 = !DILocation(line: 0, scope: !143, inlinedAt: !194)
!194 = distinct !DILocation(line: 105, column: 2, scope: !136, inlinedAt: !141)
!195 = !DILocation(line: 73, column: 19, scope: !143, inlinedAt: !194)
!196 = !DILocation(line: 74, column: 33, scope: !143, inlinedAt: !194)
!197 = !DILocation(line: 74, column: 3, scope: !143, inlinedAt: !194)
!198 = !DILocation(line: 73, column: 39, scope: !143, inlinedAt: !194)
!199 = !DILocation(line: 106, column: 18, scope: !136, inlinedAt: !141)
!200 = !DILocation(line: 0, scope: !143, inlinedAt: !201)
!201 = distinct !DILocation(line: 106, column: 2, scope: !136, inlinedAt: !141)
!202 = !DILocation(line: 73, column: 19, scope: !143, inlinedAt: !201)
!203 = !DILocation(line: 74, column: 3, scope: !143, inlinedAt: !201)
!204 = !DILocation(line: 73, column: 39, scope: !143, inlinedAt: !201)
!205 = !DILocation(line: 72, column: 16, scope: !143, inlinedAt: !201)
!206 = !DILocation(line: 113, column: 6, scope: !207)
!207 = distinct !DILexicalBlock(scope: !124, file: !23, line: 113, column: 6)
!208 = !DILocation(line: 113, column: 6, scope: !124)
!209 = !DILocation(line: 114, column: 73, scope: !210)
!210 = distinct !DILexicalBlock(scope: !207, file: !23, line: 113, column: 12)
!211 = !DILocation(line: 114, column: 5, scope: !210)
!212 = !DILocation(line: 115, column: 2, scope: !210)
!213 = !DILocation(line: 116, column: 1, scope: !124)
!214 = !DISubprogram(name: "printf", scope: !215, file: !215, line: 356, type: !216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!216 = !DISubroutineType(types: !217)
!217 = !{!42, !218, null}
!218 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !219)
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
