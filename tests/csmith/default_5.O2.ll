; ModuleID = 'default_5.c'
source_filename = "default_5.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [7 x i8] c"g_2.f0\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [7 x i8] c"g_2.f1\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [10 x i8] c"g_2.f2.f0\00", align 1, !dbg !9
@.str.4 = private unnamed_addr constant [10 x i8] c"g_2.f2.f1\00", align 1, !dbg !14
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !16
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !25
@.str.5 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !36
@.str.7 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !60

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !74 {
    #dbg_value(i32 %0, !80, !DIExpression(), !83)
    #dbg_value(ptr %1, !81, !DIExpression(), !83)
    #dbg_value(i32 0, !82, !DIExpression(), !83)
  %3 = icmp eq i32 %0, 2, !dbg !84
  br i1 %3, label %4, label %14, !dbg !86

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !87
  %6 = load ptr, ptr %5, align 8, !dbg !87, !tbaa !88
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %14

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp eq i8 %11, 0, !dbg !92
  %13 = zext i1 %12 to i32, !dbg !93
  br label %14

14:                                               ; preds = %2, %4, %9
  %15 = phi i32 [ 0, %2 ], [ 0, %4 ], [ %13, %9 ], !dbg !83
    #dbg_value(i32 %15, !82, !DIExpression(), !83)
    #dbg_value(i32 -306674912, !94, !DIExpression(), !103)
    #dbg_value(i32 0, !100, !DIExpression(), !103)
  br label %16, !dbg !105

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %60, %16 ], !dbg !107
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %61, %16 ], !dbg !109
  %19 = and <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>, !dbg !109
  %20 = icmp eq <4 x i32> %19, zeroinitializer, !dbg !109
  %21 = lshr <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %22 = xor <4 x i32> %21, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %23 = select <4 x i1> %20, <4 x i32> %21, <4 x i32> %22, !dbg !115
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !109
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !109
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !115
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !109
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !109
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !115
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !109
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !109
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !115
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !109
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !109
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !115
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !109
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !109
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !115
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !109
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !109
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !115
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !109
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !109
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !115
  %59 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %17, !dbg !116
  store <4 x i32> %58, ptr %59, align 16, !dbg !117, !tbaa !118
  %60 = add nuw i64 %17, 4, !dbg !107
  %61 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>, !dbg !109
  %62 = icmp eq i64 %60, 256, !dbg !107
  br i1 %62, label %63, label %16, !dbg !107, !llvm.loop !120

