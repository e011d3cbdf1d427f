; ModuleID = 'printf_formats.c'
source_filename = "printf_formats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.iv = private unnamed_addr constant [9 x i32] [i32 0, i32 1, i32 -1, i32 42, i32 -42, i32 255, i32 65535, i32 2147483647, i32 -2147483648], align 16
@.str = private unnamed_addr constant [66 x i8] c"[%d] [%i] [%5d] [%-5d] [%05d] [%+d] [% d] [%.3d] [%8.4d] [%-+8d]\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [64 x i8] c"   [%u] [%x] [%X] [%o] [%#x] [%#X] [%#o] [%08x] [%-8x|] [%.0x]\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [62 x i8] c"zero with precision 0: [%.0d] [%.0u] [%#.0x] [%#.0o] [%5.0d]\0A\00", align 1, !dbg !12
@__const.main.lv = private unnamed_addr constant [4 x i64] [i64 0, i64 9223372036854775807, i64 -9223372036854775808, i64 -1234567890123], align 16
@.str.3 = private unnamed_addr constant [37 x i8] c"[%ld] [%25ld] [%-25ld] [%+ld] [%lu]\0A\00", align 1, !dbg !17
@__const.main.llv = private unnamed_addr constant [4 x i64] [i64 0, i64 9223372036854775807, i64 -9223372036854775808, i64 9876543210], align 16
@.str.4 = private unnamed_addr constant [25 x i8] c"[%lld] [%022lld] [%llu]\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [24 x i8] c"[%zu] [%10zu] [%-10zu]\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [28 x i8] c"[%c] [%3c] [%-3c] [%c%c%c]\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [7 x i8] c"pancam\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [62 x i8] c"[%s] [%10s] [%-10s] [%.3s] [%10.2s] [%-10.4s] [%.0s] [%.10s]\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [12 x i8] c"[%s] [%5s]\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !49
@.str.11 = private unnamed_addr constant [35 x i8] c"star width %d: [%*d] [%*s] [%-*d]\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [3 x i8] c"ab\00", align 1, !dbg !59
@__const.main.dv = private unnamed_addr constant [12 x double] [double 0.000000e+00, double 1.000000e+00, double -1.000000e+00, double 5.000000e-01, double 0x400921FB54442D11, double -2.718280e+00, double 1.000000e+10, double 1.500000e-07, double 0x40FE240C9FBE76C9, double 1.000000e+21, double 0x408F3FFEF9DB22D1, double 1.234560e-04], align 16
@.str.13 = private unnamed_addr constant [64 x i8] c"[%f] [%.2f] [%10.3f] [%-10.1f] [%+.0f] [%#.0f] [%010.2f] [% f]\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [67 x i8] c"   [%e] [%.2e] [%12.3e] [%+e] [%g] [%.3g] [%#g] [%10.4g] [%-10g|]\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [41 x i8] c"%%d literal percent: 100%% [%%] [%5s%%]\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !76
@.str.17 = private unnamed_addr constant [21 x i8] c"%s=%d, %s=%u, %s=%c\0A\00", align 1, !dbg !81
@.str.18 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !86
@.str.19 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !88
@.str.20 = private unnamed_addr constant [2 x i8] c"c\00", align 1, !dbg !90
@.str.21 = private unnamed_addr constant [32 x i8] c"float promoted: %f %.10f %e %g\0A\00", align 1, !dbg !92
@.str.22 = private unnamed_addr constant [4 x i8] c"%d,\00", align 1, !dbg !97
@.str.23 = private unnamed_addr constant [27 x i8] c"\0Aprintf returned total %d\0A\00", align 1, !dbg !102

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !123 {
    #dbg_assign(i1 undef, !128, !DIExpression(), !165, ptr @__const.main.iv, !DIExpression(), !166)
    #dbg_assign(i1 undef, !137, !DIExpression(), !167, ptr @__const.main.lv, !DIExpression(), !166)
    #dbg_assign(i1 undef, !142, !DIExpression(), !168, ptr @__const.main.llv, !DIExpression(), !166)
    #dbg_assign(i1 undef, !152, !DIExpression(), !169, ptr @__const.main.dv, !DIExpression(), !166)
    #dbg_assign(i1 undef, !128, !DIExpression(), !170, ptr @__const.main.iv, !DIExpression(), !166)
    #dbg_value(i32 0, !132, !DIExpression(), !171)
  br label %3, !dbg !172

1:                                                ; preds = %3
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !173
    #dbg_assign(i1 undef, !137, !DIExpression(), !174, ptr @__const.main.lv, !DIExpression(), !166)
    #dbg_value(i32 0, !140, !DIExpression(), !175)
  br label %11, !dbg !176

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %9, %3 ]
    #dbg_value(i64 %4, !132, !DIExpression(), !171)
  %5 = getelementptr inbounds [9 x i32], ptr @__const.main.iv, i64 0, i64 %4, !dbg !177
  %6 = load i32, ptr %5, align 4, !dbg !177, !tbaa !178
    #dbg_value(i32 %6, !134, !DIExpression(), !182)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6), !dbg !183
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6, i32 noundef %6), !dbg !184
  %9 = add nuw nsw i64 %4, 1, !dbg !185
    #dbg_value(i64 %9, !132, !DIExpression(), !171)
  %10 = icmp eq i64 %9, 9, !dbg !186
  br i1 %10, label %1, label %3, !dbg !172, !llvm.loop !187

11:                                               ; preds = %1, %11
  %12 = phi i64 [ 0, %1 ], [ %16, %11 ]
    #dbg_value(i64 %12, !140, !DIExpression(), !175)
  %13 = getelementptr inbounds [4 x i64], ptr @__const.main.lv, i64 0, i64 %12, !dbg !191
  %14 = load i64, ptr %13, align 8, !dbg !191, !tbaa !193
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %14, i64 noundef %14, i64 noundef %14, i64 noundef %14, i64 noundef %14), !dbg !195
  %16 = add nuw nsw i64 %12, 1, !dbg !196
    #dbg_value(i64 %16, !140, !DIExpression(), !175)
  %17 = icmp eq i64 %16, 4, !dbg !197
  br i1 %17, label %23, label %11, !dbg !176, !llvm.loop !198

