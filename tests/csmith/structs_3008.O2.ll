; ModuleID = 'structs_3008.c'
source_filename = "structs_3008.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [5 x i8] c"g_14\00", align 1, !dbg !0
@g_35 = internal global i32 0, align 4, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [5 x i8] c"g_41\00", align 1, !dbg !22
@.str.4 = private unnamed_addr constant [5 x i8] c"g_50\00", align 1, !dbg !24
@.str.5 = private unnamed_addr constant [5 x i8] c"g_55\00", align 1, !dbg !26
@.str.6 = private unnamed_addr constant [5 x i8] c"g_57\00", align 1, !dbg !28
@.str.7 = private unnamed_addr constant [5 x i8] c"g_65\00", align 1, !dbg !30
@.str.8 = private unnamed_addr constant [5 x i8] c"g_87\00", align 1, !dbg !32
@.str.9 = private unnamed_addr constant [5 x i8] c"g_89\00", align 1, !dbg !34
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !98
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !36
@g_39 = internal global ptr @g_35, align 8, !dbg !46
@g_38 = internal global ptr @g_39, align 8, !dbg !52
@.str.12 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !92

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !108 {
    #dbg_value(i32 %0, !114, !DIExpression(), !118)
    #dbg_value(ptr %1, !115, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
  %3 = icmp eq i32 %0, 2, !dbg !119
  br i1 %3, label %4, label %14, !dbg !121

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !122
  %6 = load ptr, ptr %5, align 8, !dbg !122, !tbaa !123
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %14

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp eq i8 %11, 0, !dbg !127
  %13 = zext i1 %12 to i32, !dbg !128
  br label %14

14:                                               ; preds = %2, %4, %9
  %15 = phi i32 [ 0, %2 ], [ 0, %4 ], [ %13, %9 ], !dbg !118
    #dbg_value(i32 %15, !117, !DIExpression(), !118)
    #dbg_value(i32 -306674912, !129, !DIExpression(), !138)
    #dbg_value(i32 0, !135, !DIExpression(), !138)
  br label %16, !dbg !140

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %60, %16 ], !dbg !142
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %61, %16 ], !dbg !144
  %19 = and <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %20 = icmp eq <4 x i32> %19, zeroinitializer, !dbg !144
  %21 = lshr <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>, !dbg !150
  %22 = xor <4 x i32> %21, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !150
  %23 = select <4 x i1> %20, <4 x i32> %21, <4 x i32> %22, !dbg !150
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !144
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !150
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !150
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !150
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !144
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !150
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !150
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !150
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !144
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !150
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !150
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !150
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !144
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !150
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !150
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !150
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !144
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !150
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !150
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !150
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !144
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !150
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !150
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !150
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !144
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !150
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !150
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !150
  %59 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %17, !dbg !151
  store <4 x i32> %58, ptr %59, align 16, !dbg !152, !tbaa !153
  %60 = add nuw i64 %17, 4, !dbg !142
  %61 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>, !dbg !144
  %62 = icmp eq i64 %60, 256, !dbg !142
  br i1 %62, label %63, label %16, !dbg !142, !llvm.loop !155