63:                                               ; preds = %16
  tail call fastcc void @transparent_crc(i64 noundef 300, ptr noundef nonnull @.str.1, i32 noundef %15), !dbg !125
  tail call fastcc void @transparent_crc(i64 noundef 3992, ptr noundef nonnull @.str.2, i32 noundef %15), !dbg !126
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.3, i32 noundef %15), !dbg !127
  tail call fastcc void @transparent_crc(i64 noundef 62, ptr noundef nonnull @.str.4, i32 noundef %15), !dbg !128
  %64 = load i32, ptr @crc32_context, align 4, !dbg !129, !tbaa !118
  %65 = xor i32 %64, -1, !dbg !130
    #dbg_value(i32 %65, !131, !DIExpression(), !137)
    #dbg_value(i32 %15, !136, !DIExpression(), !137)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %65), !dbg !139
  ret i32 0, !dbg !140
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !141 {
    #dbg_value(i64 %0, !148, !DIExpression(), !151)
    #dbg_value(ptr %1, !149, !DIExpression(), !151)
    #dbg_value(i32 %2, !150, !DIExpression(), !151)
    #dbg_value(i64 %0, !152, !DIExpression(), !157)
    #dbg_value(i64 %0, !159, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !164)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !166, !tbaa !118
  %5 = lshr i32 %4, 8, !dbg !167
  %6 = zext i32 %4 to i64, !dbg !168
  %7 = xor i64 %6, %0, !dbg !168
  %8 = and i64 %7, 255, !dbg !169
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !169
  %10 = load i32, ptr %9, align 4, !dbg !169, !tbaa !118
  %11 = xor i32 %5, %10, !dbg !170
  %12 = lshr i64 %0, 8, !dbg !171
    #dbg_value(i64 %12, !159, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !172)
  %13 = lshr i32 %11, 8, !dbg !174
  %14 = zext i32 %11 to i64, !dbg !175
  %15 = xor i64 %12, %14, !dbg !175
  %16 = and i64 %15, 255, !dbg !176
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !176
  %18 = load i32, ptr %17, align 4, !dbg !176, !tbaa !118
  %19 = xor i32 %13, %18, !dbg !177
  %20 = lshr i64 %0, 16, !dbg !178
    #dbg_value(i64 %20, !159, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !179)
  %21 = lshr i32 %19, 8, !dbg !181
  %22 = zext i32 %19 to i64, !dbg !182
  %23 = xor i64 %20, %22, !dbg !182
  %24 = and i64 %23, 255, !dbg !183
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !183
  %26 = load i32, ptr %25, align 4, !dbg !183, !tbaa !118
  %27 = xor i32 %21, %26, !dbg !184
  %28 = lshr i64 %0, 24, !dbg !185
    #dbg_value(i64 %28, !159, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !186)
  %29 = lshr i32 %27, 8, !dbg !188
  %30 = zext i32 %27 to i64, !dbg !189
  %31 = xor i64 %28, %30, !dbg !189
  %32 = and i64 %31, 255, !dbg !190
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !190
  %34 = load i32, ptr %33, align 4, !dbg !190, !tbaa !118
  %35 = xor i32 %29, %34, !dbg !191
  %36 = lshr i64 %0, 32, !dbg !192
    #dbg_value(i64 %36, !159, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !193)
  %37 = lshr i32 %35, 8, !dbg !195
  %38 = zext i32 %35 to i64, !dbg !196
  %39 = xor i64 %36, %38, !dbg !196
  %40 = and i64 %39, 255, !dbg !197
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !197
  %42 = load i32, ptr %41, align 4, !dbg !197, !tbaa !118
  %43 = xor i32 %37, %42, !dbg !198
  %44 = lshr i64 %0, 40, !dbg !199
    #dbg_value(i64 %44, !159, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !200)
  %45 = lshr i32 %43, 8, !dbg !202
  %46 = zext i32 %43 to i64, !dbg !203
  %47 = xor i64 %44, %46, !dbg !203
  %48 = and i64 %47, 255, !dbg !204
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !204
  %50 = load i32, ptr %49, align 4, !dbg !204, !tbaa !118
  %51 = xor i32 %45, %50, !dbg !205
  %52 = lshr i64 %0, 48, !dbg !206
    #dbg_value(i64 %52, !159, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !207)
  %53 = lshr i32 %51, 8, !dbg !209
  %54 = zext i32 %51 to i64, !dbg !210
  %55 = xor i64 %52, %54, !dbg !210
  %56 = and i64 %55, 255, !dbg !211
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !211
  %58 = load i32, ptr %57, align 4, !dbg !211, !tbaa !118
  %59 = xor i32 %53, %58, !dbg !212
  %60 = lshr i64 %0, 56, !dbg !213
    #dbg_value(i64 %60, !159, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !214)
  %61 = lshr i32 %59, 8, !dbg !216
  %62 = and i32 %59, 255, !dbg !217
  %63 = zext nneg i32 %62 to i64, !dbg !217
  %64 = xor i64 %60, %63, !dbg !217
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !217
  %66 = load i32, ptr %65, align 4, !dbg !217, !tbaa !118
  %67 = xor i32 %61, %66, !dbg !218
  store i32 %67, ptr @crc32_context, align 4, !dbg !219, !tbaa !118
  %68 = icmp eq i32 %2, 0, !dbg !220
  br i1 %68, label %73, label %69, !dbg !222

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !223
  %71 = zext i32 %70 to i64, !dbg !223
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %1, i64 noundef %71), !dbg !225
  br label %73, !dbg !226

73:                                               ; preds = %69, %3
  ret void, !dbg !227
}

