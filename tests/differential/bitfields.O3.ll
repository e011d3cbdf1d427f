; ModuleID = 'bitfields.c'
source_filename = "bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [49 x i8] c"sizeof packed=%zu header=%zu wide=%zu mixed=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"raw layout %08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"header:\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [50 x i8] c"\0Aversion=%u ihl=%u len=%u id=%x flags=%u frag=%u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [16 x i8] c"len=%u frag=%u\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [32 x i8] c"lo=%llu hi=%llu small=%d ch=%u\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [24 x i8] c"lo=%llu small=%d ch=%u\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [36 x i8] c"wide loop sum=%llu lo=%llu hi=%llu\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [19 x i8] c"mixed %c %d %d %d\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [16 x i8] c"array total=%d\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [31 x i8] c"a=%u b=%u c=%d d=%u e=%d f=%u\0A\00", align 1, !dbg !54

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !74 {
    #dbg_value(i32 0, !78, !DIExpression(), !133)
    #dbg_value(ptr undef, !134, !DIExpression(), !141)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !143
    #dbg_value(i32 -517891, !78, !DIExpression(), !133)
    #dbg_value(ptr undef, !134, !DIExpression(), !144)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 5, i32 noundef 31, i32 noundef -8, i32 noundef 1, i32 noundef -64, i32 noundef 4095), !dbg !146
    #dbg_value(i32 1566470, !78, !DIExpression(), !133)
    #dbg_value(ptr undef, !134, !DIExpression(), !147)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 6, i32 noundef 0, i32 noundef 7, i32 noundef 0, i32 noundef 63, i32 noundef 1), !dbg !149
    #dbg_value(i32 0, !87, !DIExpression(), !150)
  br label %24, !dbg !151

4:                                                ; preds = %63
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4, i64 noundef 8, i64 noundef 16, i64 noundef 8), !dbg !152
    #dbg_value(i32 3847, !90, !DIExpression(), !133)
    #dbg_value(i32 3847, !89, !DIExpression(), !133)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3847), !dbg !153
    #dbg_value(i64 2779493853845782612, !91, !DIExpression(), !133)
    #dbg_value(i8 84, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !133)
    #dbg_value(i8 0, !101, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !133)
    #dbg_value(i8 -36, !101, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !133)
    #dbg_value(i8 5, !101, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !133)
    #dbg_value(i8 -17, !101, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !133)
    #dbg_value(i8 -66, !101, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !133)
    #dbg_value(i8 -110, !101, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !133)
    #dbg_value(i8 38, !101, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !133)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !154
    #dbg_value(i32 0, !104, !DIExpression(), !155)
    #dbg_value(i64 0, !104, !DIExpression(), !155)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 84), !dbg !156
    #dbg_value(i64 1, !104, !DIExpression(), !155)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !156
    #dbg_value(i64 2, !104, !DIExpression(), !155)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 220), !dbg !156
    #dbg_value(i64 3, !104, !DIExpression(), !155)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5), !dbg !156
    #dbg_value(i64 4, !104, !DIExpression(), !155)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 239), !dbg !156
    #dbg_value(i64 5, !104, !DIExpression(), !155)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 190), !dbg !156
    #dbg_value(i64 6, !104, !DIExpression(), !155)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 146), !dbg !156
    #dbg_value(i64 7, !104, !DIExpression(), !155)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 38), !dbg !156
    #dbg_value(i64 8, !104, !DIExpression(), !155)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef 5, i32 noundef 1500, i32 noundef 48879, i32 noundef 2, i32 noundef 1234), !dbg !158
    #dbg_value(i64 6562517545033597012, !91, !DIExpression(), !133)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 65535, i32 noundef 2914), !dbg !159
    #dbg_assign(i1 undef, !106, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !160, ptr poison, !DIExpression(), !133)
    #dbg_value(i64 -6066929240207523841, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(i16 25602, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !133)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 1099511627775, i64 noundef 11259375, i32 noundef -2, i32 noundef 100), !dbg !161
    #dbg_value(i64 -6066930339719151616, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(i16 515, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !133)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 0, i32 noundef -1, i32 noundef 2), !dbg !162
    #dbg_value(i64 0, !113, !DIExpression(), !133)
    #dbg_value(i64 -6066930339719151616, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
    #dbg_value(i64 poison, !113, !DIExpression(), !133)
    #dbg_value(i64 undef, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !133)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 43992075556824, i64 noundef 740164912472, i64 noundef 3448439), !dbg !163
    #dbg_value(i8 113, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !133)
    #dbg_value(i24 523776, !116, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !133)
    #dbg_value(i16 -3, !116, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !133)
    #dbg_value(i16 poison, !116, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !133)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 113, i32 noundef -512, i32 noundef 511, i32 noundef -3), !dbg !164
    #dbg_value(i24 525800, !116, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !133)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 113, i32 noundef 488, i32 noundef -511, i32 noundef -3), !dbg !165
    #dbg_value(i32 0, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !133)
    #dbg_value(i32 0, !124, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !133)
    #dbg_value(i32 0, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !133)
    #dbg_value(i32 0, !124, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !133)
    #dbg_value(i32 0, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !133)
    #dbg_value(i32 1049542657, !124, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !133)
    #dbg_value(i32 2098036738, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !133)
    #dbg_value(i32 -1148436477, !124, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !133)
    #dbg_value(i32 0, !130, !DIExpression(), !133)
    #dbg_value(i32 0, !130, !DIExpression(), !133)
    #dbg_value(i32 991, !130, !DIExpression(), !133)
    #dbg_value(i32 2973, !130, !DIExpression(), !133)
    #dbg_value(i32 5946, !130, !DIExpression(), !133)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5946), !dbg !166
  ret i32 0, !dbg !167