18:                                               ; preds = %23
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 16, i64 noundef 12345, i64 noundef 0), !dbg !200
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 65, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121, i32 noundef 122), !dbg !201
    #dbg_value(ptr @.str.7, !147, !DIExpression(), !166)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.7), !dbg !202
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10), !dbg !203
    #dbg_value(i32 -8, !150, !DIExpression(), !204)
  br label %30, !dbg !205

23:                                               ; preds = %11, %23
  %24 = phi i64 [ %28, %23 ], [ 0, %11 ]
    #dbg_value(i64 %24, !145, !DIExpression(), !206)
  %25 = getelementptr inbounds [4 x i64], ptr @__const.main.llv, i64 0, i64 %24, !dbg !207
  %26 = load i64, ptr %25, align 8, !dbg !207, !tbaa !209
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %26, i64 noundef %26, i64 noundef %26), !dbg !211
  %28 = add nuw nsw i64 %24, 1, !dbg !212
    #dbg_value(i64 %28, !145, !DIExpression(), !206)
  %29 = icmp eq i64 %28, 4, !dbg !213
  br i1 %29, label %18, label %23, !dbg !214, !llvm.loop !215

30:                                               ; preds = %18, %30
  %31 = phi i32 [ -8, %18 ], [ %33, %30 ]
    #dbg_value(i32 %31, !150, !DIExpression(), !204)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %31, i32 noundef %31, i32 noundef 77, i32 noundef %31, ptr noundef nonnull @.str.12, i32 noundef %31, i32 noundef -5), !dbg !217
  %33 = add nsw i32 %31, 4, !dbg !219
    #dbg_value(i32 %33, !150, !DIExpression(), !204)
  %34 = icmp slt i32 %31, 5, !dbg !220
  br i1 %34, label %30, label %39, !dbg !205, !llvm.loop !221

