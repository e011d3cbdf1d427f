; ModuleID = 'overflow_builtins.c'
source_filename = "overflow_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"u add: %d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"u sub: %d \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"u8: %d \00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"%u \00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [13 x i8] c"i16 mul: %d \00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [21 x i8] c"neg to unsigned: %d \00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [6 x i8] c"%llu\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [25 x i8] c"big unsigned to int: %d \00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [49 x i8] c"u64 factorial overflows at %llu! (last ok %llu)\0A\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [32 x i8] c"int factorial overflows at %d!\0A\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [20 x i8] c"3^%d fits in int64\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [28 x i8] c"sum overflowed=%d total=%d\0A\00", align 1, !dbg !60
@__const.add_cases.a = private unnamed_addr constant [6 x i32] [i32 1, i32 2147483647, i32 -2147483648, i32 -1, i32 1000000000, i32 -2000000000], align 16
@.str.15 = private unnamed_addr constant [37 x i8] c"%d+%d: o=%d r=%d | %d-%d: o=%d r=%d\0A\00", align 1, !dbg !65
@__const.mul_cases.v = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 -1, i64 3037000499, i64 3037000500, i64 9223372036854775807, i64 -9223372036854775808, i64 4294967296], align 16
@.str.16 = private unnamed_addr constant [24 x i8] c"%lld*%lld: o=%d r=%lld\0A\00", align 1, !dbg !70

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !92 {
    #dbg_assign(i1 undef, !128, !DIExpression(), !145, ptr @__const.add_cases.a, !DIExpression(), !146)
    #dbg_assign(i1 undef, !128, !DIExpression(), !148, ptr @__const.add_cases.a, !DIExpression(), !146)
    #dbg_value(i32 0, !133, !DIExpression(), !149)
  br label %1, !dbg !150

1:                                                ; preds = %5, %0
  %2 = phi i64 [ 0, %0 ], [ %6, %5 ]
    #dbg_value(i64 %2, !133, !DIExpression(), !149)
  %3 = getelementptr inbounds [6 x i32], ptr @__const.add_cases.a, i64 0, i64 %2
  %4 = load i32, ptr %3, align 4, !tbaa !151
    #dbg_value(i32 0, !135, !DIExpression(), !155)
  br label %8, !dbg !156

5:                                                ; preds = %8
  %6 = add nuw nsw i64 %2, 1, !dbg !157
    #dbg_value(i64 %6, !133, !DIExpression(), !149)
  %7 = icmp eq i64 %6, 6, !dbg !158
  br i1 %7, label %23, label %1, !dbg !150, !llvm.loop !159

8:                                                ; preds = %8, %1
  %9 = phi i64 [ 0, %1 ], [ %21, %8 ]
    #dbg_value(i64 %9, !135, !DIExpression(), !155)
  %10 = getelementptr inbounds [6 x i32], ptr @__const.add_cases.a, i64 0, i64 %9, !dbg !163
  %11 = load i32, ptr %10, align 4, !dbg !163, !tbaa !151
  %12 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 %11), !dbg !164
  %13 = extractvalue { i32, i1 } %12, 1, !dbg !164
  %14 = extractvalue { i32, i1 } %12, 0, !dbg !164
    #dbg_value(i32 %14, !138, !DIExpression(), !165)
  %15 = zext i1 %13 to i32, !dbg !164
    #dbg_value(i32 %15, !141, !DIExpression(), !165)
  %16 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %4, i32 %11), !dbg !166
  %17 = extractvalue { i32, i1 } %16, 1, !dbg !166
  %18 = extractvalue { i32, i1 } %16, 0, !dbg !166
    #dbg_value(i32 %18, !142, !DIExpression(), !165)
  %19 = zext i1 %17 to i32, !dbg !166
    #dbg_value(i32 %19, !143, !DIExpression(), !165)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef %11, i32 noundef %15, i32 noundef %14, i32 noundef %4, i32 noundef %11, i32 noundef %19, i32 noundef %18), !dbg !167
  %21 = add nuw nsw i64 %9, 1, !dbg !168
    #dbg_value(i64 %21, !135, !DIExpression(), !155)
  %22 = icmp eq i64 %21, 6, !dbg !169
  br i1 %22, label %5, label %8, !dbg !156, !llvm.loop !170