63:                                               ; preds = %16
    #dbg_value(i32 poison, !160, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i16 0, !160, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !171)
    #dbg_value(i64 poison, !160, !DIExpression(DW_OP_LLVM_fragment, 48, 64), !171)
    #dbg_value(i16 -6, !160, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !171)
    #dbg_value(ptr @g_35, !165, !DIExpression(), !171)
    #dbg_value(i64 1, !173, !DIExpression(), !256)
    #dbg_value(i64 132113625, !178, !DIExpression(), !256)
    #dbg_value(i16 -6, !179, !DIExpression(), !256)
    #dbg_value(i64 132113625, !180, !DIExpression(), !256)
    #dbg_value(i32 132113625, !181, !DIExpression(), !256)
    #dbg_assign(i1 undef, !182, !DIExpression(), !258, ptr poison, !DIExpression(), !256)
    #dbg_value(ptr poison, !186, !DIExpression(), !256)
    #dbg_assign(i1 undef, !188, !DIExpression(DW_OP_LLVM_fragment, 0, 1504), !259, ptr poison, !DIExpression(), !256)
    #dbg_value(i32 poison, !188, !DIExpression(DW_OP_LLVM_fragment, 1504, 32), !256)
    #dbg_assign(i1 undef, !188, !DIExpression(DW_OP_LLVM_fragment, 1536, 6144), !260, ptr poison, !DIExpression(), !256)
    #dbg_value(i16 29292, !261, !DIExpression(), !273)
    #dbg_assign(i1 undef, !266, !DIExpression(), !275, ptr poison, !DIExpression(), !273)
    #dbg_value(ptr @g_35, !270, !DIExpression(), !273)
  %64 = load volatile ptr, ptr @g_38, align 8, !dbg !276, !tbaa !123
  store ptr @g_35, ptr %64, align 8, !dbg !277, !tbaa !123
    #dbg_value(i32 0, !188, !DIExpression(DW_OP_LLVM_fragment, 1504, 32), !256)
  store i32 -20380, ptr @g_35, align 4, !dbg !278, !tbaa !153
  tail call fastcc void @transparent_crc(i64 noundef 132113625, ptr noundef nonnull @.str.1, i32 noundef %15), !dbg !279
  %65 = load i32, ptr @g_35, align 4, !dbg !280, !tbaa !153
  %66 = sext i32 %65 to i64, !dbg !280
  tail call fastcc void @transparent_crc(i64 noundef %66, ptr noundef nonnull @.str.2, i32 noundef %15), !dbg !281
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef %15), !dbg !282
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.4, i32 noundef %15), !dbg !283
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.5, i32 noundef %15), !dbg !284
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.6, i32 noundef %15), !dbg !285
  tail call fastcc void @transparent_crc(i64 noundef 58804, ptr noundef nonnull @.str.7, i32 noundef %15), !dbg !286
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.8, i32 noundef %15), !dbg !287
  tail call fastcc void @transparent_crc(i64 noundef 5079545120809476944, ptr noundef nonnull @.str.9, i32 noundef %15), !dbg !288
  %67 = load i32, ptr @crc32_context, align 4, !dbg !289, !tbaa !153
  %68 = xor i32 %67, -1, !dbg !290
    #dbg_value(i32 %68, !291, !DIExpression(), !297)
    #dbg_value(i32 %15, !296, !DIExpression(), !297)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %68), !dbg !299
  ret i32 0, !dbg !300
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !301 {
    #dbg_value(i64 %0, !305, !DIExpression(), !308)
    #dbg_value(ptr %1, !306, !DIExpression(), !308)
    #dbg_value(i32 %2, !307, !DIExpression(), !308)
    #dbg_value(i64 %0, !309, !DIExpression(), !314)
    #dbg_value(i64 %0, !316, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !321)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !323, !tbaa !153
  %5 = lshr i32 %4, 8, !dbg !324
  %6 = zext i32 %4 to i64, !dbg !325
  %7 = xor i64 %6, %0, !dbg !325
  %8 = and i64 %7, 255, !dbg !326
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !326
  %10 = load i32, ptr %9, align 4, !dbg !326, !tbaa !153
  %11 = xor i32 %5, %10, !dbg !327
  %12 = lshr i64 %0, 8, !dbg !328
    #dbg_value(i64 %12, !316, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !329)
  %13 = lshr i32 %11, 8, !dbg !331
  %14 = zext i32 %11 to i64, !dbg !332
  %15 = xor i64 %12, %14, !dbg !332
  %16 = and i64 %15, 255, !dbg !333
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !333
  %18 = load i32, ptr %17, align 4, !dbg !333, !tbaa !153
  %19 = xor i32 %13, %18, !dbg !334
  %20 = lshr i64 %0, 16, !dbg !335
    #dbg_value(i64 %20, !316, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !336)
  %21 = lshr i32 %19, 8, !dbg !338
  %22 = zext i32 %19 to i64, !dbg !339
  %23 = xor i64 %20, %22, !dbg !339
  %24 = and i64 %23, 255, !dbg !340
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !340
  %26 = load i32, ptr %25, align 4, !dbg !340, !tbaa !153
  %27 = xor i32 %21, %26, !dbg !341
  %28 = lshr i64 %0, 24, !dbg !342
    #dbg_value(i64 %28, !316, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !343)
  %29 = lshr i32 %27, 8, !dbg !345
  %30 = zext i32 %27 to i64, !dbg !346
  %31 = xor i64 %28, %30, !dbg !346
  %32 = and i64 %31, 255, !dbg !347
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !347
  %34 = load i32, ptr %33, align 4, !dbg !347, !tbaa !153
  %35 = xor i32 %29, %34, !dbg !348
  %36 = lshr i64 %0, 32, !dbg !349
    #dbg_value(i64 %36, !316, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !350)
  %37 = lshr i32 %35, 8, !dbg !352
  %38 = zext i32 %35 to i64, !dbg !353
  %39 = xor i64 %36, %38, !dbg !353
  %40 = and i64 %39, 255, !dbg !354
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !354
  %42 = load i32, ptr %41, align 4, !dbg !354, !tbaa !153
  %43 = xor i32 %37, %42, !dbg !355
  %44 = lshr i64 %0, 40, !dbg !356
    #dbg_value(i64 %44, !316, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !357)
  %45 = lshr i32 %43, 8, !dbg !359
  %46 = zext i32 %43 to i64, !dbg !360
  %47 = xor i64 %44, %46, !dbg !360
  %48 = and i64 %47, 255, !dbg !361
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !361
  %50 = load i32, ptr %49, align 4, !dbg !361, !tbaa !153
  %51 = xor i32 %45, %50, !dbg !362
  %52 = lshr i64 %0, 48, !dbg !363
    #dbg_value(i64 %52, !316, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !364)
  %53 = lshr i32 %51, 8, !dbg !366
  %54 = zext i32 %51 to i64, !dbg !367
  %55 = xor i64 %52, %54, !dbg !367
  %56 = and i64 %55, 255, !dbg !368
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !368
  %58 = load i32, ptr %57, align 4, !dbg !368, !tbaa !153
  %59 = xor i32 %53, %58, !dbg !369
  %60 = lshr i64 %0, 56, !dbg !370
    #dbg_value(i64 %60, !316, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !371)
  %61 = lshr i32 %59, 8, !dbg !373
  %62 = and i32 %59, 255, !dbg !374
  %63 = zext nneg i32 %62 to i64, !dbg !374
  %64 = xor i64 %60, %63, !dbg !374
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !374
  %66 = load i32, ptr %65, align 4, !dbg !374, !tbaa !153
  %67 = xor i32 %61, %66, !dbg !375
  store i32 %67, ptr @crc32_context, align 4, !dbg !376, !tbaa !153
  %68 = icmp eq i32 %2, 0, !dbg !377
  br i1 %68, label %73, label %69, !dbg !379

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !380
  %71 = zext i32 %70 to i64, !dbg !380
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %1, i64 noundef %71), !dbg !382
  br label %73, !dbg !383