35:                                               ; preds = %39
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.16), !dbg !223
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.18, i32 noundef 1, ptr noundef nonnull @.str.19, i32 noundef 2, ptr noundef nonnull @.str.20, i32 noundef 51), !dbg !224
    #dbg_value(float 0x3FB99999A0000000, !160, !DIExpression(), !166)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000), !dbg !225
    #dbg_value(i32 0, !162, !DIExpression(), !166)
    #dbg_value(i32 0, !163, !DIExpression(), !226)
  br label %49, !dbg !227

39:                                               ; preds = %30, %39
  %40 = phi i64 [ %45, %39 ], [ 0, %30 ]
    #dbg_value(i64 %40, !155, !DIExpression(), !228)
  %41 = getelementptr inbounds [12 x double], ptr @__const.main.dv, i64 0, i64 %40, !dbg !229
  %42 = load double, ptr %41, align 8, !dbg !229, !tbaa !230
    #dbg_value(double %42, !157, !DIExpression(), !232)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %42, double noundef %42, double noundef %42, double noundef %42, double noundef %42, double noundef %42, double noundef %42, double noundef %42), !dbg !233
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %42, double noundef %42, double noundef %42, double noundef %42, double noundef %42, double noundef %42, double noundef %42, double noundef %42, double noundef %42), !dbg !234
  %45 = add nuw nsw i64 %40, 1, !dbg !235
    #dbg_value(i64 %45, !155, !DIExpression(), !228)
  %46 = icmp eq i64 %45, 12, !dbg !236
  br i1 %46, label %35, label %39, !dbg !237, !llvm.loop !238

47:                                               ; preds = %49
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %55), !dbg !240
  ret i32 0, !dbg !241

49:                                               ; preds = %35, %49
  %50 = phi i32 [ 0, %35 ], [ %56, %49 ]
  %51 = phi i32 [ 0, %35 ], [ %55, %49 ]
    #dbg_value(i32 %50, !163, !DIExpression(), !226)
    #dbg_value(i32 %51, !162, !DIExpression(), !166)
  %52 = mul nuw nsw i32 %50, %50, !dbg !242
  %53 = mul nuw nsw i32 %52, %50, !dbg !244
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %53), !dbg !245
  %55 = add nsw i32 %54, %51, !dbg !246
    #dbg_value(i32 %55, !162, !DIExpression(), !166)
  %56 = add nuw nsw i32 %50, 1, !dbg !247
    #dbg_value(i32 %56, !163, !DIExpression(), !226)
  %57 = icmp eq i32 %56, 5, !dbg !248
  br i1 %57, label %47, label %49, !dbg !227, !llvm.loop !249
}