23:                                               ; preds = %5, %27
  %24 = phi i64 [ %28, %27 ], [ 0, %5 ]
    #dbg_value(i64 %24, !172, !DIExpression(), !186)
    #dbg_value(i64 %24, !179, !DIExpression(), !188)
  %25 = getelementptr inbounds [8 x i64], ptr @__const.mul_cases.v, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !189
  br label %30, !dbg !191

27:                                               ; preds = %30
  %28 = add nuw nsw i64 %24, 1, !dbg !192
    #dbg_value(i64 %28, !172, !DIExpression(), !186)
  %29 = icmp eq i64 %28, 8, !dbg !193
  br i1 %29, label %41, label %23, !dbg !194, !llvm.loop !195

30:                                               ; preds = %30, %23
  %31 = phi i64 [ %24, %23 ], [ %39, %30 ]
    #dbg_value(i64 %31, !179, !DIExpression(), !188)
  %32 = getelementptr inbounds [8 x i64], ptr @__const.mul_cases.v, i64 0, i64 %31, !dbg !197
  %33 = load i64, ptr %32, align 8, !dbg !197, !tbaa !189
  %34 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %26, i64 %33), !dbg !198
  %35 = extractvalue { i64, i1 } %34, 1, !dbg !198
  %36 = extractvalue { i64, i1 } %34, 0, !dbg !198
    #dbg_value(i64 %36, !182, !DIExpression(), !199)
  %37 = zext i1 %35 to i32, !dbg !198
    #dbg_value(i32 %37, !185, !DIExpression(), !199)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %26, i64 noundef %33, i32 noundef %37, i64 noundef %36), !dbg !200
  %39 = add nuw nsw i64 %31, 1, !dbg !201
    #dbg_value(i64 %39, !179, !DIExpression(), !188)
  %40 = icmp eq i64 %39, 8, !dbg !202
  br i1 %40, label %27, label %30, !dbg !191, !llvm.loop !203

41:                                               ; preds = %27
    #dbg_value(i32 5032704, !97, !DIExpression(), !205)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1), !dbg !206
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5032704), !dbg !207
    #dbg_value(i32 -1, !97, !DIExpression(), !205)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !208
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1), !dbg !209
    #dbg_value(i8 -1, !99, !DIExpression(), !205)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !210
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 255), !dbg !211
    #dbg_value(i8 0, !99, !DIExpression(), !205)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !212
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0), !dbg !213
    #dbg_value(i16 32700, !104, !DIExpression(), !205)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !214
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 32700), !dbg !215
    #dbg_value(i16 -32536, !104, !DIExpression(), !205)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !216
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -32536), !dbg !217
    #dbg_value(i64 -2, !108, !DIExpression(), !205)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !218
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2), !dbg !219
    #dbg_value(i32 -1294967296, !109, !DIExpression(), !205)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !220
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1294967296), !dbg !221
    #dbg_value(i64 1, !110, !DIExpression(), !205)
    #dbg_value(i64 1, !114, !DIExpression(), !222)
  br label %58, !dbg !223

58:                                               ; preds = %67, %41
  %59 = phi i64 [ 1, %41 ], [ %68, %67 ], !dbg !224
  %60 = phi i64 [ 1, %41 ], [ %69, %67 ], !dbg !225
    #dbg_value(i64 %60, !114, !DIExpression(), !222)
    #dbg_value(i64 %59, !110, !DIExpression(), !205)
  %61 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %59, i64 %60), !dbg !226
  %62 = extractvalue { i64, i1 } %61, 1, !dbg !226
    #dbg_value(i64 poison, !116, !DIExpression(), !228)
  br i1 %62, label %63, label %65, !dbg !229

63:                                               ; preds = %58
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %60, i64 noundef %59), !dbg !230
  br label %67, !dbg !232