; Function Attrs: nofree nounwind
declare !dbg !228 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_5.c", directory: ".", checksumkind: CSK_MD5, checksum: "1edb995f0b1735b28b47e02c2ff440a2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 10)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !11, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "crc32_context", scope: !18, file: !27, line: 48, type: !29, isLocal: true, isDefinition: true)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !19, splitDebugInlining: false, nameTableKind: None)
!19 = !{!20, !0, !7, !9, !14, !25, !36, !41, !60, !16}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 2)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !18, file: !27, line: 47, type: !28, isLocal: true, isDefinition: true)
!27 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 8192, elements: !34)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !30, line: 26, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !32, line: 42, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !{!35}
!35 = !DISubrange(count: 256)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !27, line: 114, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 36)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "g_2", scope: !18, file: !2, line: 34, type: !43, isLocal: true, isDefinition: true)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 26, size: 80, align: 8, elements: !44)
!44 = !{!45, !46, !48}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !43, file: !2, line: 27, baseType: !33, size: 31, flags: DIFlagBitField, extraData: i64 0)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !43, file: !2, line: 28, baseType: !47, size: 27, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !43, file: !2, line: 29, baseType: !49, size: 16, align: 8, offset: 64)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 18, size: 16, align: 8, elements: !50)
!50 = !{!51, !56}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !49, file: !2, line: 19, baseType: !52, size: 8)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !53, line: 24, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !32, line: 37, baseType: !55)
!55 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !49, file: !2, line: 20, baseType: !57, size: 8, offset: 8)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !30, line: 24, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !32, line: 38, baseType: !59)
!59 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !62, line: 56, type: !63, isLocal: true, isDefinition: true)
!62 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 15)
!66 = !{i32 7, !"Dwarf Version", i32 5}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 4}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"PIE Level", i32 2}
!71 = !{i32 7, !"uwtable", i32 2}
!72 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 56, type: !75, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !79)
!75 = !DISubroutineType(types: !76)
!76 = !{!47, !47, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!79 = !{!80, !81, !82}
!80 = !DILocalVariable(name: "argc", arg: 1, scope: !74, file: !2, line: 56, type: !47)
!81 = !DILocalVariable(name: "argv", arg: 2, scope: !74, file: !2, line: 56, type: !77)
!82 = !DILocalVariable(name: "print_hash_value", scope: !74, file: !2, line: 58, type: !47)
!83 = !DILocation(line: 0, scope: !74)
!84 = !DILocation(line: 59, column: 14, scope: !85)
!85 = distinct !DILexicalBlock(scope: !74, file: !2, line: 59, column: 9)
!86 = !DILocation(line: 59, column: 19, scope: !85)
!87 = !DILocation(line: 59, column: 29, scope: !85)
!88 = !{!89, !89, i64 0}
!89 = !{!"any pointer", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !DILocation(line: 59, column: 43, scope: !85)
!93 = !DILocation(line: 59, column: 9, scope: !74)
!94 = !DILocalVariable(name: "poly", scope: !95, file: !27, line: 54, type: !102)
!95 = distinct !DISubprogram(name: "crc32_gentab", scope: !27, file: !27, line: 51, type: !96, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{null}
!98 = !{!99, !94, !100, !101}
!99 = !DILocalVariable(name: "crc", scope: !95, file: !27, line: 53, type: !29)
!100 = !DILocalVariable(name: "i", scope: !95, file: !27, line: 55, type: !47)
!101 = !DILocalVariable(name: "j", scope: !95, file: !27, line: 55, type: !47)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!103 = !DILocation(line: 0, scope: !95, inlinedAt: !104)
!104 = distinct !DILocation(line: 61, column: 5, scope: !74)
!105 = !DILocation(line: 57, column: 2, scope: !106, inlinedAt: !104)
!106 = distinct !DILexicalBlock(scope: !95, file: !27, line: 57, column: 2)
!107 = !DILocation(line: 57, column: 24, scope: !108, inlinedAt: !104)
!108 = distinct !DILexicalBlock(scope: !106, file: !27, line: 57, column: 2)
!109 = !DILocation(line: 60, column: 12, scope: !110, inlinedAt: !104)
!110 = distinct !DILexicalBlock(scope: !111, file: !27, line: 60, column: 8)
!111 = distinct !DILexicalBlock(scope: !112, file: !27, line: 59, column: 27)
!112 = distinct !DILexicalBlock(scope: !113, file: !27, line: 59, column: 3)
!113 = distinct !DILexicalBlock(scope: !114, file: !27, line: 59, column: 3)
!114 = distinct !DILexicalBlock(scope: !108, file: !27, line: 57, column: 28)
!115 = !DILocation(line: 60, column: 8, scope: !111, inlinedAt: !104)
!116 = !DILocation(line: 66, column: 3, scope: !114, inlinedAt: !104)
!117 = !DILocation(line: 66, column: 16, scope: !114, inlinedAt: !104)
!118 = !{!119, !119, i64 0}
!119 = !{!"int", !90, i64 0}
!120 = distinct !{!120, !105, !121, !122, !123, !124}
!121 = !DILocation(line: 67, column: 2, scope: !106, inlinedAt: !104)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !{!"llvm.loop.isvectorized", i32 1}
!124 = !{!"llvm.loop.unroll.runtime.disable"}
!125 = !DILocation(line: 63, column: 5, scope: !74)
!126 = !DILocation(line: 64, column: 5, scope: !74)
!127 = !DILocation(line: 65, column: 5, scope: !74)
!128 = !DILocation(line: 66, column: 5, scope: !74)
!129 = !DILocation(line: 67, column: 23, scope: !74)
!130 = !DILocation(line: 67, column: 37, scope: !74)
!131 = !DILocalVariable(name: "crc", arg: 1, scope: !132, file: !62, line: 49, type: !29)
!132 = distinct !DISubprogram(name: "platform_main_end", scope: !62, file: !62, line: 49, type: !133, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !29, !47}
!135 = !{!131, !136}
!136 = !DILocalVariable(name: "flag", arg: 2, scope: !132, file: !62, line: 49, type: !47)
!137 = !DILocation(line: 0, scope: !132, inlinedAt: !138)
!138 = distinct !DILocation(line: 67, column: 5, scope: !74)
!139 = !DILocation(line: 56, column: 2, scope: !132, inlinedAt: !138)
!140 = !DILocation(line: 68, column: 5, scope: !74)
!141 = distinct !DISubprogram(name: "transparent_crc", scope: !27, file: !27, line: 110, type: !142, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !147)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !144, !78, !47}
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !30, line: 27, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !32, line: 45, baseType: !146)
!146 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!147 = !{!148, !149, !150}
!148 = !DILocalVariable(name: "val", arg: 1, scope: !141, file: !27, line: 110, type: !144)
!149 = !DILocalVariable(name: "vname", arg: 2, scope: !141, file: !27, line: 110, type: !78)
!150 = !DILocalVariable(name: "flag", arg: 3, scope: !141, file: !27, line: 110, type: !47)
!151 = !DILocation(line: 0, scope: !141)
!152 = !DILocalVariable(name: "val", arg: 1, scope: !153, file: !27, line: 97, type: !144)
!153 = distinct !DISubprogram(name: "crc32_8bytes", scope: !27, file: !27, line: 97, type: !154, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !156)
!154 = !DISubroutineType(types: !155)
!155 = !{null, !144}
!156 = !{!152}
!157 = !DILocation(line: 0, scope: !153, inlinedAt: !158)
!158 = distinct !DILocation(line: 112, column: 2, scope: !141)
!159 = !DILocalVariable(name: "b", arg: 1, scope: !160, file: !27, line: 71, type: !57)
!160 = distinct !DISubprogram(name: "crc32_byte", scope: !27, file: !27, line: 71, type: !161, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !57}
!163 = !{!159}
!164 = !DILocation(line: 0, scope: !160, inlinedAt: !165)
!165 = distinct !DILocation(line: 99, column: 2, scope: !153, inlinedAt: !158)
!166 = !DILocation(line: 73, column: 5, scope: !160, inlinedAt: !165)
!167 = !DILocation(line: 73, column: 19, scope: !160, inlinedAt: !165)
!168 = !DILocation(line: 74, column: 33, scope: !160, inlinedAt: !165)
!169 = !DILocation(line: 74, column: 3, scope: !160, inlinedAt: !165)
!170 = !DILocation(line: 73, column: 39, scope: !160, inlinedAt: !165)
!171 = !DILocation(line: 100, column: 18, scope: !153, inlinedAt: !158)
!172 = !DILocation(line: 0, scope: !160, inlinedAt: !173)
!173 = distinct !DILocation(line: 100, column: 2, scope: !153, inlinedAt: !158)
!174 = !DILocation(line: 73, column: 19, scope: !160, inlinedAt: !173)
!175 = !DILocation(line: 74, column: 33, scope: !160, inlinedAt: !173)
!176 = !DILocation(line: 74, column: 3, scope: !160, inlinedAt: !173)
!177 = !DILocation(line: 73, column: 39, scope: !160, inlinedAt: !173)
!178 = !DILocation(line: 101, column: 18, scope: !153, inlinedAt: !158)
!179 = !DILocation(line: 0, scope: !160, inlinedAt: !180)
!180 = distinct !DILocation(line: 101, column: 2, scope: !153, inlinedAt: !158)
!181 = !DILocation(line: 73, column: 19, scope: !160, inlinedAt: !180)
!182 = !DILocation(line: 74, column: 33, scope: !160, inlinedAt: !180)
!183 = !DILocation(line: 74, column: 3, scope: !160, inlinedAt: !180)
!184 = !DILocation(line: 73, column: 39, scope: !160, inlinedAt: !180)
!185 = !DILocation(line: 102, column: 18, scope: !153, inlinedAt: !158)
!186 = !DILocation(line: 0, scope: !160, inlinedAt: !187)
!187 = distinct !DILocation(line: 102, column: 2, scope: !153, inlinedAt: !158)
!188 = !DILocation(line: 73, column: 19, scope: !160, inlinedAt: !187)
!189 = !DILocation(line: 74, column: 33, scope: !160, inlinedAt: !187)
!190 = !DILocation(line: 74, column: 3, scope: !160, inlinedAt: !187)
!191 = !DILocation(line: 73, column: 39, scope: !160, inlinedAt: !187)
!192 = !DILocation(line: 103, column: 18, scope: !153, inlinedAt: !158)
!193 = !DILocation(line: 0, scope: !160, inlinedAt: !194)
!194 = distinct !DILocation(line: 103, column: 2, scope: !153, inlinedAt: !158)
!195 = !DILocation(line: 73, column: 19, scope: !160, inlinedAt: !194)
!196 = !DILocation(line: 74, column: 33, scope: !160, inlinedAt: !194)
!197 = !DILocation(line: 74, column: 3, scope: !160, inlinedAt: !194)
!198 = !DILocation(line: 73, column: 39, scope: !160, inlinedAt: !194)
!199 = !DILocation(line: 104, column: 18, scope: !153, inlinedAt: !158)
!200 = !DILocation(line: 0, scope: !160, inlinedAt: !201)
!201 = distinct !DILocation(line: 104, column: 2, scope: !153, inlinedAt: !158)
!202 = !DILocation(line: 73, column: 19, scope: !160, inlinedAt: !201)
!203 = !DILocation(line: 74, column: 33, scope: !160, inlinedAt: !201)
!204 = !DILocation(line: 74, column: 3, scope: !160, inlinedAt: !201)
!205 = !DILocation(line: 73, column: 39, scope: !160, inlinedAt: !201)
!206 = !DILocation(line: 105, column: 18, scope: !153, inlinedAt: !158)
!207 = !DILocation(line: 0, scope: !160, inlinedAt: !208)
!208 = distinct !DILocation(line: 105, column: 2, scope: !153, inlinedAt: !158)
!209 = !DILocation(line: 73, column: 19, scope: !160, inlinedAt: !208)
!210 = !DILocation(line: 74, column: 33, scope: !160, inlinedAt: !208)
!211 = !DILocation(line: 74, column: 3, scope: !160, inlinedAt: !208)
!212 = !DILocation(line: 73, column: 39, scope: !160, inlinedAt: !208)
!213 = !DILocation(line: 106, column: 18, scope: !153, inlinedAt: !158)
!214 = !DILocation(line: 0, scope: !160, inlinedAt: !215)
!215 = distinct !DILocation(line: 106, column: 2, scope: !153, inlinedAt: !158)
!216 = !DILocation(line: 73, column: 19, scope: !160, inlinedAt: !215)
!217 = !DILocation(line: 74, column: 3, scope: !160, inlinedAt: !215)
!218 = !DILocation(line: 73, column: 39, scope: !160, inlinedAt: !215)
!219 = !DILocation(line: 72, column: 16, scope: !160, inlinedAt: !215)
!220 = !DILocation(line: 113, column: 6, scope: !221)
!221 = distinct !DILexicalBlock(scope: !141, file: !27, line: 113, column: 6)
!222 = !DILocation(line: 113, column: 6, scope: !141)
!223 = !DILocation(line: 114, column: 73, scope: !224)
!224 = distinct !DILexicalBlock(scope: !221, file: !27, line: 113, column: 12)
!225 = !DILocation(line: 114, column: 5, scope: !224)
!226 = !DILocation(line: 115, column: 2, scope: !224)
!227 = !DILocation(line: 116, column: 1, scope: !141)
!228 = !DISubprogram(name: "printf", scope: !229, file: !229, line: 356, type: !230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!229 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!230 = !DISubroutineType(types: !231)
!231 = !{!47, !232, null}
!232 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!234 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