; Function Attrs: nofree nounwind
declare !dbg !251 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!107}
!llvm.module.flags = !{!115, !116, !117, !118, !119, !120, !121}
!llvm.ident = !{!122}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "printf_formats.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "4de03fef677a214f30291cd4985ea232")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 66)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 62)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 37)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 25)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 24)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 28)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 7)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 12)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 1)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 35)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 3)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 536, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 67)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 41)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 2)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 21)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !78, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !78, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !78, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 32)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 4)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 27)
!107 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !108, globals: !114, splitDebugInlining: false, nameTableKind: None)
!108 = !{!109, !110, !111, !112}
!109 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!110 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!111 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !113, line: 18, baseType: !110)
!113 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!114 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !49, !54, !59, !64, !66, !71, !76, !81, !86, !88, !90, !92, !97, !102}
!115 = !{i32 7, !"Dwarf Version", i32 5}
!116 = !{i32 2, !"Debug Info Version", i32 3}
!117 = !{i32 1, !"wchar_size", i32 4}
!118 = !{i32 8, !"PIC Level", i32 2}
!119 = !{i32 7, !"PIE Level", i32 2}
!120 = !{i32 7, !"uwtable", i32 2}
!121 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!122 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!123 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !124, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !107, retainedNodes: !127)
!124 = !DISubroutineType(types: !125)
!125 = !{!126}
!126 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!127 = !{!128, !132, !134, !137, !140, !142, !145, !147, !150, !152, !155, !157, !160, !162, !163}
!128 = !DILocalVariable(name: "iv", scope: !123, file: !2, line: 7, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 288, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 9)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 8, type: !126)
!133 = distinct !DILexicalBlock(scope: !123, file: !2, line: 8, column: 5)
!134 = !DILocalVariable(name: "v", scope: !135, file: !2, line: 9, type: !126)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 8, column: 33)
!136 = distinct !DILexicalBlock(scope: !133, file: !2, line: 8, column: 5)
!137 = !DILocalVariable(name: "lv", scope: !123, file: !2, line: 17, type: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 256, elements: !100)
!139 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 18, type: !126)
!141 = distinct !DILexicalBlock(scope: !123, file: !2, line: 18, column: 5)
!142 = !DILocalVariable(name: "llv", scope: !123, file: !2, line: 21, type: !143)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !144, size: 256, elements: !100)
!144 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 22, type: !126)
!146 = distinct !DILexicalBlock(scope: !123, file: !2, line: 22, column: 5)
!147 = !DILocalVariable(name: "s", scope: !123, file: !2, line: 26, type: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!150 = !DILocalVariable(name: "w", scope: !151, file: !2, line: 30, type: !126)
!151 = distinct !DILexicalBlock(scope: !123, file: !2, line: 30, column: 5)
!152 = !DILocalVariable(name: "dv", scope: !123, file: !2, line: 32, type: !153)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !154, size: 768, elements: !47)
!154 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!155 = !DILocalVariable(name: "i", scope: !156, file: !2, line: 34, type: !126)
!156 = distinct !DILexicalBlock(scope: !123, file: !2, line: 34, column: 5)
!157 = !DILocalVariable(name: "d", scope: !158, file: !2, line: 35, type: !154)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 34, column: 34)
!159 = distinct !DILexicalBlock(scope: !156, file: !2, line: 34, column: 5)
!160 = !DILocalVariable(name: "f", scope: !123, file: !2, line: 43, type: !161)
!161 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!162 = !DILocalVariable(name: "total", scope: !123, file: !2, line: 45, type: !126)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 46, type: !126)
!164 = distinct !DILexicalBlock(scope: !123, file: !2, line: 46, column: 5)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !123)
!167 = distinct !DIAssignID()
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 0, scope: !133)
!172 = !DILocation(line: 8, column: 5, scope: !133)
!173 = !DILocation(line: 16, column: 5, scope: !123)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 0, scope: !141)
!176 = !DILocation(line: 18, column: 5, scope: !141)
!177 = !DILocation(line: 9, column: 17, scope: !135)
!178 = !{!179, !179, i64 0}
!179 = !{!"int", !180, i64 0}
!180 = !{!"omnipotent char", !181, i64 0}
!181 = !{!"Simple C/C++ TBAA"}
!182 = !DILocation(line: 0, scope: !135)
!183 = !DILocation(line: 10, column: 9, scope: !135)
!184 = !DILocation(line: 12, column: 9, scope: !135)
!185 = !DILocation(line: 8, column: 29, scope: !136)
!186 = !DILocation(line: 8, column: 23, scope: !136)
!187 = distinct !{!187, !172, !188, !189, !190}
!188 = !DILocation(line: 15, column: 5, scope: !133)
!189 = !{!"llvm.loop.mustprogress"}
!190 = !{!"llvm.loop.unroll.disable"}
!191 = !DILocation(line: 19, column: 57, scope: !192)
!192 = distinct !DILexicalBlock(scope: !141, file: !2, line: 18, column: 5)
!193 = !{!194, !194, i64 0}
!194 = !{!"long", !180, i64 0}
!195 = !DILocation(line: 19, column: 9, scope: !192)
!196 = !DILocation(line: 18, column: 29, scope: !192)
!197 = !DILocation(line: 18, column: 23, scope: !192)
!198 = distinct !{!198, !176, !199, !189, !190}
!199 = !DILocation(line: 20, column: 36, scope: !141)
!200 = !DILocation(line: 24, column: 5, scope: !123)
!201 = !DILocation(line: 25, column: 5, scope: !123)
!202 = !DILocation(line: 27, column: 5, scope: !123)
!203 = !DILocation(line: 29, column: 5, scope: !123)
!204 = !DILocation(line: 0, scope: !151)
!205 = !DILocation(line: 30, column: 5, scope: !151)
!206 = !DILocation(line: 0, scope: !146)
!207 = !DILocation(line: 23, column: 45, scope: !208)
!208 = distinct !DILexicalBlock(scope: !146, file: !2, line: 22, column: 5)
!209 = !{!210, !210, i64 0}
!210 = !{!"long long", !180, i64 0}
!211 = !DILocation(line: 23, column: 9, scope: !208)
!212 = !DILocation(line: 22, column: 29, scope: !208)
!213 = !DILocation(line: 22, column: 23, scope: !208)
!214 = !DILocation(line: 22, column: 5, scope: !146)
!215 = distinct !{!215, !214, !216, !189, !190}
!216 = !DILocation(line: 23, column: 87, scope: !146)
!217 = !DILocation(line: 31, column: 9, scope: !218)
!218 = distinct !DILexicalBlock(scope: !151, file: !2, line: 30, column: 5)
!219 = !DILocation(line: 30, column: 32, scope: !218)
!220 = !DILocation(line: 30, column: 24, scope: !218)
!221 = distinct !{!221, !205, !222, !189, !190}
!222 = !DILocation(line: 31, column: 79, scope: !151)
!223 = !DILocation(line: 41, column: 5, scope: !123)
!224 = !DILocation(line: 42, column: 5, scope: !123)
!225 = !DILocation(line: 44, column: 5, scope: !123)
!226 = !DILocation(line: 0, scope: !164)
!227 = !DILocation(line: 46, column: 5, scope: !164)
!228 = !DILocation(line: 0, scope: !156)
!229 = !DILocation(line: 35, column: 20, scope: !158)
!230 = !{!231, !231, i64 0}
!231 = !{!"double", !180, i64 0}
!232 = !DILocation(line: 0, scope: !158)
!233 = !DILocation(line: 36, column: 9, scope: !158)
!234 = !DILocation(line: 38, column: 9, scope: !158)
!235 = !DILocation(line: 34, column: 30, scope: !159)
!236 = !DILocation(line: 34, column: 23, scope: !159)
!237 = !DILocation(line: 34, column: 5, scope: !156)
!238 = distinct !{!238, !237, !239, !189, !190}
!239 = !DILocation(line: 40, column: 5, scope: !156)
!240 = !DILocation(line: 48, column: 5, scope: !123)
!241 = !DILocation(line: 49, column: 5, scope: !123)
!242 = !DILocation(line: 47, column: 34, scope: !243)
!243 = distinct !DILexicalBlock(scope: !164, file: !2, line: 46, column: 5)
!244 = !DILocation(line: 47, column: 38, scope: !243)
!245 = !DILocation(line: 47, column: 18, scope: !243)
!246 = !DILocation(line: 47, column: 15, scope: !243)
!247 = !DILocation(line: 46, column: 29, scope: !243)
!248 = !DILocation(line: 46, column: 23, scope: !243)
!249 = distinct !{!249, !227, !250, !189, !190}
!250 = !DILocation(line: 47, column: 41, scope: !164)
!251 = !DISubprogram(name: "printf", scope: !252, file: !252, line: 356, type: !253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!253 = !DISubroutineType(types: !254)
!254 = !{!126, !255, null}
!255 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
