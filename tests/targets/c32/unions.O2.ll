; ModuleID = 'unions.c'
source_filename = "unions.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"%g: hi=%08x lo=%08x sign=%u exp=%u bytes\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [21 x i8] c"bits 0x4008... = %g\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [29 x i8] c"-1 as u64 %llu, low word %u\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [34 x i8] c"float %g = %08x halves %04x %04x\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [18 x i8] c"rsqrt(%d) ~ %.4f\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [34 x i8] c"sizeof value=%zu union pun64=%zu\0A\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [27 x i8] c"little endian: %d (c0=%d)\0A\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [22 x i8] c"memcpy pun equal: %d\0A\00", align 1, !dbg !41
@.str.11 = private unnamed_addr constant [20 x i8] c"-5 as unsigned: %u\0A\00", align 1, !dbg !46
@.str.12 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [11 x i8] c"double %g\0A\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [13 x i8] c"string \22%s\22\0A\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [15 x i8] c"pair (%d, %d)\0A\00", align 1, !dbg !66

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !99 {
  %1 = alloca [6 x double], align 8, !DIAssignID !195
    #dbg_assign(i1 undef, !104, !DIExpression(), !195, ptr %1, !DIExpression(), !196)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #4, !dbg !197
    #dbg_assign(i8 0, !104, !DIExpression(), !198, ptr %1, !DIExpression(), !196)
  store double 1.000000e+00, ptr %1, align 8, !dbg !199, !DIAssignID !200
    #dbg_assign(double 1.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !200, ptr %1, !DIExpression(), !196)
  %2 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !199
  store double -2.000000e+00, ptr %2, align 8, !dbg !199, !DIAssignID !201
    #dbg_assign(double -2.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !201, ptr %2, !DIExpression(), !196)
  %3 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !199
  store double 1.000000e-01, ptr %3, align 8, !dbg !199, !DIAssignID !202
    #dbg_assign(double 1.000000e-01, !104, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !202, ptr %3, !DIExpression(), !196)
  %4 = getelementptr inbounds i8, ptr %1, i32 24, !dbg !199
  store double 1.000000e+300, ptr %4, align 8, !dbg !199, !DIAssignID !203
    #dbg_assign(double 1.000000e+300, !104, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !203, ptr %4, !DIExpression(), !196)
  %5 = getelementptr inbounds i8, ptr %1, i32 32, !dbg !199
  store double -0.000000e+00, ptr %5, align 8, !dbg !199, !DIAssignID !204
    #dbg_assign(double -0.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !204, ptr %5, !DIExpression(), !196)
  %6 = getelementptr inbounds i8, ptr %1, i32 40, !dbg !199
  store double 0x400921FB54442D18, ptr %6, align 8, !dbg !199, !DIAssignID !205
    #dbg_assign(double 0x400921FB54442D18, !104, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !205, ptr %6, !DIExpression(), !196)
    #dbg_value(i32 0, !106, !DIExpression(), !206)
  br label %7, !dbg !207

7:                                                ; preds = %0, %7
  %8 = phi i32 [ 0, %0 ], [ %50, %7 ]
    #dbg_value(i32 %8, !106, !DIExpression(), !206)
  %9 = getelementptr inbounds [6 x double], ptr %1, i32 0, i32 %8, !dbg !208
  %10 = load double, ptr %9, align 8, !dbg !208, !tbaa !209
    #dbg_value(double %10, !108, !DIExpression(), !213)
  %11 = bitcast double %10 to i64, !dbg !214
  %12 = lshr i64 %11, 32, !dbg !214
  %13 = trunc nuw i64 %12 to i32, !dbg !214
  %14 = trunc i64 %11 to i32, !dbg !215
  %15 = lshr i64 %11, 63, !dbg !216
  %16 = trunc nuw nsw i64 %15 to i32, !dbg !217
  %17 = lshr i64 %11, 52, !dbg !218
  %18 = trunc nuw nsw i64 %17 to i32, !dbg !219
  %19 = and i32 %18, 2047, !dbg !219
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %10, i32 noundef %13, i32 noundef %14, i32 noundef %16, i32 noundef %19), !dbg !220
    #dbg_value(i32 0, !133, !DIExpression(), !221)
  %21 = trunc i64 %11 to i32, !dbg !222
  %22 = and i32 %21, 255, !dbg !222
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %22), !dbg !224
    #dbg_value(i32 1, !133, !DIExpression(), !221)
  %24 = trunc i64 %11 to i32, !dbg !222
  %25 = lshr i32 %24, 8, !dbg !222
  %26 = and i32 %25, 255, !dbg !222
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26), !dbg !224
    #dbg_value(i32 2, !133, !DIExpression(), !221)
  %28 = trunc i64 %11 to i32, !dbg !222
  %29 = lshr i32 %28, 16, !dbg !222
  %30 = and i32 %29, 255, !dbg !222
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %30), !dbg !224
    #dbg_value(i32 3, !133, !DIExpression(), !221)
  %32 = trunc i64 %11 to i32, !dbg !222
  %33 = lshr i32 %32, 24, !dbg !222
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %33), !dbg !224
    #dbg_value(i32 4, !133, !DIExpression(), !221)
  %35 = trunc nuw i64 %12 to i32, !dbg !222
  %36 = and i32 %35, 255, !dbg !222
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %36), !dbg !224
    #dbg_value(i32 5, !133, !DIExpression(), !221)
  %38 = lshr i64 %11, 40, !dbg !222
  %39 = trunc nuw nsw i64 %38 to i32, !dbg !222
  %40 = and i32 %39, 255, !dbg !222
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %40), !dbg !224
    #dbg_value(i32 6, !133, !DIExpression(), !221)
  %42 = lshr i64 %11, 48, !dbg !222
  %43 = trunc nuw nsw i64 %42 to i32, !dbg !222
  %44 = and i32 %43, 255, !dbg !222
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %44), !dbg !224
    #dbg_value(i32 7, !133, !DIExpression(), !221)
  %46 = lshr i64 %11, 56, !dbg !222
  %47 = trunc nuw nsw i64 %46 to i32, !dbg !222
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %47), !dbg !224
    #dbg_value(i32 8, !133, !DIExpression(), !221)
  %49 = tail call i32 @putchar(i32 10), !dbg !225
  %50 = add nuw nsw i32 %8, 1, !dbg !226
    #dbg_value(i32 %50, !106, !DIExpression(), !206)
  %51 = icmp eq i32 %50, 6, !dbg !227
  br i1 %51, label %52, label %7, !dbg !207, !llvm.loop !228