24:                                               ; preds = %0, %63
  %25 = phi i32 [ 0, %0 ], [ %64, %63 ]
  %26 = phi i32 [ 1566470, %0 ], [ %49, %63 ]
    #dbg_value(i32 %25, !87, !DIExpression(), !150)
    #dbg_value(i32 %26, !78, !DIExpression(), !133)
  %27 = add i32 %26, 3, !dbg !168
  %28 = and i32 %27, 7, !dbg !168
  %29 = and i32 %26, 4096, !dbg !168
    #dbg_assign(!DIArgList(i32 %26, i32 %28), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551608, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !171, ptr undef, !DIExpression(), !133)
  %30 = lshr i32 %26, 3, !dbg !172
  %31 = mul i32 %30, 56, !dbg !173
  %32 = add i32 %31, 8, !dbg !173
  %33 = and i32 %32, 248, !dbg !173
    #dbg_assign(!DIArgList(i32 %26, i32 %33, i32 %28), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073708507136, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !174, ptr undef, !DIExpression(), !133)
  %34 = shl nuw nsw i32 %25, 8, !dbg !175
  %35 = and i32 %34, 3840, !dbg !175
    #dbg_assign(!DIArgList(i32 poison, i32 poison), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 2048, DW_OP_xor, DW_OP_stack_value), !176, ptr undef, !DIExpression(), !133)
  %36 = mul nuw nsw i32 %25, 83886080, !dbg !177
  %37 = add nuw i32 %36, 1308622848, !dbg !177
  %38 = lshr exact i32 %37, 11, !dbg !177
  %39 = and i32 %38, 1040384, !dbg !177
    #dbg_assign(!DIArgList(i32 poison, i32 poison, i32 poison), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 2048, DW_OP_xor, DW_OP_stack_value), !178, ptr undef, !DIExpression(), !133)
  %40 = lshr i32 %26, 20, !dbg !179
  %41 = mul nuw nsw i32 %40, 33, !dbg !180
  %42 = add nuw nsw i32 %41, %25, !dbg !181
  %43 = shl i32 %42, 20, !dbg !182
  %44 = or disjoint i32 %29, %35, !dbg !173
  %45 = or disjoint i32 %44, %33, !dbg !182
  %46 = or disjoint i32 %45, %43, !dbg !182
  %47 = or disjoint i32 %46, %28, !dbg !182
  %48 = or disjoint i32 %47, %39, !dbg !182
  %49 = xor i32 %48, 2048, !dbg !182
    #dbg_value(!DIArgList(i32 %35, i32 %43, i32 %32, i32 %28, i32 %26, i32 %39), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_constu, 248, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 4096, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 2048, DW_OP_xor, DW_OP_stack_value), !133)
  %50 = and i32 %25, 3, !dbg !183
  %51 = icmp eq i32 %50, 0, !dbg !185
  br i1 %51, label %52, label %63, !dbg !186

52:                                               ; preds = %24
    #dbg_value(ptr undef, !134, !DIExpression(), !187)
  %53 = lshr exact i32 %32, 3, !dbg !189
  %54 = and i32 %53, 31, !dbg !189
  %55 = shl i32 %49, 20, !dbg !190
  %56 = ashr i32 %55, 28, !dbg !190
  %57 = lshr i32 %26, 12, !dbg !191
  %58 = and i32 %57, 1, !dbg !191
  %59 = shl nuw i32 %39, 12, !dbg !192
  %60 = ashr exact i32 %59, 25, !dbg !192
  %61 = and i32 %42, 4095, !dbg !193
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %28, i32 noundef %54, i32 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %61), !dbg !194
  br label %63, !dbg !195

63:                                               ; preds = %24, %52
  %64 = add nuw nsw i32 %25, 1, !dbg !196
    #dbg_value(i32 %49, !78, !DIExpression(), !133)
    #dbg_value(i32 %64, !87, !DIExpression(), !150)
  %65 = icmp eq i32 %64, 20, !dbg !197
  br i1 %65, label %4, label %24, !dbg !151, !llvm.loop !198
}