73:                                               ; preds = %69, %3
  ret void, !dbg !384
}

; Function Attrs: nofree nounwind
declare !dbg !385 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "structs_3008.c", directory: ".", checksumkind: CSK_MD5, checksum: "12b89d422785d1a65d38bd3e47c71a88")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_35", scope: !9, file: !2, line: 18, type: !49, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !0, !20, !22, !24, !26, !28, !30, !32, !34, !36, !46, !52, !56, !61, !7, !63, !68, !73, !75, !80, !85, !90, !92, !98}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 145, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !3, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 151, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 152, type: !3, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 153, type: !3, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 154, type: !3, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 155, type: !3, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 156, type: !3, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 157, type: !3, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !38, line: 47, type: !39, isLocal: true, isDefinition: true)
!38 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 8192, elements: !44)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !41, line: 26, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !43, line: 42, baseType: !11)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!44 = !{!45}
!45 = !DISubrange(count: 256)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "g_39", scope: !9, file: !2, line: 20, type: !48, isLocal: true, isDefinition: true)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !50, line: 26, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !43, line: 41, baseType: !13)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "g_38", scope: !9, file: !2, line: 21, type: !54, isLocal: true, isDefinition: true)
!54 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !38, line: 114, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 36)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression(DW_OP_constu, 132113625, DW_OP_stack_value))
!62 = distinct !DIGlobalVariable(name: "g_14", scope: !9, file: !2, line: 17, type: !40, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "g_41", scope: !9, file: !2, line: 22, type: !65, isLocal: true, isDefinition: true)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !50, line: 27, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !43, line: 44, baseType: !67)
!67 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression(DW_OP_constu, 5, DW_OP_stack_value))
!69 = distinct !DIGlobalVariable(name: "g_50", scope: !9, file: !2, line: 23, type: !70, isLocal: true, isDefinition: true)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !41, line: 24, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !43, line: 38, baseType: !72)
!72 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression(DW_OP_constu, 9, DW_OP_stack_value))
!74 = distinct !DIGlobalVariable(name: "g_55", scope: !9, file: !2, line: 24, type: !40, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!76 = distinct !DIGlobalVariable(name: "g_57", scope: !9, file: !2, line: 25, type: !77, isLocal: true, isDefinition: true)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !50, line: 25, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !43, line: 39, baseType: !79)
!79 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "g_65", scope: !9, file: !2, line: 26, type: !82, isLocal: true, isDefinition: true)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !41, line: 25, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !43, line: 40, baseType: !84)
!84 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression(DW_OP_constu, 18446744073709551606, DW_OP_stack_value))
!86 = distinct !DIGlobalVariable(name: "g_87", scope: !9, file: !2, line: 27, type: !87, isLocal: true, isDefinition: true)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !50, line: 24, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !43, line: 37, baseType: !89)
!89 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression(DW_OP_constu, 5079545120809476944, DW_OP_stack_value))
!91 = distinct !DIGlobalVariable(name: "g_89", scope: !9, file: !2, line: 28, type: !65, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !94, line: 56, type: !95, isLocal: true, isDefinition: true)
!94 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 15)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !38, line: 48, type: !40, isLocal: true, isDefinition: true)
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 141, type: !109, scopeLine: 142, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !113)
!109 = !DISubroutineType(types: !110)
!110 = !{!13, !13, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!113 = !{!114, !115, !116, !117}
!114 = !DILocalVariable(name: "argc", arg: 1, scope: !108, file: !2, line: 141, type: !13)
!115 = !DILocalVariable(name: "argv", arg: 2, scope: !108, file: !2, line: 141, type: !111)
!116 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 143, type: !13)
!117 = !DILocalVariable(name: "print_hash_value", scope: !108, file: !2, line: 144, type: !13)
!118 = !DILocation(line: 0, scope: !108)
!119 = !DILocation(line: 145, column: 14, scope: !120)
!120 = distinct !DILexicalBlock(scope: !108, file: !2, line: 145, column: 9)
!121 = !DILocation(line: 145, column: 19, scope: !120)
!122 = !DILocation(line: 145, column: 29, scope: !120)
!123 = !{!124, !124, i64 0}
!124 = !{!"any pointer", !125, i64 0}
!125 = !{!"omnipotent char", !126, i64 0}
!126 = !{!"Simple C/C++ TBAA"}
!127 = !DILocation(line: 145, column: 43, scope: !120)
!128 = !DILocation(line: 145, column: 9, scope: !108)
!129 = !DILocalVariable(name: "poly", scope: !130, file: !38, line: 54, type: !137)
!130 = distinct !DISubprogram(name: "crc32_gentab", scope: !38, file: !38, line: 51, type: !131, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{null}
!133 = !{!134, !129, !135, !136}
!134 = !DILocalVariable(name: "crc", scope: !130, file: !38, line: 53, type: !40)
!135 = !DILocalVariable(name: "i", scope: !130, file: !38, line: 55, type: !13)
!136 = !DILocalVariable(name: "j", scope: !130, file: !38, line: 55, type: !13)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!138 = !DILocation(line: 0, scope: !130, inlinedAt: !139)
!139 = distinct !DILocation(line: 147, column: 5, scope: !108)
!140 = !DILocation(line: 57, column: 2, scope: !141, inlinedAt: !139)
!141 = distinct !DILexicalBlock(scope: !130, file: !38, line: 57, column: 2)
!142 = !DILocation(line: 57, column: 24, scope: !143, inlinedAt: !139)
!143 = distinct !DILexicalBlock(scope: !141, file: !38, line: 57, column: 2)
!144 = !DILocation(line: 60, column: 12, scope: !145, inlinedAt: !139)
!145 = distinct !DILexicalBlock(scope: !146, file: !38, line: 60, column: 8)
!146 = distinct !DILexicalBlock(scope: !147, file: !38, line: 59, column: 27)
!147 = distinct !DILexicalBlock(scope: !148, file: !38, line: 59, column: 3)
!148 = distinct !DILexicalBlock(scope: !149, file: !38, line: 59, column: 3)
!149 = distinct !DILexicalBlock(scope: !143, file: !38, line: 57, column: 28)
!150 = !DILocation(line: 60, column: 8, scope: !146, inlinedAt: !139)
!151 = !DILocation(line: 66, column: 3, scope: !149, inlinedAt: !139)
!152 = !DILocation(line: 66, column: 16, scope: !149, inlinedAt: !139)
!153 = !{!154, !154, i64 0}
!154 = !{!"int", !125, i64 0}
!155 = distinct !{!155, !140, !156, !157, !158, !159}
!156 = !DILocation(line: 67, column: 2, scope: !141, inlinedAt: !139)
!157 = !{!"llvm.loop.mustprogress"}
!158 = !{!"llvm.loop.isvectorized", i32 1}
!159 = !{!"llvm.loop.unroll.runtime.disable"}
!160 = !DILocalVariable(name: "l_15", scope: !161, file: !2, line: 47, type: !167)
!161 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 45, type: !162, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !164)
!162 = !DISubroutineType(types: !163)
!163 = !{!65}
!164 = !{!160, !165, !166}
!165 = !DILocalVariable(name: "l_100", scope: !161, file: !2, line: 48, type: !48)
!166 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 49, type: !13)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !168, size: 128, elements: !169)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !77)
!169 = !{!170}
!170 = !DISubrange(count: 8)
!171 = !DILocation(line: 0, scope: !161, inlinedAt: !172)
!172 = distinct !DILocation(line: 148, column: 5, scope: !108)
!173 = !DILocalVariable(name: "p_5", arg: 1, scope: !174, file: !2, line: 60, type: !65)
!174 = distinct !DISubprogram(name: "func_4", scope: !2, file: !2, line: 60, type: !175, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!40, !65, !65, !77, !65, !40}
!177 = !{!173, !178, !179, !180, !181, !182, !186, !188, !193, !194, !195, !196, !197, !202, !207, !209, !211, !212, !213, !217, !222, !223, !227, !228, !230, !232, !237, !238, !239, !240, !241, !247, !248, !250, !252, !255}
!178 = !DILocalVariable(name: "p_6", arg: 2, scope: !174, file: !2, line: 60, type: !65)
!179 = !DILocalVariable(name: "p_7", arg: 3, scope: !174, file: !2, line: 60, type: !77)
!180 = !DILocalVariable(name: "p_8", arg: 4, scope: !174, file: !2, line: 60, type: !65)
!181 = !DILocalVariable(name: "p_9", arg: 5, scope: !174, file: !2, line: 60, type: !40)
!182 = !DILocalVariable(name: "l_33", scope: !174, file: !2, line: 62, type: !183)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 320, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 10)
!186 = !DILocalVariable(name: "l_40", scope: !174, file: !2, line: 63, type: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!188 = !DILocalVariable(name: "l_42", scope: !174, file: !2, line: 64, type: !189)
!189 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 7680, elements: !190)
!190 = !{!191, !191, !192, !6}
!191 = !DISubrange(count: 4)
!192 = !DISubrange(count: 3)
!193 = !DILocalVariable(name: "i", scope: !174, file: !2, line: 65, type: !13)
!194 = !DILocalVariable(name: "j", scope: !174, file: !2, line: 65, type: !13)
!195 = !DILocalVariable(name: "k", scope: !174, file: !2, line: 65, type: !13)
!196 = !DILocalVariable(name: "l", scope: !174, file: !2, line: 65, type: !13)
!197 = !DILocalVariable(name: "l_66", scope: !198, file: !2, line: 69, type: !201)
!198 = distinct !DILexicalBlock(scope: !199, file: !2, line: 68, column: 5)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 67, column: 5)
!200 = distinct !DILexicalBlock(scope: !174, file: !2, line: 67, column: 5)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 64, elements: !169)
!202 = !DILocalVariable(name: "l_95", scope: !198, file: !2, line: 70, type: !203)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !204, size: 384, elements: !205)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!205 = !{!206}
!206 = !DISubrange(count: 6)
!207 = !DILocalVariable(name: "l_94", scope: !198, file: !2, line: 71, type: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !204, size: 64)
!209 = !DILocalVariable(name: "l_96", scope: !198, file: !2, line: 72, type: !210)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!211 = !DILocalVariable(name: "l_97", scope: !198, file: !2, line: 73, type: !210)
!212 = !DILocalVariable(name: "i", scope: !198, file: !2, line: 74, type: !13)
!213 = !DILocalVariable(name: "i", scope: !214, file: !2, line: 79, type: !13)
!214 = distinct !DILexicalBlock(scope: !215, file: !2, line: 78, column: 9)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 77, column: 9)
!216 = distinct !DILexicalBlock(scope: !198, file: !2, line: 77, column: 9)
!217 = !DILocalVariable(name: "l_49", scope: !218, file: !2, line: 84, type: !221)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 83, column: 9)
!219 = distinct !DILexicalBlock(scope: !220, file: !2, line: 82, column: 9)
!220 = distinct !DILexicalBlock(scope: !198, file: !2, line: 82, column: 9)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!222 = !DILocalVariable(name: "l_51", scope: !218, file: !2, line: 85, type: !55)
!223 = !DILocalVariable(name: "l_53", scope: !218, file: !2, line: 86, type: !224)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 3584, elements: !225)
!225 = !{!226, !170}
!226 = !DISubrange(count: 7)
!227 = !DILocalVariable(name: "l_52", scope: !218, file: !2, line: 87, type: !55)
!228 = !DILocalVariable(name: "l_54", scope: !218, file: !2, line: 88, type: !229)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!230 = !DILocalVariable(name: "l_56", scope: !218, file: !2, line: 89, type: !231)
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!232 = !DILocalVariable(name: "l_88", scope: !218, file: !2, line: 90, type: !233)
!233 = !DICompositeType(tag: DW_TAG_array_type, baseType: !234, size: 13824, elements: !235)
!234 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!235 = !{!236, !170, !192}
!236 = !DISubrange(count: 9)
!237 = !DILocalVariable(name: "l_91", scope: !218, file: !2, line: 91, type: !40)
!238 = !DILocalVariable(name: "i", scope: !218, file: !2, line: 92, type: !13)
!239 = !DILocalVariable(name: "j", scope: !218, file: !2, line: 92, type: !13)
!240 = !DILocalVariable(name: "k", scope: !218, file: !2, line: 92, type: !13)
!241 = !DILocalVariable(name: "l_60", scope: !242, file: !2, line: 95, type: !244)
!242 = distinct !DILexicalBlock(scope: !243, file: !2, line: 94, column: 13)
!243 = distinct !DILexicalBlock(scope: !218, file: !2, line: 93, column: 17)
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !41, line: 27, baseType: !245)
!245 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !43, line: 45, baseType: !246)
!246 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!247 = !DILocalVariable(name: "l_64", scope: !242, file: !2, line: 96, type: !204)
!248 = !DILocalVariable(name: "l_67", scope: !249, file: !2, line: 101, type: !244)
!249 = distinct !DILexicalBlock(scope: !243, file: !2, line: 100, column: 13)
!250 = !DILocalVariable(name: "l_86", scope: !249, file: !2, line: 102, type: !251)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!252 = !DILocalVariable(name: "l_90", scope: !249, file: !2, line: 103, type: !253)
!253 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 224, elements: !254)
!254 = !{!226}
!255 = !DILocalVariable(name: "i", scope: !249, file: !2, line: 104, type: !13)
!256 = !DILocation(line: 0, scope: !174, inlinedAt: !257)
!257 = distinct !DILocation(line: 50, column: 57, scope: !161, inlinedAt: !172)
!258 = distinct !DIAssignID()
!259 = distinct !DIAssignID()
!260 = distinct !DIAssignID()
!261 = !DILocalVariable(name: "p_26", arg: 1, scope: !262, file: !2, line: 127, type: !82)
!262 = distinct !DISubprogram(name: "func_25", scope: !2, file: !2, line: 127, type: !263, scopeLine: 128, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !265)
!263 = !DISubroutineType(types: !264)
!264 = !{!70, !82}
!265 = !{!261, !266, !270, !271, !272}
!266 = !DILocalVariable(name: "l_34", scope: !262, file: !2, line: 129, type: !267)
!267 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 384, elements: !268)
!268 = !{!269, !206}
!269 = !DISubrange(count: 1)
!270 = !DILocalVariable(name: "l_36", scope: !262, file: !2, line: 130, type: !48)
!271 = !DILocalVariable(name: "i", scope: !262, file: !2, line: 131, type: !13)
!272 = !DILocalVariable(name: "j", scope: !262, file: !2, line: 131, type: !13)
!273 = !DILocation(line: 0, scope: !262, inlinedAt: !274)
!274 = distinct !DILocation(line: 66, column: 174, scope: !174, inlinedAt: !257)
!275 = distinct !DIAssignID()
!276 = !DILocation(line: 133, column: 7, scope: !262, inlinedAt: !274)
!277 = !DILocation(line: 133, column: 13, scope: !262, inlinedAt: !274)
!278 = !DILocation(line: 50, column: 14, scope: !161, inlinedAt: !172)
!279 = !DILocation(line: 149, column: 5, scope: !108)
!280 = !DILocation(line: 150, column: 21, scope: !108)
!281 = !DILocation(line: 150, column: 5, scope: !108)
!282 = !DILocation(line: 151, column: 5, scope: !108)
!283 = !DILocation(line: 152, column: 5, scope: !108)
!284 = !DILocation(line: 153, column: 5, scope: !108)
!285 = !DILocation(line: 154, column: 5, scope: !108)
!286 = !DILocation(line: 155, column: 5, scope: !108)
!287 = !DILocation(line: 156, column: 5, scope: !108)
!288 = !DILocation(line: 157, column: 5, scope: !108)
!289 = !DILocation(line: 158, column: 23, scope: !108)
!290 = !DILocation(line: 158, column: 37, scope: !108)
!291 = !DILocalVariable(name: "crc", arg: 1, scope: !292, file: !94, line: 49, type: !40)
!292 = distinct !DISubprogram(name: "platform_main_end", scope: !94, file: !94, line: 49, type: !293, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !295)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !40, !13}
!295 = !{!291, !296}
!296 = !DILocalVariable(name: "flag", arg: 2, scope: !292, file: !94, line: 49, type: !13)
!297 = !DILocation(line: 0, scope: !292, inlinedAt: !298)
!298 = distinct !DILocation(line: 158, column: 5, scope: !108)
!299 = !DILocation(line: 56, column: 2, scope: !292, inlinedAt: !298)
!300 = !DILocation(line: 159, column: 5, scope: !108)
!301 = distinct !DISubprogram(name: "transparent_crc", scope: !38, file: !38, line: 110, type: !302, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !304)
!302 = !DISubroutineType(types: !303)
!303 = !{null, !244, !112, !13}
!304 = !{!305, !306, !307}
!305 = !DILocalVariable(name: "val", arg: 1, scope: !301, file: !38, line: 110, type: !244)
!306 = !DILocalVariable(name: "vname", arg: 2, scope: !301, file: !38, line: 110, type: !112)
!307 = !DILocalVariable(name: "flag", arg: 3, scope: !301, file: !38, line: 110, type: !13)
!308 = !DILocation(line: 0, scope: !301)
!309 = !DILocalVariable(name: "val", arg: 1, scope: !310, file: !38, line: 97, type: !244)
!310 = distinct !DISubprogram(name: "crc32_8bytes", scope: !38, file: !38, line: 97, type: !311, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !313)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !244}
!313 = !{!309}
!314 = !DILocation(line: 0, scope: !310, inlinedAt: !315)
!315 = distinct !DILocation(line: 112, column: 2, scope: !301)
!316 = !DILocalVariable(name: "b", arg: 1, scope: !317, file: !38, line: 71, type: !70)
!317 = distinct !DISubprogram(name: "crc32_byte", scope: !38, file: !38, line: 71, type: !318, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !320)
!318 = !DISubroutineType(types: !319)
!319 = !{null, !70}
!320 = !{!316}
!321 = !DILocation(line: 0, scope: !317, inlinedAt: !322)
!322 = distinct !DILocation(line: 99, column: 2, scope: !310, inlinedAt: !315)
!323 = !DILocation(line: 73, column: 5, scope: !317, inlinedAt: !322)
!324 = !DILocation(line: 73, column: 19, scope: !317, inlinedAt: !322)
!325 = !DILocation(line: 74, column: 33, scope: !317, inlinedAt: !322)
!326 = !DILocation(line: 74, column: 3, scope: !317, inlinedAt: !322)
!327 = !DILocation(line: 73, column: 39, scope: !317, inlinedAt: !322)
!328 = !DILocation(line: 100, column: 18, scope: !310, inlinedAt: !315)
!329 = !DILocation(line: 0, scope: !317, inlinedAt: !330)
!330 = distinct !DILocation(line: 100, column: 2, scope: !310, inlinedAt: !315)
!331 = !DILocation(line: 73, column: 19, scope: !317, inlinedAt: !330)
!332 = !DILocation(line: 74, column: 33, scope: !317, inlinedAt: !330)
!333 = !DILocation(line: 74, column: 3, scope: !317, inlinedAt: !330)
!334 = !DILocation(line: 73, column: 39, scope: !317, inlinedAt: !330)
!335 = !DILocation(line: 101, column: 18, scope: !310, inlinedAt: !315)
!336 = !DILocation(line: 0, scope: !317, inlinedAt: !337)
!337 = distinct !DILocation(line: 101, column: 2, scope: !310, inlinedAt: !315)
!338 = !DILocation(line: 73, column: 19, scope: !317, inlinedAt: !337)
!339 = !DILocation(line: 74, column: 33, scope: !317, inlinedAt: !337)
!340 = !DILocation(line: 74, column: 3, scope: !317, inlinedAt: !337)
!341 = !DILocation(line: 73, column: 39, scope: !317, inlinedAt: !337)
!342 = !DILocation(line: 102, column: 18, scope: !310, inlinedAt: !315)
!343 = !DILocation(line: 0, scope: !317, inlinedAt: !344)
!344 = distinct !DILocation(line: 102, column: 2, scope: !310, inlinedAt: !315)
!345 = !DILocation(line: 73, column: 19, scope: !317, inlinedAt: !344)
!346 = !DILocation(line: 74, column: 33, scope: !317, inlinedAt: !344)
!347 = !DILocation(line: 74, column: 3, scope: !317, inlinedAt: !344)
!348 = !DILocation(line: 73, column: 39, scope: !317, inlinedAt: !344)
!349 = !DILocation(line: 103, column: 18, scope: !310, inlinedAt: !315)
!350 = !DILocation(line: 0, scope: !317, inlinedAt: !351)
!351 = distinct !DILocation(line: 103, column: 2, scope: !310, inlinedAt: !315)
!352 = !DILocation(line: 73, column: 19, scope: !317, inlinedAt: !351)
!353 = !DILocation(line: 74, column: 33, scope: !317, inlinedAt: !351)
!354 = !DILocation(line: 74, column: 3, scope: !317, inlinedAt: !351)
!355 = !DILocation(line: 73, column: 39, scope: !317, inlinedAt: !351)
!356 = !DILocation(line: 104, column: 18, scope: !310, inlinedAt: !315)
!357 = !DILocation(line: 0, scope: !317, inlinedAt: !358)
!358 = distinct !DILocation(line: 104, column: 2, scope: !310, inlinedAt: !315)
!359 = !DILocation(line: 73, column: 19, scope: !317, inlinedAt: !358)
!360 = !DILocation(line: 74, column: 33, scope: !317, inlinedAt: !358)
!361 = !DILocation(line: 74, column: 3, scope: !317, inlinedAt: !358)
!362 = !DILocation(line: 73, column: 39, scope: !317, inlinedAt: !358)
!363 = !DILocation(line: 105, column: 18, scope: !310, inlinedAt: !315)
!364 = !DILocation(line: 0, scope: !317, inlinedAt: !365)
!365 = distinct !DILocation(line: 105, column: 2, scope: !310, inlinedAt: !315)
!366 = !DILocation(line: 73, column: 19, scope: !317, inlinedAt: !365)
!367 = !DILocation(line: 74, column: 33, scope: !317, inlinedAt: !365)
!368 = !DILocation(line: 74, column: 3, scope: !317, inlinedAt: !365)
!369 = !DILocation(line: 73, column: 39, scope: !317, inlinedAt: !365)
!370 = !DILocation(line: 106, column: 18, scope: !310, inlinedAt: !315)
!371 = !DILocation(line: 0, scope: !317, inlinedAt: !372)
!372 = distinct !DILocation(line: 106, column: 2, scope: !310, inlinedAt: !315)
!373 = !DILocation(line: 73, column: 19, scope: !317, inlinedAt: !372)
!374 = !DILocation(line: 74, column: 3, scope: !317, inlinedAt: !372)
!375 = !DILocation(line: 73, column: 39, scope: !317, inlinedAt: !372)
!376 = !DILocation(line: 72, column: 16, scope: !317, inlinedAt: !372)
!377 = !DILocation(line: 113, column: 6, scope: !378)
!378 = distinct !DILexicalBlock(scope: !301, file: !38, line: 113, column: 6)
!379 = !DILocation(line: 113, column: 6, scope: !301)
!380 = !DILocation(line: 114, column: 73, scope: !381)
!381 = distinct !DILexicalBlock(scope: !378, file: !38, line: 113, column: 12)
!382 = !DILocation(line: 114, column: 5, scope: !381)
!383 = !DILocation(line: 115, column: 2, scope: !381)
!384 = !DILocation(line: 116, column: 1, scope: !301)
!385 = !DISubprogram(name: "printf", scope: !386, file: !386, line: 356, type: !387, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!387 = !DISubroutineType(types: !388)
!388 = !{!13, !389, null}
!389 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !390)
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !391, size: 64)
!391 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