65:                                               ; preds = %58
  %66 = extractvalue { i64, i1 } %61, 0, !dbg !226
    #dbg_value(i64 %66, !116, !DIExpression(), !228)
    #dbg_value(i64 %66, !110, !DIExpression(), !205)
  br label %67, !dbg !233

67:                                               ; preds = %65, %63
  %68 = phi i64 [ %59, %63 ], [ %66, %65 ], !dbg !205
    #dbg_value(i64 %68, !110, !DIExpression(), !205)
  %69 = add i64 %60, 1, !dbg !234
    #dbg_value(i64 %69, !114, !DIExpression(), !222)
  br i1 %62, label %73, label %58, !llvm.loop !235

70:                                               ; preds = %73
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %77), !dbg !238
    #dbg_value(i64 1, !122, !DIExpression(), !205)
    #dbg_value(i32 0, !123, !DIExpression(), !205)
    #dbg_value(i32 poison, !123, !DIExpression(), !205)
    #dbg_value(i64 poison, !122, !DIExpression(), !205)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 39), !dbg !243
    #dbg_value(i32 0, !124, !DIExpression(), !205)
    #dbg_value(i32 0, !125, !DIExpression(), !205)
    #dbg_value(i32 0, !126, !DIExpression(), !244)
  br label %83, !dbg !245

73:                                               ; preds = %67, %73
  %74 = phi { i32, i1 } [ %78, %73 ], [ { i32 1, i1 false }, %67 ]
  %75 = phi i32 [ %77, %73 ], [ 1, %67 ]
    #dbg_value(i32 %75, !120, !DIExpression(), !246)
  %76 = extractvalue { i32, i1 } %74, 0, !dbg !247
    #dbg_value(i32 %76, !119, !DIExpression(), !205)
  %77 = add nuw nsw i32 %75, 1, !dbg !248
    #dbg_value(i32 %77, !120, !DIExpression(), !246)
  %78 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %76, i32 %77), !dbg !247
  %79 = extractvalue { i32, i1 } %78, 1, !dbg !247
    #dbg_value(i32 poison, !119, !DIExpression(), !205)
  br i1 %79, label %70, label %73, !dbg !249, !llvm.loop !250

80:                                               ; preds = %83
  %81 = zext i1 %88 to i32, !dbg !253
    #dbg_value(i32 %81, !125, !DIExpression(), !205)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %81, i32 noundef %89), !dbg !255
  ret i32 0, !dbg !256

83:                                               ; preds = %70, %83
  %84 = phi i32 [ 0, %70 ], [ %90, %83 ]
  %85 = phi i32 [ 0, %70 ], [ %89, %83 ]
    #dbg_value(i32 %84, !126, !DIExpression(), !244)
    #dbg_value(i32 %85, !124, !DIExpression(), !205)
  %86 = mul nuw nsw i32 %84, 1000, !dbg !257
  %87 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %85, i32 %86), !dbg !253
  %88 = extractvalue { i32, i1 } %87, 1, !dbg !253
  %89 = extractvalue { i32, i1 } %87, 0, !dbg !253
    #dbg_value(i32 %89, !124, !DIExpression(), !205)
    #dbg_value(i1 %88, !125, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !205)
  %90 = add nuw nsw i32 %84, 1, !dbg !258
    #dbg_value(i32 %90, !126, !DIExpression(), !244)
  %91 = icmp ugt i32 %84, 99998, !dbg !259
  %92 = select i1 %91, i1 true, i1 %88, !dbg !245
  br i1 %92, label %80, label %83, !dbg !245, !llvm.loop !260
}