52:                                               ; preds = %7
    #dbg_value(double 3.000000e+00, !135, !DIExpression(), !196)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.000000e+00), !dbg !231
    #dbg_value(double 0xFFFFFFFFFFFFFFFF, !135, !DIExpression(), !196)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -1, i32 noundef -1), !dbg !232
    #dbg_assign(i1 undef, !136, !DIExpression(), !233, ptr poison, !DIExpression(), !196)
    #dbg_value(i32 0, !140, !DIExpression(), !234)
    #dbg_value(float 1.000000e+00, !142, !DIExpression(), !235)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+00, i32 noundef 1065353216, i32 noundef 16256, i32 noundef 0), !dbg !236
    #dbg_value(i32 1, !140, !DIExpression(), !234)
    #dbg_value(float 5.000000e-01, !142, !DIExpression(), !235)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 5.000000e-01, i32 noundef 1056964608, i32 noundef 16128, i32 noundef 0), !dbg !236
    #dbg_value(i32 2, !140, !DIExpression(), !234)
    #dbg_value(float -3.750000e+00, !142, !DIExpression(), !235)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -3.750000e+00, i32 noundef -1066401792, i32 noundef 49264, i32 noundef 0), !dbg !236
    #dbg_value(i32 3, !140, !DIExpression(), !234)
    #dbg_value(float 0x3F50624DE0000000, !142, !DIExpression(), !235)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x3F50624DE0000000, i32 noundef 981668463, i32 noundef 14979, i32 noundef 4719), !dbg !236
    #dbg_value(i32 4, !140, !DIExpression(), !234)
    #dbg_value(i32 1, !154, !DIExpression(), !237)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, double noundef 0x3FEFF221E0000000), !dbg !238
    #dbg_value(i32 2, !154, !DIExpression(), !237)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, double noundef 0x3FE69F2BC0000000), !dbg !238
    #dbg_value(i32 4, !154, !DIExpression(), !237)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4, double noundef 0x3FDFF221E0000000), !dbg !238
    #dbg_value(i32 8, !154, !DIExpression(), !237)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 8, double noundef 0x3FD69F2BC0000000), !dbg !238
    #dbg_value(i32 16, !154, !DIExpression(), !237)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 16, double noundef 0x3FCFF221E0000000), !dbg !238
    #dbg_value(i32 32, !154, !DIExpression(), !237)
    #dbg_value(i32 0, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !196)
    #dbg_value(double 1.976260e-322, !156, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !196)
    #dbg_value(i32 0, !156, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !196)
    #dbg_value(double 9.881310e-324, !156, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !196)
    #dbg_value(i32 1, !156, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !196)
    #dbg_value(double 5.000000e-01, !156, !DIExpression(DW_OP_LLVM_fragment, 224, 64), !196)
    #dbg_value(i32 3, !156, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !196)
    #dbg_value(double 1.482200e-323, !156, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !196)
    #dbg_value(double 0xFFFFFFFC00000003, !156, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !196)
    #dbg_value(i32 2, !156, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !196)
    #dbg_value(ptr @.str.7, !156, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !196)
    #dbg_value(i32 0, !177, !DIExpression(), !240)
    #dbg_value(i32 0, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !246)
    #dbg_value(double 1.976260e-322, !241, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !246)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 40), !dbg !249
    #dbg_value(i32 1, !177, !DIExpression(), !240)
    #dbg_value(i32 0, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !246)
    #dbg_value(double 9.881310e-324, !241, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !246)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 2), !dbg !249
    #dbg_value(i32 2, !177, !DIExpression(), !240)
    #dbg_value(i32 1, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !246)
    #dbg_value(double 5.000000e-01, !241, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !246)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 5.000000e-01), !dbg !251
    #dbg_value(i32 3, !177, !DIExpression(), !240)
    #dbg_value(i32 3, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !246)
    #dbg_value(double 0xFFFFFFFC00000003, !241, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !246)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 3, i32 noundef -4), !dbg !252
    #dbg_value(i32 4, !177, !DIExpression(), !240)
    #dbg_value(i32 2, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !246)
    #dbg_value(double poison, !241, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !246)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7), !dbg !253
    #dbg_value(i32 5, !177, !DIExpression(), !240)
    #dbg_value(i32 0, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !254)
    #dbg_value(i64 42, !241, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !254)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 42), !dbg !256
    #dbg_value(i32 1, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !257)
    #dbg_value(double 4.050000e+01, !241, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !257)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 4.050000e+01), !dbg !259
    #dbg_value(i32 3, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !260)
    #dbg_value(i64 -34359738362, !241, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !260)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 6, i32 noundef -8), !dbg !262
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 12, i32 noundef 8), !dbg !263
    #dbg_value(i8 4, !179, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !196)
    #dbg_assign(i1 undef, !179, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !264, ptr poison, !DIExpression(), !196)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 4), !dbg !265
    #dbg_value(double 2.500000e+00, !185, !DIExpression(), !196)
    #dbg_value(i64 4612811918334230528, !186, !DIExpression(), !196)
    #dbg_value(double 2.500000e+00, !187, !DIExpression(), !196)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !266
    #dbg_value(i32 -5, !188, !DIExpression(), !196)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef -5), !dbg !267
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #4, !dbg !268
  ret i32 0, !dbg !268
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !269 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!71}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "unions.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "ee03571d02d12b31429cde6534ad587b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 41)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 34)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 18)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !9, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !24, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 27)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 22)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 20)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 9)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 11)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 13)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 15)
!71 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !72, retainedTypes: !80, globals: !84, splitDebugInlining: false, nameTableKind: None)
!72 = !{!73}
!73 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "kind", file: !2, line: 20, baseType: !74, size: 32, elements: !75)
!74 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!75 = !{!76, !77, !78, !79}
!76 = !DIEnumerator(name: "K_INT", value: 0)
!77 = !DIEnumerator(name: "K_DBL", value: 1)
!78 = !DIEnumerator(name: "K_STR", value: 2)
!79 = !DIEnumerator(name: "K_PAIR", value: 3)
!80 = !{!74, !81, !82, !83}
!81 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!82 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !{!0, !7, !85, !12, !17, !22, !27, !32, !34, !36, !41, !46, !51, !56, !61, !66}
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 2)
!90 = !{i32 1, !"NumRegisterParameters", i32 0}
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"uwtable", i32 2}
!97 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 72, type: !100, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !103)
!100 = !DISubroutineType(types: !101)
!101 = !{!102}
!102 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!103 = !{!104, !106, !108, !133, !135, !136, !140, !142, !154, !156, !177, !179, !185, !186, !187, !188}
!104 = !DILocalVariable(name: "ds", scope: !99, file: !2, line: 73, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 384, elements: !10)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 74, type: !102)
!107 = distinct !DILexicalBlock(scope: !99, file: !2, line: 74, column: 5)
!108 = !DILocalVariable(name: "p", scope: !109, file: !2, line: 75, type: !111)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 74, column: 33)
!110 = distinct !DILexicalBlock(scope: !107, file: !2, line: 74, column: 5)
!111 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun64", file: !2, line: 6, size: 64, elements: !112)
!112 = !{!113, !114, !119, !124, !129}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !111, file: !2, line: 7, baseType: !83, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !111, file: !2, line: 8, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !116, line: 27, baseType: !117)
!116 = !DIFile(filename: "/usr/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !118, line: 48, baseType: !81)
!118 = !DIFile(filename: "/usr/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!119 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !111, file: !2, line: 9, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !121, line: 27, baseType: !122)
!121 = !DIFile(filename: "/usr/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !118, line: 47, baseType: !123)
!123 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !111, file: !2, line: 10, baseType: !125, size: 64)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 64, elements: !127)
!126 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!127 = !{!128}
!128 = !DISubrange(count: 8)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !111, file: !2, line: 11, baseType: !130, size: 64)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 64, elements: !88)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !116, line: 26, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !118, line: 42, baseType: !74)
!133 = !DILocalVariable(name: "j", scope: !134, file: !2, line: 79, type: !102)
!134 = distinct !DILexicalBlock(scope: !109, file: !2, line: 79, column: 9)
!135 = !DILocalVariable(name: "q", scope: !99, file: !2, line: 83, type: !111)
!136 = !DILocalVariable(name: "fs", scope: !99, file: !2, line: 88, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 128, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 4)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 89, type: !102)
!141 = distinct !DILexicalBlock(scope: !99, file: !2, line: 89, column: 5)
!142 = !DILocalVariable(name: "p", scope: !143, file: !2, line: 90, type: !145)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 89, column: 33)
!144 = distinct !DILexicalBlock(scope: !141, file: !2, line: 89, column: 5)
!145 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun32", file: !2, line: 14, size: 32, elements: !146)
!146 = !{!147, !148, !149}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !145, file: !2, line: 15, baseType: !82, size: 32)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !145, file: !2, line: 16, baseType: !131, size: 32)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !145, file: !2, line: 17, baseType: !150, size: 32)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !151, size: 32, elements: !88)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !116, line: 25, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !118, line: 40, baseType: !153)
!153 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 93, type: !102)
!155 = distinct !DILexicalBlock(scope: !99, file: !2, line: 93, column: 5)
!156 = !DILocalVariable(name: "vals", scope: !99, file: !2, line: 95, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 480, elements: !175)
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "value", file: !2, line: 22, size: 96, elements: !159)
!159 = !{!160, !161}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !158, file: !2, line: 23, baseType: !73, size: 32)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "as", scope: !158, file: !2, line: 31, baseType: !162, size: 64, offset: 32)
!162 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !158, file: !2, line: 24, size: 64, elements: !163)
!163 = !{!164, !166, !167, !170}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !162, file: !2, line: 25, baseType: !165, size: 32)
!165 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !162, file: !2, line: 26, baseType: !83, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !162, file: !2, line: 27, baseType: !168, size: 32)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 32)
!169 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !162, file: !2, line: 30, baseType: !171, size: 64)
!171 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !162, file: !2, line: 28, size: 64, elements: !172)
!172 = !{!173, !174}
!173 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !171, file: !2, line: 29, baseType: !102, size: 32)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !171, file: !2, line: 29, baseType: !102, size: 32, offset: 32)
!175 = !{!176}
!176 = !DISubrange(count: 5)
!177 = !DILocalVariable(name: "i", scope: !178, file: !2, line: 107, type: !102)
!178 = distinct !DILexicalBlock(scope: !99, file: !2, line: 107, column: 5)
!179 = !DILocalVariable(name: "e", scope: !99, file: !2, line: 117, type: !180)
!180 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !99, file: !2, line: 114, size: 32, elements: !181)
!181 = !{!182, !183}
!182 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !180, file: !2, line: 115, baseType: !131, size: 32)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !180, file: !2, line: 116, baseType: !184, size: 32)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 32, elements: !138)
!185 = !DILocalVariable(name: "dv", scope: !99, file: !2, line: 120, type: !83)
!186 = !DILocalVariable(name: "bits", scope: !99, file: !2, line: 121, type: !115)
!187 = !DILocalVariable(name: "pv", scope: !99, file: !2, line: 123, type: !111)
!188 = !DILocalVariable(name: "su", scope: !99, file: !2, line: 129, type: !189)
!189 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !99, file: !2, line: 126, size: 32, elements: !190)
!190 = !{!191, !194}
!191 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !189, file: !2, line: 127, baseType: !192, size: 32)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !121, line: 26, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !118, line: 41, baseType: !102)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !189, file: !2, line: 128, baseType: !131, size: 32)
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 0, scope: !99)
!197 = !DILocation(line: 73, column: 5, scope: !99)
!198 = distinct !DIAssignID()
!199 = !DILocation(line: 73, column: 12, scope: !99)
!200 = distinct !DIAssignID()
!201 = distinct !DIAssignID()
!202 = distinct !DIAssignID()
!203 = distinct !DIAssignID()
!204 = distinct !DIAssignID()
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 0, scope: !107)
!207 = !DILocation(line: 74, column: 5, scope: !107)
!208 = !DILocation(line: 76, column: 15, scope: !109)
!209 = !{!210, !210, i64 0}
!210 = !{!"double", !211, i64 0}
!211 = !{!"omnipotent char", !212, i64 0}
!212 = !{!"Simple C/C++ TBAA"}
!213 = !DILocation(line: 0, scope: !109)
!214 = !DILocation(line: 77, column: 67, scope: !109)
!215 = !DILocation(line: 77, column: 75, scope: !109)
!216 = !DILocation(line: 78, column: 31, scope: !109)
!217 = !DILocation(line: 78, column: 16, scope: !109)
!218 = !DILocation(line: 78, column: 55, scope: !109)
!219 = !DILocation(line: 78, column: 39, scope: !109)
!220 = !DILocation(line: 77, column: 9, scope: !109)
!221 = !DILocation(line: 0, scope: !134)
!222 = !DILocation(line: 80, column: 29, scope: !223)
!223 = distinct !DILexicalBlock(scope: !134, file: !2, line: 79, column: 9)
!224 = !DILocation(line: 80, column: 13, scope: !223)
!225 = !DILocation(line: 81, column: 9, scope: !109)
!226 = !DILocation(line: 74, column: 29, scope: !110)
!227 = !DILocation(line: 74, column: 23, scope: !110)
!228 = distinct !{!228, !207, !229, !230}
!229 = !DILocation(line: 82, column: 5, scope: !107)
!230 = !{!"llvm.loop.mustprogress"}
!231 = !DILocation(line: 85, column: 5, scope: !99)
!232 = !DILocation(line: 87, column: 5, scope: !99)
!233 = distinct !DIAssignID()
!234 = !DILocation(line: 0, scope: !141)
!235 = !DILocation(line: 0, scope: !143)
!236 = !DILocation(line: 91, column: 9, scope: !143)
!237 = !DILocation(line: 0, scope: !155)
!238 = !DILocation(line: 94, column: 9, scope: !239)
!239 = distinct !DILexicalBlock(scope: !155, file: !2, line: 93, column: 5)
!240 = !DILocation(line: 0, scope: !178)
!241 = !DILocalVariable(name: "v", arg: 1, scope: !242, file: !2, line: 34, type: !158)
!242 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 34, type: !243, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{null, !158}
!245 = !{!241}
!246 = !DILocation(line: 0, scope: !242, inlinedAt: !247)
!247 = distinct !DILocation(line: 108, column: 9, scope: !248)
!248 = distinct !DILexicalBlock(scope: !178, file: !2, line: 107, column: 5)
!249 = !DILocation(line: 36, column: 17, scope: !250, inlinedAt: !247)
!250 = distinct !DILexicalBlock(scope: !242, file: !2, line: 35, column: 21)
!251 = !DILocation(line: 37, column: 17, scope: !250, inlinedAt: !247)
!252 = !DILocation(line: 39, column: 18, scope: !250, inlinedAt: !247)
!253 = !DILocation(line: 38, column: 17, scope: !250, inlinedAt: !247)
!254 = !DILocation(line: 0, scope: !242, inlinedAt: !255)
!255 = distinct !DILocation(line: 109, column: 5, scope: !99)
!256 = !DILocation(line: 36, column: 17, scope: !250, inlinedAt: !255)
!257 = !DILocation(line: 0, scope: !242, inlinedAt: !258)
!258 = distinct !DILocation(line: 110, column: 5, scope: !99)
!259 = !DILocation(line: 37, column: 17, scope: !250, inlinedAt: !258)
!260 = !DILocation(line: 0, scope: !242, inlinedAt: !261)
!261 = distinct !DILocation(line: 111, column: 5, scope: !99)
!262 = !DILocation(line: 39, column: 18, scope: !250, inlinedAt: !261)
!263 = !DILocation(line: 112, column: 5, scope: !99)
!264 = distinct !DIAssignID()
!265 = !DILocation(line: 118, column: 5, scope: !99)
!266 = !DILocation(line: 124, column: 5, scope: !99)
!267 = !DILocation(line: 131, column: 5, scope: !99)
!268 = !DILocation(line: 133, column: 1, scope: !99)
!269 = !DISubprogram(name: "printf", scope: !270, file: !270, line: 356, type: !271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!271 = !DISubroutineType(types: !272)
!272 = !{!102, !273, null}
!273 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !168)