; Function Attrs: nofree nounwind
declare !dbg !201 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!59}
!llvm.module.flags = !{!66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bitfields.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "f62859900f647cef3223d32fb579a3f1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 49)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 50)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 32)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 24)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 36)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 19)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !29, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 31)
!59 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !60, globals: !65, splitDebugInlining: false, nameTableKind: None)
!60 = !{!61, !62, !63, !64}
!61 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!62 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !54}
!66 = !{i32 7, !"Dwarf Version", i32 5}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 4}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"PIE Level", i32 2}
!71 = !{i32 7, !"uwtable", i32 2}
!72 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !75, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!64}
!77 = !{!78, !87, !89, !90, !91, !101, !104, !106, !113, !114, !116, !124, !128, !130, !131}
!78 = !DILocalVariable(name: "p", scope: !74, file: !2, line: 44, type: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !2, line: 6, size: 32, elements: !80)
!80 = !{!81, !82, !83, !84, !85, !86}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !79, file: !2, line: 7, baseType: !63, size: 3, flags: DIFlagBitField, extraData: i64 0)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !79, file: !2, line: 8, baseType: !63, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !79, file: !2, line: 9, baseType: !64, size: 4, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !79, file: !2, line: 10, baseType: !63, size: 1, offset: 12, flags: DIFlagBitField, extraData: i64 0)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !79, file: !2, line: 11, baseType: !64, size: 7, offset: 13, flags: DIFlagBitField, extraData: i64 0)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !79, file: !2, line: 12, baseType: !63, size: 12, offset: 20, flags: DIFlagBitField, extraData: i64 0)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 61, type: !64)
!88 = distinct !DILexicalBlock(scope: !74, file: !2, line: 61, column: 5)
!89 = !DILocalVariable(name: "raw", scope: !74, file: !2, line: 72, type: !63)
!90 = !DILocalVariable(name: "q", scope: !74, file: !2, line: 73, type: !79)
!91 = !DILocalVariable(name: "h", scope: !74, file: !2, line: 79, type: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "header", file: !2, line: 15, size: 64, elements: !93)
!93 = !{!94, !95, !96, !97, !98, !99, !100}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "version", scope: !92, file: !2, line: 16, baseType: !63, size: 4, flags: DIFlagBitField, extraData: i64 0)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "ihl", scope: !92, file: !2, line: 17, baseType: !63, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "tos", scope: !92, file: !2, line: 18, baseType: !63, size: 8, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !92, file: !2, line: 19, baseType: !63, size: 16, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !92, file: !2, line: 20, baseType: !63, size: 16, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !92, file: !2, line: 21, baseType: !63, size: 3, offset: 48, flags: DIFlagBitField, extraData: i64 0)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "frag", scope: !92, file: !2, line: 22, baseType: !63, size: 13, offset: 51, flags: DIFlagBitField, extraData: i64 0)
!101 = !DILocalVariable(name: "bytes", scope: !74, file: !2, line: 80, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 64, elements: !15)
!103 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 83, type: !63)
!105 = distinct !DILexicalBlock(scope: !74, file: !2, line: 83, column: 5)
!106 = !DILocalVariable(name: "w", scope: !74, file: !2, line: 90, type: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "wide", file: !2, line: 25, size: 128, elements: !108)
!108 = !{!109, !110, !111, !112}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !107, file: !2, line: 26, baseType: !62, size: 40, flags: DIFlagBitField, extraData: i64 0)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !107, file: !2, line: 27, baseType: !62, size: 24, offset: 40, flags: DIFlagBitField, extraData: i64 0)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "small", scope: !107, file: !2, line: 28, baseType: !64, size: 2, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "ch", scope: !107, file: !2, line: 29, baseType: !103, size: 7, offset: 72, flags: DIFlagBitField, extraData: i64 64)
!113 = !DILocalVariable(name: "sum", scope: !74, file: !2, line: 101, type: !62)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 102, type: !64)
!115 = distinct !DILexicalBlock(scope: !74, file: !2, line: 102, column: 5)
!116 = !DILocalVariable(name: "m", scope: !74, file: !2, line: 109, type: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !2, line: 32, size: 64, elements: !118)
!118 = !{!119, !120, !121, !122}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !117, file: !2, line: 33, baseType: !4, size: 8)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !117, file: !2, line: 34, baseType: !64, size: 10, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !117, file: !2, line: 35, baseType: !64, size: 10, offset: 18, flags: DIFlagBitField, extraData: i64 8)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !117, file: !2, line: 36, baseType: !123, size: 16, offset: 32)
!123 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!124 = !DILocalVariable(name: "arr", scope: !74, file: !2, line: 114, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 128, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 4)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 116, type: !64)
!129 = distinct !DILexicalBlock(scope: !74, file: !2, line: 116, column: 5)
!130 = !DILocalVariable(name: "tot", scope: !74, file: !2, line: 121, type: !64)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 122, type: !64)
!132 = distinct !DILexicalBlock(scope: !74, file: !2, line: 122, column: 5)
!133 = !DILocation(line: 0, scope: !74)
!134 = !DILocalVariable(name: "p", arg: 1, scope: !135, file: !2, line: 39, type: !138)
!135 = distinct !DISubprogram(name: "dump", scope: !2, file: !2, line: 39, type: !136, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !140)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !138}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!140 = !{!134}
!141 = !DILocation(line: 0, scope: !135, inlinedAt: !142)
!142 = distinct !DILocation(line: 46, column: 5, scope: !74)
!143 = !DILocation(line: 40, column: 5, scope: !135, inlinedAt: !142)
!144 = !DILocation(line: 0, scope: !135, inlinedAt: !145)
!145 = distinct !DILocation(line: 53, column: 5, scope: !74)
!146 = !DILocation(line: 40, column: 5, scope: !135, inlinedAt: !145)
!147 = !DILocation(line: 0, scope: !135, inlinedAt: !148)
!148 = distinct !DILocation(line: 60, column: 5, scope: !74)
!149 = !DILocation(line: 40, column: 5, scope: !135, inlinedAt: !148)
!150 = !DILocation(line: 0, scope: !88)
!151 = !DILocation(line: 61, column: 5, scope: !88)
!152 = !DILocation(line: 70, column: 5, scope: !74)
!153 = !DILocation(line: 78, column: 5, scope: !74)
!154 = !DILocation(line: 82, column: 5, scope: !74)
!155 = !DILocation(line: 0, scope: !105)
!156 = !DILocation(line: 84, column: 9, scope: !157)
!157 = distinct !DILexicalBlock(scope: !105, file: !2, line: 83, column: 5)
!158 = !DILocation(line: 85, column: 5, scope: !74)
!159 = !DILocation(line: 89, column: 5, scope: !74)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 95, column: 5, scope: !74)
!162 = !DILocation(line: 100, column: 5, scope: !74)
!163 = !DILocation(line: 107, column: 5, scope: !74)
!164 = !DILocation(line: 110, column: 5, scope: !74)
!165 = !DILocation(line: 113, column: 5, scope: !74)
!166 = !DILocation(line: 124, column: 5, scope: !74)
!167 = !DILocation(line: 125, column: 5, scope: !74)
!168 = !DILocation(line: 62, column: 13, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 61, column: 34)
!170 = distinct !DILexicalBlock(scope: !88, file: !2, line: 61, column: 5)
!171 = distinct !DIAssignID()
!172 = !DILocation(line: 63, column: 18, scope: !169)
!173 = !DILocation(line: 63, column: 13, scope: !169)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 64, column: 13, scope: !169)
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 65, column: 13, scope: !169)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 66, column: 18, scope: !169)
!180 = !DILocation(line: 66, column: 20, scope: !169)
!181 = !DILocation(line: 66, column: 25, scope: !169)
!182 = !DILocation(line: 66, column: 13, scope: !169)
!183 = !DILocation(line: 67, column: 15, scope: !184)
!184 = distinct !DILexicalBlock(scope: !169, file: !2, line: 67, column: 13)
!185 = !DILocation(line: 67, column: 19, scope: !184)
!186 = !DILocation(line: 67, column: 13, scope: !169)
!187 = !DILocation(line: 0, scope: !135, inlinedAt: !188)
!188 = distinct !DILocation(line: 68, column: 13, scope: !184)
!189 = !DILocation(line: 40, column: 56, scope: !135, inlinedAt: !188)
!190 = !DILocation(line: 40, column: 62, scope: !135, inlinedAt: !188)
!191 = !DILocation(line: 40, column: 68, scope: !135, inlinedAt: !188)
!192 = !DILocation(line: 40, column: 74, scope: !135, inlinedAt: !188)
!193 = !DILocation(line: 40, column: 80, scope: !135, inlinedAt: !188)
!194 = !DILocation(line: 40, column: 5, scope: !135, inlinedAt: !188)
!195 = !DILocation(line: 68, column: 13, scope: !184)
!196 = !DILocation(line: 61, column: 30, scope: !170)
!197 = !DILocation(line: 61, column: 23, scope: !170)
!198 = distinct !{!198, !151, !199, !200}
!199 = !DILocation(line: 69, column: 5, scope: !88)
!200 = !{!"llvm.loop.mustprogress"}
!201 = !DISubprogram(name: "printf", scope: !202, file: !202, line: 356, type: !203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!203 = !DISubroutineType(types: !204)
!204 = !{!64, !205, null}
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