; Function Attrs: nofree nounwind
declare !dbg !262 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!75}
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "overflow_builtins.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "61f56452cb3bd47f62f7a9d685882e8a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 13)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 21)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 6)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 25)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 49)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 32)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 20)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 28)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 37)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 24)
!75 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !76, globals: !83, splitDebugInlining: false, nameTableKind: None)
!76 = !{!77, !78}
!77 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !79, line: 27, baseType: !80)
!79 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !81, line: 44, baseType: !82)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!82 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!83 = !{!0, !7, !12, !14, !19, !21, !23, !28, !30, !35, !40, !45, !50, !55, !60, !65, !70}
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !93, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95}
!95 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!96 = !{!97, !99, !104, !108, !109, !110, !114, !116, !119, !120, !122, !123, !124, !125, !126}
!97 = !DILocalVariable(name: "u", scope: !92, file: !2, line: 34, type: !98)
!98 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!99 = !DILocalVariable(name: "b", scope: !92, file: !2, line: 39, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !101, line: 24, baseType: !102)
!101 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !81, line: 38, baseType: !103)
!103 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!104 = !DILocalVariable(name: "s16", scope: !92, file: !2, line: 44, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !79, line: 25, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !81, line: 39, baseType: !107)
!107 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!108 = !DILocalVariable(name: "ull", scope: !92, file: !2, line: 50, type: !77)
!109 = !DILocalVariable(name: "si", scope: !92, file: !2, line: 53, type: !95)
!110 = !DILocalVariable(name: "f", scope: !92, file: !2, line: 57, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !101, line: 27, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !81, line: 45, baseType: !113)
!113 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!114 = !DILocalVariable(name: "n", scope: !115, file: !2, line: 58, type: !111)
!115 = distinct !DILexicalBlock(scope: !92, file: !2, line: 58, column: 5)
!116 = !DILocalVariable(name: "nf", scope: !117, file: !2, line: 59, type: !111)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 58, column: 32)
!118 = distinct !DILexicalBlock(scope: !115, file: !2, line: 58, column: 5)
!119 = !DILocalVariable(name: "fi", scope: !92, file: !2, line: 67, type: !95)
!120 = !DILocalVariable(name: "n", scope: !121, file: !2, line: 68, type: !95)
!121 = distinct !DILexicalBlock(scope: !92, file: !2, line: 68, column: 5)
!122 = !DILocalVariable(name: "p", scope: !92, file: !2, line: 75, type: !78)
!123 = !DILocalVariable(name: "k", scope: !92, file: !2, line: 76, type: !95)
!124 = !DILocalVariable(name: "total", scope: !92, file: !2, line: 81, type: !95)
!125 = !DILocalVariable(name: "overflowed", scope: !92, file: !2, line: 81, type: !95)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 82, type: !95)
!127 = distinct !DILexicalBlock(scope: !92, file: !2, line: 82, column: 5)
!128 = !DILocalVariable(name: "a", scope: !129, file: !2, line: 8, type: !144)
!129 = distinct !DISubprogram(name: "add_cases", scope: !2, file: !2, line: 7, type: !130, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{null}
!132 = !{!128, !133, !135, !138, !141, !142, !143}
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 9, type: !95)
!134 = distinct !DILexicalBlock(scope: !129, file: !2, line: 9, column: 5)
!135 = !DILocalVariable(name: "j", scope: !136, file: !2, line: 10, type: !95)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 10, column: 9)
!137 = distinct !DILexicalBlock(scope: !134, file: !2, line: 9, column: 5)
!138 = !DILocalVariable(name: "r", scope: !139, file: !2, line: 11, type: !95)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 10, column: 37)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 10, column: 9)
!141 = !DILocalVariable(name: "o", scope: !139, file: !2, line: 12, type: !95)
!142 = !DILocalVariable(name: "r2", scope: !139, file: !2, line: 13, type: !95)
!143 = !DILocalVariable(name: "o2", scope: !139, file: !2, line: 14, type: !95)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 192, elements: !38)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 0, scope: !129, inlinedAt: !147)
!147 = distinct !DILocation(line: 31, column: 5, scope: !92)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 0, scope: !134, inlinedAt: !147)
!150 = !DILocation(line: 9, column: 5, scope: !134, inlinedAt: !147)
!151 = !{!152, !152, i64 0}
!152 = !{!"int", !153, i64 0}
!153 = !{!"omnipotent char", !154, i64 0}
!154 = !{!"Simple C/C++ TBAA"}
!155 = !DILocation(line: 0, scope: !136, inlinedAt: !147)
!156 = !DILocation(line: 10, column: 9, scope: !136, inlinedAt: !147)
!157 = !DILocation(line: 9, column: 29, scope: !137, inlinedAt: !147)
!158 = !DILocation(line: 9, column: 23, scope: !137, inlinedAt: !147)
!159 = distinct !{!159, !150, !160, !161, !162}
!160 = !DILocation(line: 17, column: 9, scope: !134, inlinedAt: !147)
!161 = !{!"llvm.loop.mustprogress"}
!162 = !{!"llvm.loop.unroll.disable"}
!163 = !DILocation(line: 12, column: 50, scope: !139, inlinedAt: !147)
!164 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !147)
!165 = !DILocation(line: 0, scope: !139, inlinedAt: !147)
!166 = !DILocation(line: 14, column: 22, scope: !139, inlinedAt: !147)
!167 = !DILocation(line: 15, column: 13, scope: !139, inlinedAt: !147)
!168 = !DILocation(line: 10, column: 33, scope: !140, inlinedAt: !147)
!169 = !DILocation(line: 10, column: 27, scope: !140, inlinedAt: !147)
!170 = distinct !{!170, !156, !171, !161, !162}
!171 = !DILocation(line: 17, column: 9, scope: !136, inlinedAt: !147)
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 22, type: !95)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 22, column: 5)
!174 = distinct !DISubprogram(name: "mul_cases", scope: !2, file: !2, line: 20, type: !130, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !175)
!175 = !{!176, !172, !179, !182, !185}
!176 = !DILocalVariable(name: "v", scope: !174, file: !2, line: 21, type: !177)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !178, size: 512, elements: !17)
!178 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!179 = !DILocalVariable(name: "j", scope: !180, file: !2, line: 23, type: !95)
!180 = distinct !DILexicalBlock(scope: !181, file: !2, line: 23, column: 9)
!181 = distinct !DILexicalBlock(scope: !173, file: !2, line: 22, column: 5)
!182 = !DILocalVariable(name: "r", scope: !183, file: !2, line: 24, type: !178)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 23, column: 37)
!184 = distinct !DILexicalBlock(scope: !180, file: !2, line: 23, column: 9)
!185 = !DILocalVariable(name: "o", scope: !183, file: !2, line: 25, type: !95)
!186 = !DILocation(line: 0, scope: !173, inlinedAt: !187)
!187 = distinct !DILocation(line: 32, column: 5, scope: !92)
!188 = !DILocation(line: 0, scope: !180, inlinedAt: !187)
!189 = !{!190, !190, i64 0}
!190 = !{!"long long", !153, i64 0}
!191 = !DILocation(line: 23, column: 9, scope: !180, inlinedAt: !187)
!192 = !DILocation(line: 22, column: 29, scope: !181, inlinedAt: !187)
!193 = !DILocation(line: 22, column: 23, scope: !181, inlinedAt: !187)
!194 = !DILocation(line: 22, column: 5, scope: !173, inlinedAt: !187)
!195 = distinct !{!195, !194, !196, !161, !162}
!196 = !DILocation(line: 27, column: 9, scope: !173, inlinedAt: !187)
!197 = !DILocation(line: 25, column: 50, scope: !183, inlinedAt: !187)
!198 = !DILocation(line: 25, column: 21, scope: !183, inlinedAt: !187)
!199 = !DILocation(line: 0, scope: !183, inlinedAt: !187)
!200 = !DILocation(line: 26, column: 13, scope: !183, inlinedAt: !187)
!201 = !DILocation(line: 23, column: 33, scope: !184, inlinedAt: !187)
!202 = !DILocation(line: 23, column: 27, scope: !184, inlinedAt: !187)
!203 = distinct !{!203, !191, !204, !161, !162}
!204 = !DILocation(line: 27, column: 9, scope: !180, inlinedAt: !187)
!205 = !DILocation(line: 0, scope: !92)
!206 = !DILocation(line: 35, column: 5, scope: !92)
!207 = !DILocation(line: 36, column: 5, scope: !92)
!208 = !DILocation(line: 37, column: 5, scope: !92)
!209 = !DILocation(line: 38, column: 5, scope: !92)
!210 = !DILocation(line: 40, column: 5, scope: !92)
!211 = !DILocation(line: 41, column: 5, scope: !92)
!212 = !DILocation(line: 42, column: 5, scope: !92)
!213 = !DILocation(line: 43, column: 5, scope: !92)
!214 = !DILocation(line: 45, column: 5, scope: !92)
!215 = !DILocation(line: 46, column: 5, scope: !92)
!216 = !DILocation(line: 47, column: 5, scope: !92)
!217 = !DILocation(line: 48, column: 5, scope: !92)
!218 = !DILocation(line: 51, column: 5, scope: !92)
!219 = !DILocation(line: 52, column: 5, scope: !92)
!220 = !DILocation(line: 54, column: 5, scope: !92)
!221 = !DILocation(line: 55, column: 5, scope: !92)
!222 = !DILocation(line: 0, scope: !115)
!223 = !DILocation(line: 58, column: 10, scope: !115)
!224 = !DILocation(line: 57, column: 14, scope: !92)
!225 = !DILocation(line: 58, scope: !115)
!226 = !DILocation(line: 60, column: 13, scope: !227)
!227 = distinct !DILexicalBlock(scope: !117, file: !2, line: 60, column: 13)
!228 = !DILocation(line: 0, scope: !117)
!229 = !DILocation(line: 60, column: 13, scope: !117)
!230 = !DILocation(line: 61, column: 13, scope: !231)
!231 = distinct !DILexicalBlock(scope: !227, file: !2, line: 60, column: 48)
!232 = !DILocation(line: 63, column: 13, scope: !231)
!233 = !DILocation(line: 66, column: 5, scope: !118)
!234 = !DILocation(line: 58, column: 28, scope: !118)
!235 = distinct !{!235, !236, !237, !162}
!236 = !DILocation(line: 58, column: 5, scope: !115)
!237 = !DILocation(line: 66, column: 5, scope: !115)
!238 = !DILocation(line: 70, column: 13, scope: !239)
!239 = distinct !DILexicalBlock(scope: !240, file: !2, line: 69, column: 49)
!240 = distinct !DILexicalBlock(scope: !241, file: !2, line: 69, column: 13)
!241 = distinct !DILexicalBlock(scope: !242, file: !2, line: 68, column: 27)
!242 = distinct !DILexicalBlock(scope: !121, file: !2, line: 68, column: 5)
!243 = !DILocation(line: 79, column: 5, scope: !92)
!244 = !DILocation(line: 0, scope: !127)
!245 = !DILocation(line: 82, column: 5, scope: !127)
!246 = !DILocation(line: 0, scope: !121)
!247 = !DILocation(line: 69, column: 13, scope: !240)
!248 = !DILocation(line: 68, column: 23, scope: !242)
!249 = !DILocation(line: 69, column: 13, scope: !241)
!250 = distinct !{!250, !251, !252, !162}
!251 = !DILocation(line: 68, column: 5, scope: !121)
!252 = !DILocation(line: 73, column: 5, scope: !121)
!253 = !DILocation(line: 83, column: 22, scope: !254)
!254 = distinct !DILexicalBlock(scope: !127, file: !2, line: 82, column: 5)
!255 = !DILocation(line: 84, column: 5, scope: !92)
!256 = !DILocation(line: 86, column: 1, scope: !92)
!257 = !DILocation(line: 83, column: 54, scope: !254)
!258 = !DILocation(line: 82, column: 49, scope: !254)
!259 = !DILocation(line: 82, column: 23, scope: !254)
!260 = distinct !{!260, !245, !261, !161, !162}
!261 = !DILocation(line: 83, column: 68, scope: !127)
!262 = !DISubprogram(name: "printf", scope: !263, file: !263, line: 356, type: !264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!264 = !DISubroutineType(types: !265)
!265 = !{!95, !266, null}
!266 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !267)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
